// The shared access layer: who is calling (access tokens), which account they act for (account
// scoping) and which modules that account may open (the module guard). Every module imports it
// from here; it imports no module.
export * from './access-token';
export * from './request-auth';
export * from './account-scope';
export * from './module-guard';
export * from './module-open.repository';
