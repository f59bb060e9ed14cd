/** The calendar day (yyyy-MM-dd, UTC) a valuation is made on: statuses and dates are computed against it. */
export const valuationDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
