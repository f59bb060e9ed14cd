// Loaded on demand by the login form (see lazyDomainResolver): the login rule and zod with it.
export { ZLoginForm } from '@nomina/domain';
