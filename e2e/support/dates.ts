/** Dates as the portal shows them: on the Paris calendar, whatever the machine's time zone. */

/** Today on the Paris calendar moved by `days`, as { year, month, day } (two-digit month and day). */
export function parisDay(days = 0): { year: string; month: string; day: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
  return { year, month, day };
}

/** dd/mm/yyyy, the French date. */
export function frDate(days = 0): string {
  const { year, month, day } = parisDay(days);
  return `${day}/${month}/${year}`;
}

/** mm/dd/yyyy, the English date. */
export function enDate(days = 0): string {
  const { year, month, day } = parisDay(days);
  return `${month}/${day}/${year}`;
}

/** The hour (0–23) on the Paris clock now. */
export function parisHour(): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
}
