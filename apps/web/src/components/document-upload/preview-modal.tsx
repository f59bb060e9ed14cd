import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../modals/blocking-modal';
import classes from './document-upload.module.css';

/** Preview one file at a time (images as data URLs, PDFs in a frame) with previous and next. */
export function PreviewModal({
  files,
  start,
  onClose,
}: {
  files: File[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const [source, setSource] = useState<string | null>(null);
  const file = files[index];
  useEffect(() => {
    if (!file) return undefined;
    setSource(null);
    if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) {
      const url = URL.createObjectURL(file);
      setSource(url);
      return () => URL.revokeObjectURL(url);
    }
    const reader = new FileReader();
    reader.onload = () => setSource(String(reader.result));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (!file) return null;
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return (
    <Modal {...BLOCKING_MODAL_PROPS} size="lg" onClose={onClose} title={t('idcheck.preview.title')}>
      <Text fw={700} mb="sm">
        {file.name}
      </Text>
      {source ? (
        isPdf ? (
          <iframe className={classes.previewFrame} src={source} title={file.name} />
        ) : (
          <img className={classes.preview} src={source} alt={file.name} />
        )
      ) : null}
      <div className={classes.pager}>
        <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('idcheck.preview.previous')}
        </Button>
        <Text aria-live="polite">
          {index + 1} / {files.length}
        </Text>
        <Button variant="default" disabled={index >= files.length - 1} onClick={() => setIndex(index + 1)}>
          {t('idcheck.preview.next')}
        </Button>
      </div>
      <div className={classes.actions}>
        <Button mt="md" onClick={onClose}>
          {t('general.close')}
        </Button>
      </div>
    </Modal>
  );
}
