import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAlertPulse } from './use-alert-pulse';
import classes from './side-menu.module.css';

/** A group's notification counter; it pulses for 3000 ms when it changes above 0 (spec 3 §4). */
export function MenuCounter({ counter }: { counter: number }) {
  const { t } = useTranslation();
  const isPulsing = useAlertPulse(counter);
  if (counter <= 0) return null;
  return (
    <span
      className={`${classes.counter} ${isPulsing ? classes.pulse : ''}`}
      data-testid="menu-counter"
      data-pulsing={isPulsing}
    >
      <span aria-hidden="true">{counter}</span>
      <VisuallyHidden>{t('general.notifications', { count: counter })}</VisuallyHidden>
    </span>
  );
}
