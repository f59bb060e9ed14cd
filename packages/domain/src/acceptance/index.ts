export * from './acceptance.types';
export * from './acceptance.rules';
