/**
 * ISO 3166 alpha-3 codes of the register's countries (Europe, North America and the countries
 * holders most often live in) with their alpha-2 code, the one Intl.DisplayNames names. A code
 * outside this table is shown as given.
 */
const ALPHA3_TO_ALPHA2: Record<string, string> = {
  FRA: 'FR',
  BEL: 'BE',
  CHE: 'CH',
  LUX: 'LU',
  MCO: 'MC',
  DEU: 'DE',
  AUT: 'AT',
  NLD: 'NL',
  ITA: 'IT',
  ESP: 'ES',
  PRT: 'PT',
  GBR: 'GB',
  IRL: 'IE',
  IMN: 'IM',
  GGY: 'GG',
  JEY: 'JE',
  DNK: 'DK',
  SWE: 'SE',
  NOR: 'NO',
  FIN: 'FI',
  ISL: 'IS',
  POL: 'PL',
  CZE: 'CZ',
  SVK: 'SK',
  HUN: 'HU',
  ROU: 'RO',
  BGR: 'BG',
  GRC: 'GR',
  CYP: 'CY',
  MLT: 'MT',
  SVN: 'SI',
  HRV: 'HR',
  EST: 'EE',
  LVA: 'LV',
  LTU: 'LT',
  LIE: 'LI',
  AND: 'AD',
  USA: 'US',
  CAN: 'CA',
  JPN: 'JP',
  CHN: 'CN',
  SGP: 'SG',
  HKG: 'HK',
  AUS: 'AU',
  MAR: 'MA',
  DZA: 'DZ',
  TUN: 'TN',
  SEN: 'SN',
  CIV: 'CI',
  BRA: 'BR',
  ARE: 'AE',
  ISR: 'IL',
  TUR: 'TR',
  IND: 'IN',
};

/** The alpha-2 code of a country written in alpha-2 or alpha-3; null when unknown. */
export function toAlpha2(code: string): string | null {
  const value = code.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(value)) return value;
  return ALPHA3_TO_ALPHA2[value] ?? null;
}
