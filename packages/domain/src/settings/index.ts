export * from './site-parameters';
export * from './password-change';
export * from './e-services';
export * from './exemption';
export * from './terms';
