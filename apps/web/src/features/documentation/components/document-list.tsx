import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { saveBlob } from '../../../lib/files/save-blob';
import type { TDocumentItem } from '../model/document-item';
import { DocumentPreview, type TPreview } from './document-preview';
import classes from './documentation.module.css';

type TDocumentListProps = { items: readonly TDocumentItem[]; label: string };

/**
 * A scrolling list of documents (40vh, 50vh on large screens) with download and preview. A
 * document that cannot be fetched gives the spec 3 §8 warning modal.
 */
export function DocumentList({ items, label }: TDocumentListProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<TPreview | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const run = async (item: TDocumentItem, action: 'download' | 'preview') => {
    setBusy(`${action}-${item.id}`);
    try {
      const { blob, fileName } = await item.load();
      if (action === 'download') saveBlob(blob, fileName);
      else setPreview({ url: URL.createObjectURL(blob), title: item.title });
    } catch {
      await showDownloadError();
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) return <Text className={classes.empty}>{t('documentation.empty')}</Text>;
  return (
    <>
      <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
        <ul className={classes.list} data-testid="document-list">
          {items.map((item) => (
            <li key={item.id} className={classes.item} data-testid="document-item">
              <div className={classes.itemText}>
                <Text fw={700}>{item.title}</Text>
                <Text size="sm" c="gray.8">
                  {item.details.join(' · ')}
                </Text>
              </div>
              <div className={classes.itemActions}>
                {(['preview', 'download'] as const).map((action) => (
                  <Button
                    key={action}
                    size="compact-sm"
                    variant={action === 'download' ? 'filled' : 'default'}
                    loading={busy === `${action}-${item.id}`}
                    onClick={() => void run(item, action)}
                  >
                    {t(`documentation.action.${action}`)}
                    <VisuallyHidden> {item.title}</VisuallyHidden>
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {preview ? <DocumentPreview preview={preview} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
