export * from './site-parameters.repository';
