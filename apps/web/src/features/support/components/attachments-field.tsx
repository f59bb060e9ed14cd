import type { TTranslationKey } from '@nomina/translations/keys';
import { CloseButton, FileButton, Button, Text } from '@mantine/core';
import { SUPPORT_FILES, SUPPORT_FILES_PARAMS, supportFileLimit } from '@nomina/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './contact.module.css';

const ACCEPT = [...SUPPORT_FILES.types, ...SUPPORT_FILES.extensions].join(',');

/** The first problem of a file list, as the server would answer it (its bytes are sniffed there). */
export function attachmentsIssue(
  files: File[],
): { message: TTranslationKey; params?: Record<string, unknown> } | null {
  if (files.length > SUPPORT_FILES.maxCount)
    return { message: 'contact.file.count', params: SUPPORT_FILES_PARAMS };
  for (const file of files) {
    const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    const isImage = /^image\/(png|jpeg)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);
    if (!isPdf && !isImage) return { message: 'contact.file.type' };
    const limit = supportFileLimit(isPdf ? 'application/pdf' : 'image/png');
    if (file.size > limit)
      return {
        message: isPdf ? 'vialink.error.pdf' : 'contact.file.imageSize',
        params: SUPPORT_FILES_PARAMS,
      };
  }
  return null;
}

/** Up to SUPPORT_FILES.maxCount PDF, PNG or JPEG files, each removable, with the limits said. */
export function AttachmentsField(props: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={classes.attachments} data-field="files">
      <Text size="sm" fw={500} id={`${hintId}-label`}>
        {t('contact.files.label')}
      </Text>
      <Text size="xs" c="dimmed" id={hintId}>
        {t('contact.files.hint', {
          max: SUPPORT_FILES.maxCount,
          pdf: SUPPORT_FILES.maxPdfMb,
          image: SUPPORT_FILES.maxImageMb,
        })}
      </Text>
      {props.files.length > 0 ? (
        <ul className={classes.fileList} aria-labelledby={`${hintId}-label`}>
          {props.files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={classes.fileItem}>
              <span className={classes.fileName}>{file.name}</span>
              <CloseButton
                size="sm"
                aria-label={t('contact.files.remove', { name: file.name })}
                onClick={() => props.onChange(props.files.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FileButton
        multiple
        accept={ACCEPT}
        onChange={(picked) => props.onChange([...props.files, ...picked])}
        inputProps={{ 'aria-describedby': hintId, 'data-testid': 'support-files-input' } as object}
      >
        {(buttonProps) => (
          <Button variant="outline" size="sm" {...buttonProps} aria-describedby={hintId}>
            {t('contact.files.add')}
          </Button>
        )}
      </FileButton>
      {props.error ? (
        <Text size="sm" c="red.8" role="alert">
          {props.error}
        </Text>
      ) : null}
    </div>
  );
}
