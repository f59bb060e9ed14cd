import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../portfolio.module.css';

/** A gain or loss: its sign written out and coloured; unknown (null) reads as such. */
export function SignedAmount({ value, currency }: { value: number | null; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (value === null) return <span>{t('portfolio.unknown')}</span>;
  const tone = value > 0 ? classes.gain : value < 0 ? classes.loss : undefined;
  return <span className={tone}>{format.signedAmount(value, currency)}</span>;
}
