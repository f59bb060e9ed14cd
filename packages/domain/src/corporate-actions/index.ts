export * from './decimal';
export * from './dividend-options';
export * from './subscription';
export * from './corporate-actions.types';
export * from './answer-rules';
export * from './answer-draft';
