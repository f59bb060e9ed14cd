import { LOCALES, type TLanguage } from '@nomina/domain';

export type TPdfFormat = {
  amount: (value: number, currency?: string) => string;
  number: (value: number) => string;
  /** A price or an amount without its currency: always two decimals. */
  decimal: (value: number) => string;
  /** dd/MM/yyyy in every language, as the portal shows dates. */
  date: (value: Date | string) => string;
};

/** Numbers, amounts and dates of the generated documents, in the document's language (Intl). */
export function pdfFormat(lang: string): TPdfFormat {
  const locale = LOCALES[lang as TLanguage] ?? LOCALES.fr;
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const decimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const amounts = new Map<string, Intl.NumberFormat>();
  return {
    amount: (value, currency = 'EUR') => {
      let format = amounts.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        amounts.set(currency, format);
      }
      return format.format(value);
    },
    number: (value) => numbers.format(value),
    decimal: (value) => decimals.format(value),
    date: (value) => {
      const iso = typeof value === 'string' ? value : value.toISOString();
      const [year, month, day] = iso.slice(0, 10).split('-');
      return `${day}/${month}/${year}`;
    },
  };
}
