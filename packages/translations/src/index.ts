export { catalogue, catalogueOverrides, catalogueRows } from './catalogue';
export type { TTranslationRow } from './catalogue';
export type { TCatalogue, TTranslated, TThemeOverrides } from './catalogue/catalogue.types';
export type { TTranslationKey } from './keys';
