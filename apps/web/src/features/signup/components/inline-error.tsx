import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { StatusAlert } from './status-alert';

/** A server answer shown where it happened (spec 1 §8 inline messages); nothing when there is none. */
export function InlineError({ errorCode }: { errorCode: TTranslationKey | null | undefined }) {
  const { t } = useTranslation();
  if (!errorCode) return null;
  return <StatusAlert kind="error">{t(errorCode)}</StatusAlert>;
}
