import {
  DEFAULT_LANGUAGE,
  STORAGE_KEYS,
  normaliseLanguage,
  uploadSizeParams,
  type TLanguage,
} from '@nomina/domain';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage/storage';
import { fetchTranslations } from './translations-api';

export const i18n: TI18n = i18next.createInstance();

let currentThemeId = 1;

/** Stored language (any old spelling: po, fra...) normalised; default fr. Never the browser's. */
export function resolveInitialLanguage(stored: unknown): TLanguage {
  return normaliseLanguage(typeof stored === 'string' ? stored : null) ?? DEFAULT_LANGUAGE;
}

function reflectLanguage(language: TLanguage): void {
  document.documentElement.lang = language;
}

async function loadBundle(language: TLanguage, hiddenReq: boolean): Promise<void> {
  const bundle = await fetchTranslations(language, currentThemeId, hiddenReq);
  i18n.addResourceBundle(language, 'translation', bundle, true, true);
}

/** Loads the texts of the stored language for the issuer theme, before the first screen shows. */
export async function initI18n(themeId: number): Promise<TLanguage> {
  currentThemeId = themeId;
  const language = resolveInitialLanguage(storage.get<string>(STORAGE_KEYS.lang));
  const bundle = await fetchTranslations(language, themeId);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: bundle } },
    // Keys are the server's dotted keys ("general.warning.alert"), not nested paths.
    keySeparator: false,
    nsSeparator: false,
    // The size messages name the bounds; an answer refusing a file gives the ones it applied.
    interpolation: { escapeValue: false, defaultVariables: uploadSizeParams() },
    returnEmptyString: false,
  });
  reflectLanguage(language);
  storage.set(STORAGE_KEYS.lang, language);
  if (language !== DEFAULT_LANGUAGE) void loadBundle(DEFAULT_LANGUAGE, true);
  return language;
}

/** Language switch: fetch that language's texts, then every text on screen changes at once. */
export async function switchLanguage(value: string): Promise<void> {
  const language = normaliseLanguage(value);
  if (!language) return;
  if (!i18n.hasResourceBundle(language, 'translation')) await loadBundle(language, false);
  await i18n.changeLanguage(language);
  storage.set(STORAGE_KEYS.lang, language);
  reflectLanguage(language);
}
