import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../../../components/modals/blocking-modal';
import classes from './documentation.module.css';

export type TPreview = { url: string; title: string };

/** A PDF shown in a modal from its blob URL (Escape closes it); the URL is revoked by the caller on close. */
export function DocumentPreview({ preview, onClose }: { preview: TPreview; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      closeOnEscape
      size="xl"
      onClose={onClose}
      title={preview.title}
      data-testid="document-preview"
      classNames={{ body: classes.previewBody }}
    >
      <iframe className={classes.previewFrame} src={preview.url} title={preview.title} />
      <div className={classes.previewActions}>
        <Button onClick={onClose}>{t('general.close')}</Button>
      </div>
    </Modal>
  );
}
