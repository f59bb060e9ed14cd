export * from './site-parameters.repository';
export * from './parameter-value';
