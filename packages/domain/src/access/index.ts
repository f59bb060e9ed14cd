// Access and identity rules (spec 1 §5, spec 3 §5): pure functions plus zod schemas, shared by the
// web forms and the API. Functions named `...Error(s)` that return one key give the first failure
// or null; those returning a list (passwordErrors, clientReferenceErrors, oneTimeCodeErrors) give
// every failure, for checklists.
export * from './required';
export * from './digits-only';
export * from './signup-identifier';
export * from './one-time-code';
export * from './email';
export * from './password-strength';
export * from './modal-password';
export * from './old-identifier';
export * from './old-access-code';
export * from './old-account-login';
export * from './login-form';
export * from './new-password';
export * from './client-reference';
export * from './code-pair';
export * from './issuer-value';
export * from './phone-number';
export * from './phone-errors';
export * from './phone-keys';
export * from './phone-country';
export * from './pro-phone';
export * from './message-keys';
export * from './contact-update';
