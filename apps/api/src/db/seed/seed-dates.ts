/** Calendar helpers of the demo seed: dates are yyyy-MM-dd strings in UTC, relative to the seeding day. */

/** The calendar day of an instant. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const parse = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `months` months after `day` (negative: before), clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const date = parse(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDay(target);
}

/** The day `days` days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

const isWeekend = (day: string) => [0, 6].includes(parse(day).getUTCDay());

/** The last `count` weekdays up to `day` included, oldest first: the days a quote exists. */
export function tradingDaysUntil(day: string, count: number): string[] {
  const days: string[] = [];
  for (let current = day; days.length < count; current = addDays(current, -1)) {
    if (!isWeekend(current)) days.unshift(current);
  }
  return days;
}
