export * from './i18n/languages';
export * from './theme/theme';
export * from './resource/resource.types';
export * from './errors/error-codes';
export * from './settings/site-parameters';
export * from './session/constants';
export * from './session/storage-keys';
export * from './auth/auth.types';
