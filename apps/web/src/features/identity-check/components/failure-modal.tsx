import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../../../components/modals/blocking-modal';
import { WARNING_IMAGES } from '../../../components/modals/modal-images';
import modalClasses from '../../../components/modals/modal.module.css';
import classes from '../identity-check.module.css';

/** Spec 2 §2 Document-check failure modal (visitors): back to entry, or the contact form. */
export function FailureModal({ onBack, onContact }: { onBack: () => void; onContact: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal {...BLOCKING_MODAL_PROPS} onClose={onBack} title={t('idcheck.failure.title')}>
      <div className={classes.center}>
        <img className={modalClasses.image} src={WARNING_IMAGES.warning} alt="" />
        <Text ta="center">{t('idcheck.failure.text')}</Text>
      </div>
      <div className={classes.actions}>
        <Button mt="md" variant="default" onClick={onBack}>
          {t('idcheck.failure.back')}
        </Button>
        <Button mt="md" onClick={onContact}>
          {t('idcheck.failure.contact')}
        </Button>
      </div>
    </Modal>
  );
}
