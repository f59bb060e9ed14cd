import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from './blocking-modal';
import classes from './modal.module.css';
import type { TAlertResult, TSessionTimeoutOptions } from './modal-store';

type TSessionTimeoutModalProps = { options: TSessionTimeoutOptions; onDone: (result: TAlertResult) => void };

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Idle warning: counts down to logout; "stay connected" closes it as confirmed (spec 1 §2). */
export function SessionTimeoutModal({ options, onDone }: TSessionTimeoutModalProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => secondsLeft(options.deadline));

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsLeft(options.deadline)), 1000);
    return () => window.clearInterval(timer);
  }, [options.deadline]);

  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      onClose={() => onDone('validated')}
      data-testid="session-timeout-modal"
      classNames={{ title: classes.title }}
      title={t('session.timeout.title')}
    >
      <div className={classes.body}>
        <Text>{t('session.timeout.text')}</Text>
        <Text fw={700} aria-live="polite">
          {t('session.timeout.countdown', { count: seconds })}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button data-autofocus onClick={() => onDone('validated')}>
          {t('session.timeout.stay')}
        </Button>
      </div>
    </Modal>
  );
}
