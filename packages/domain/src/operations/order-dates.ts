/**
 * Validity dates and the order window (spec 3 §5 Dates), on the Paris clock of the market.
 * Calendar days are yyyy-MM-dd strings; closed days are the market's holidays (operation/closed-days).
 */

export const MARKET_TIME_ZONE = 'Europe/Paris';
/** The order window: from 17:20 an order may miss today's session; from 17:30 today is over. */
export const ORDER_WINDOW = { start: '17:20', end: '17:30' } as const;
/** With a reference time the window ends at it and starts this many minutes before. */
export const ORDER_WINDOW_MINUTES = 10;
/** How far ahead an order may live. */
export const MAX_VALIDITY_MONTHS = 2;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The Paris calendar day and minutes since midnight of an instant. */
export function parisClock(now: Date): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export type TClosedDaySet = ReadonlySet<string>;
export const closedDaySet = (days: readonly string[]): TClosedDaySet => new Set(days);

/** Saturday and Sunday are never working days. */
export const isWeekend = (day: string) => [0, 6].includes(new Date(toUtc(day)).getUTCDay());

export const isWorkingDay = (day: string, closed: TClosedDaySet) => !isWeekend(day) && !closed.has(day);

/** The day itself when it is a working day, else the next one. */
export function workingDayFrom(day: string, closed: TClosedDaySet): string {
  let current = day;
  while (!isWorkingDay(current, closed)) current = addDays(current, 1);
  return current;
}

/** The last working day of a year. */
export function lastWorkingDayOfYear(year: number, closed: TClosedDaySet): string {
  let current = `${year}-12-31`;
  while (!isWorkingDay(current, closed)) current = addDays(current, -1);
  return current;
}

/** A day some months later, clamped to the month's end (31 December + 2 months → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date!, lastOfMonth));
  return fromUtc(target.getTime());
}

export type TOrderWindowState = 'OPEN' | 'CLOSING' | 'CLOSED';

/** Where a Paris time of day stands in the order window (default 17:20–17:30, or reference − 10 min to reference). */
export function orderWindowState(minutes: number, referenceTime?: string): TOrderWindowState {
  const end = minutesOf(referenceTime ?? ORDER_WINDOW.end);
  const start = referenceTime ? end - ORDER_WINDOW_MINUTES : minutesOf(ORDER_WINDOW.start);
  if (minutes >= end) return 'CLOSED';
  return minutes >= start ? 'CLOSING' : 'OPEN';
}

export type TValidityWindow = {
  /** Paris calendar day of the request. */
  today: string;
  minDate: string;
  maxDate: string;
  /** Today is a working day and the order window is not closed: the order can reach today's session. */
  inBusinessDay: boolean;
  windowState: TOrderWindowState;
};

/**
 * The validity dates an order may take (spec 3 §5): at least today (the next working day when
 * today is not one or its window closed), at most two months ahead moved to the next working day
 * and capped at the last working day of the year; weekends and closed days never.
 */
export function validityWindow(now: Date, closed: TClosedDaySet, referenceTime?: string): TValidityWindow {
  const { day: today, minutes } = parisClock(now);
  const windowState = orderWindowState(minutes, referenceTime);
  const inBusinessDay = isWorkingDay(today, closed) && windowState !== 'CLOSED';
  const minDate = inBusinessDay ? today : workingDayFrom(addDays(today, 1), closed);
  const twoMonths = workingDayFrom(addMonths(today, MAX_VALIDITY_MONTHS), closed);
  const yearEnd = lastWorkingDayOfYear(Number(minDate.slice(0, 4)), closed);
  const capped = twoMonths < yearEnd ? twoMonths : yearEnd;
  return { today, minDate, maxDate: capped < minDate ? minDate : capped, inBusinessDay, windowState };
}

/** A validity date is allowed: inside the window and a working day. */
export function isValidityDateAllowed(day: string, window: TValidityWindow, closed: TClosedDaySet): boolean {
  return day >= window.minDate && day <= window.maxDate && isWorkingDay(day, closed);
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), for the market's holidays. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The Paris market's holidays of a year: 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function marketHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    `${year}-01-01`,
    addDays(easter, -2),
    addDays(easter, 1),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ];
}
