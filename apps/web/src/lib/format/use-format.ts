import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatNumber,
  formatPercent,
  formatSignedAmount,
} from './format';

/** The formatters bound to the language on screen; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    amount: (value: number, currency?: string) => formatAmount(value, lang, currency),
    signedAmount: (value: number, currency?: string) => formatSignedAmount(value, lang, currency),
    number: (value: number, maxDecimals?: number) => formatNumber(value, lang, maxDecimals),
    percent: (value: number, signed?: boolean) => formatPercent(value, lang, signed),
    date: (value: string | number | Date) => formatDate(value, lang),
    dateTime: (value: string | number | Date) => formatDateTime(value, lang),
    dayMonth: (value: string | number | Date) => formatDayMonth(value, lang),
  };
}
