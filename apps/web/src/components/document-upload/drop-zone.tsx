import { Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE } from './model/upload-rules';
import classes from './document-upload.module.css';

/** A drop zone with a real file input: drag files onto it, or pick them with the keyboard or a click. */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={`${classes.zone} ${isDragging ? classes.dragging : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      data-testid="idcheck-dropzone"
    >
      <Text>{t('idcheck.drop.text')}</Text>
      <input
        id={inputId}
        className={classes.srOnly}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className={`mantine-focus-auto ${classes.pickLabel}`}>
        <Text component="span" fw={700} td="underline">
          {t('idcheck.drop.pick')}
        </Text>
      </label>
      <Text size="sm" c="dimmed">
        {t('idcheck.drop.formats')}
      </Text>
    </div>
  );
}
