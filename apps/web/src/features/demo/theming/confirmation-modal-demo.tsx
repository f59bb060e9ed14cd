import { ActionIcon, Button, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../../../components/modals/blocking-modal';
import classes from '../demo.module.css';

type TOutcome = 'validated' | 'cancelled' | 'left' | null;

/**
 * The modal with confirmation of spec 3 §4: its cross asks to confirm leaving (the request would
 * not be saved), validate and cancel close it and say which was chosen.
 */
export function ConfirmationModalDemo() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const finish = (result: TOutcome) => {
    setOpen(false);
    setConfirming(false);
    setOutcome(result);
  };
  return (
    <section className={classes.section} aria-labelledby="demo-confirm">
      <Title order={2} size="h3" id="demo-confirm">
        {t('demo.confirm.title')}
      </Title>
      <div className={classes.buttons}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('demo.confirm.open')}
        </Button>
      </div>
      {outcome ? <Text role="status">{t(`demo.confirm.outcome.${outcome}`)}</Text> : null}
      {isOpen ? (
        <Modal
          {...BLOCKING_MODAL_PROPS}
          onClose={() => setConfirming(true)}
          title={t('demo.confirm.modal.title')}
        >
          <ActionIcon
            variant="subtle"
            className={classes.modalClose}
            aria-label={t('general.close')}
            onClick={() => setConfirming(true)}
          >
            ×
          </ActionIcon>
          {isConfirming ? (
            <div className={`${classes.banner} ${classes.warning}`} role="alert">
              <p className={classes.bannerText}>{t('demo.confirm.leave')}</p>
              <div className={classes.buttons}>
                <Button size="compact-sm" color="red" onClick={() => finish('left')}>
                  {t('demo.confirm.leave.yes')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                  {t('demo.confirm.leave.no')}
                </Button>
              </div>
            </div>
          ) : null}
          <Text>{t('demo.confirm.modal.text')}</Text>
          <div className={classes.buttons}>
            <Button variant="default" onClick={() => finish('cancelled')}>
              {t('general.cancel')}
            </Button>
            <Button onClick={() => finish('validated')}>{t('general.validate')}</Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
