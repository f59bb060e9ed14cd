export * from './free-text';
export * from './support.types';
