import type { TTranslationKey } from '@nomina/translations/keys';
import type { TFunction } from 'i18next';

/** A value a select offers and the key of its label. */
export type TKeyedOption = { value: string; labelKey: TTranslationKey };

/**
 * The options of a list of values, each label's key built from its value; the key type checks
 * that every value of the list has a text (`(value) => \`profil.trancheSalaire.${value}\``).
 */
export function keyedOptions<TValue extends string>(
  values: readonly TValue[],
  labelOf: (value: TValue) => TTranslationKey,
): TKeyedOption[] {
  return values.map((value) => ({ value, labelKey: labelOf(value) }));
}

/** A required select's data: the empty "select" choice first, then the translated options. */
export function selectData(t: TFunction, options: readonly TKeyedOption[]) {
  return [
    { value: '', label: t('profil.select') },
    ...options.map(({ value, labelKey }) => ({ value, label: t(labelKey) })),
  ];
}
