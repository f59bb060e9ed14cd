export * from './identity-check';
export * from './medium-contact';
