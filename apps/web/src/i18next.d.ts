import type { TTranslationKey } from '@nomina/translations/keys';

// Every key given to t() is checked against the catalogue: a key with no text is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Record<TTranslationKey, string> };
  }
}
