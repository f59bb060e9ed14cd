import { BIRTH_AGE } from './profile.constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date from `YYYY-MM-DD`, or null when the text is no real date (2023-02-30...). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** Whole years between a birth date and `today` (both calendar dates, UTC). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Spec 3 §5 birth date: a real date of someone aged 18 to 150 on `today`. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const birth = parseIsoDate(value);
  if (!birth) return false;
  const age = ageOn(birth, today);
  return age >= BIRTH_AGE.min && age <= BIRTH_AGE.max;
}

/** Spec 3 §5 max date: invalidDate when not a date or later than the limit. */
export function isOnOrBefore(value: string, limit: Date): boolean {
  const date = parseIsoDate(value);
  return date !== null && date.getTime() <= limit.getTime();
}

/** The latest birth date accepted on `today` (exactly 18 years before), as `YYYY-MM-DD`. */
export function latestBirthDate(today: Date = new Date()): string {
  const limit = new Date(
    Date.UTC(today.getUTCFullYear() - BIRTH_AGE.min, today.getUTCMonth(), today.getUTCDate()),
  );
  return limit.toISOString().slice(0, 10);
}
