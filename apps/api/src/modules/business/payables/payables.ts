// Business's side of the payments' port (built in payables.deps.ts), as the app hands it to them.
export { createPayables, payables } from './payables.deps';
