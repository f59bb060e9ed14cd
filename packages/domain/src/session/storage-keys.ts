/** Browser storage keys of spec 3 §9 (plus `theme` and `isLegacyUser`, which logout keeps). */
export const STORAGE_KEYS = {
  userAccess: 'userAccess',
  selectedTitu: 'selectedTitu',
  numbercode: 'numbercode',
  mobileDialcodes: 'mobile-dialcodes',
  lang: 'lang',
  login: 'login',
  isSSO: 'isSSO',
  modules: 'modules',
  titulaire: 'titulaire',
  tokenLinxo: 'token_linxo',
  recapData: 'recapData',
  simulationInfo: 'simulationInfo',
  selectedValeur: 'selectedValeur',
  logo: 'logo',
  categories: 'categories',
  theme: 'theme',
  isLegacyUser: 'isLegacyUser',
  cookieConsent: 'cookieConsent',
  /** Logins that answered the tutorial's starter (see later or go): it is not offered again. */
  tutorialChoice: 'tutorialChoice',
} as const;
export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What logout leaves in place (spec 1 §4). */
export const KEYS_KEPT_ON_LOGOUT: readonly TStorageKey[] = [
  STORAGE_KEYS.lang,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.isLegacyUser,
  STORAGE_KEYS.isSSO,
  // The cookie consent is the browser's, not the session's: it lasts its own duration (spec 3 §4).
  STORAGE_KEYS.cookieConsent,
  STORAGE_KEYS.tutorialChoice,
];

/** Session-storage cache keys. */
export const SESSION_KEYS = {
  typeDocument: 'typeDocument',
  tutoConfig: 'tutoConfig',
  /** Set once the first dashboard load of the session showed the 'prepare your space' loader. */
  spacePrepared: 'spacePrepared',
  /** The signed-in user's theme answer: later page loads of the session skip the theme call. */
  themeResponse: 'themeResponse',
} as const;
export type TSessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
