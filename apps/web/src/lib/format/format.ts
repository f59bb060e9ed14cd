import { DEFAULT_LANGUAGE, LOCALES, normaliseLanguage, toAlpha2 } from '@nomina/domain';

/**
 * Numbers, money and dates as spec 3 §9 shows them: French style (spaces between thousands,
 * decimal comma) for fr, English style (commas, decimal dot) for en, and each other portal
 * language in its own Intl locale. Dates are dd/MM/yyyy in every language, with an optional
 * HH:mm time. `lang` is any spelling the portal meets (fr, en, po, fra...); unknown means fr.
 */

/** The Intl locale of a portal language. */
export function localeOf(lang: string | null | undefined): string {
  return LOCALES[normaliseLanguage(lang) ?? DEFAULT_LANGUAGE];
}

/** Intl formatters are costly to build: one per locale and options, kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeOf(lang);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount of money with 2 decimals and its currency symbol: "1 234,50 €" (fr), "€1,234.50" (en). */
export function formatAmount(value: number, lang: string, currency = 'EUR'): string {
  return numberFormat(lang, { style: 'currency', currency }).format(value);
}

/** An amount with its sign always written (+/−), so a gain or loss never rests on colour alone. */
export function formatSignedAmount(value: number, lang: string, currency = 'EUR'): string {
  return numberFormat(lang, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(value);
}

/** A plain number (quantity, price, units) with at most `maxDecimals` decimals (default 2). */
export function formatNumber(value: number, lang: string, maxDecimals = 2): string {
  return numberFormat(lang, { maximumFractionDigits: maxDecimals }).format(value);
}

/**
 * A percentage given in percent units (1.5 means 1.5 %), 2 decimals at most; `signed` writes the
 * sign of a change: "+1,5 %" (fr), "+1.5%" (en).
 */
export function formatPercent(value: number, lang: string, signed = false): string {
  return numberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (yyyy-MM-dd) stays that day in every time zone; instants are shown in local time. */
function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * dd/MM/yyyy for an ISO date, an ISO instant or an epoch in milliseconds; '' when unreadable.
 * `lang` is accepted for symmetry with the other formatters: the pattern is the same in all languages.
 */
export function formatDate(value: string | number | Date, _lang?: string): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day and a short month in the reader's language, for a chart's time axis where the full date
 * would crowd the ticks: "12 nov." (fr), "12. Nov." (de), "Nov 12" (en); '' when unreadable.
 */
export function formatDayMonth(value: string | number | Date, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = localeOf(lang);
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    dayMonthFormats.set(locale, format);
  }
  return format.format(date);
}

/** dd/MM/yyyy HH:mm (24-hour clock) in local time; '' when unreadable. */
export function formatDateTime(value: string | number | Date, lang?: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date, lang)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** A country code (alpha-2 or alpha-3, as the register stores it) as its name in the language: BEL → Belgique. */
export function formatCountry(code: string, lang: string): string {
  const alpha2 = toAlpha2(code);
  if (!alpha2) return code;
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of(alpha2) ?? code;
  } catch {
    return code;
  }
}
