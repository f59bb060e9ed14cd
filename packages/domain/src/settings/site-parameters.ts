/** Site parameter names (spec 1 §9, spec 3 §9). Values are `;`-separated strings per issuer. */
export const SITE_PARAMETERS = {
  /** Dial codes a phone number may use. */
  TEL_INDICATIF_AUTORISE: 'TEL_INDICATIF_AUTORISE',
  /** Dial codes for which a phone must be a mobile number. */
  INDICATIFS_VERIF_MOBILE_FORTE: 'INDICATIFS_VERIF_MOBILE_FORTE',
  /** '1' turns the bot check on for the actions the spec names. */
  CAPTCHA_ACTIVATED: 'CAPTCHA_ACTIVATED',
  MIN_PASSWORD_LENGTH: 'MIN_PASSWORD_LENGTH',
  MAX_PASSWORD_LENGTH: 'MAX_PASSWORD_LENGTH',
  /** Tutorial: number of categories, then slides per category (`3;2;3;2`). */
  TUTO_CONFIG: 'TUTO_CONFIG',
  /** Delay between two status polls of a payment or request, in milliseconds. */
  STATUS_RETRY_INTERVAL_MS: 'STATUS_RETRY_INTERVAL_MS',
  /** How long status polling goes on before giving up, in milliseconds. */
  MAX_PERIOD_RETRY_MS: 'MAX_PERIOD_RETRY_MS',
  /** Countries whose banks the open-banking payment accepts (ISO 3166 alpha-2). */
  LINXO_PAYS_AUTORISE: 'LINXO_PAYS_AUTORISE',
  /** Highest amount payable by card, in euros. */
  CB_PLAFOND: 'CB_PLAFOND',
  /** VAT rate applied to order fees, in percent (operation/tauxTva). */
  TAUX_TVA: 'TAUX_TVA',
  /** Countries allowed as a tax address (ISO 3166 alpha-3). */
  PAYS_ADRESSE_FISCALE_AUTORISE: 'PAYS_ADRESSE_FISCALE_AUTORISE',
} as const;
export type TSiteParameterName = keyof typeof SITE_PARAMETERS;
export const SITE_PARAMETER_NAMES = Object.keys(SITE_PARAMETERS) as TSiteParameterName[];

/** Issuer code under which the register-wide defaults are stored. */
export const ALL_ISSUERS = 0;
