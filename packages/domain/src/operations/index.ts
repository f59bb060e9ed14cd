/**
 * Operations area (spec 3): buy, sell, exercise, quotes and payments. Wire contracts and the pure
 * rules (tick table, fees, VAT, rounding, dates, IBAN/BIC, quantities, exercise amounts). The
 * endpoint list is in README.md next to this file.
 */
export * from './operations.enums';
export * from './operations.errors';
export * from './orders.types';
export * from './payments.types';
export * from './money';
export * from './tick-table';
export * from './fees';
export * from './order-dates';
export * from './iban';
export * from './order-rules';
export * from './simulation';
export * from './refunds';
export * from './partial-refunds';
