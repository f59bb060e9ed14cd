export * from './acceptance.types';
export * from './acceptance.rules';
export * from './acceptance-answer';
