import { Button, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { saveBlob } from '../../../lib/files/save-blob';
import type { TDocumentItem, TDocumentVersion } from '../model/document-item';
import { DocumentPreview, type TPreview } from './document-preview';
import classes from './documentation.module.css';

type TDocumentListProps = { items: readonly TDocumentItem[]; label: string };
type TAction = 'download' | 'preview';
type TLoad = { item: TDocumentItem; action: TAction; version: TDocumentVersion };

/**
 * A scrolling list of documents (40vh, 50vh on large screens) with download and preview: one
 * entry per document, offered in the holder's language first, its other languages as a choice.
 * A document that cannot be fetched gives the spec 3 §8 warning modal.
 */
export function DocumentList({ items, label }: TDocumentListProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<TPreview | null>(null);
  /** The chosen version of each document, by id (the first version when none was chosen). */
  const [chosen, setChosen] = useState<Record<string, number>>({});
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const loading = useMutation({
    mutationFn: async ({ item, action, version }: TLoad) => ({ item, action, ...(await version.load()) }),
    onSuccess: ({ item, action, blob, fileName }) => {
      if (action === 'download') saveBlob(blob, fileName);
      else setPreview({ url: URL.createObjectURL(blob), title: item.title });
    },
    onError: () => showDownloadError(),
  });
  const busy = loading.isPending ? `${loading.variables.action}-${loading.variables.item.id}` : null;
  const run = (item: TDocumentItem, action: TAction) => {
    const version = item.versions[chosen[item.id] ?? 0];
    if (version) loading.mutate({ item, action, version });
  };

  if (items.length === 0)
    return (
      <EmptyState illustration="documents" testId="documentation-empty">
        <Text fw={700}>{t('documentation.empty')}</Text>
        <Text size="sm">{t('documentation.empty.next')}</Text>
      </EmptyState>
    );
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
                {item.versions.length > 1 ? (
                  <NativeSelect
                    size="xs"
                    className={classes.versionSelect}
                    aria-label={`${t('documentation.filter.language')} – ${item.title}`}
                    value={String(chosen[item.id] ?? 0)}
                    onChange={(event) =>
                      setChosen({ ...chosen, [item.id]: Number(event.currentTarget.value) })
                    }
                    data={item.versions.map((version, index) => ({
                      value: String(index),
                      label: t(`documentation.language.${version.language ?? 'fr'}`),
                    }))}
                  />
                ) : item.versions[0]?.language ? (
                  <Text size="sm" c="gray.8">
                    {t(`documentation.language.${item.versions[0].language}`)}
                  </Text>
                ) : null}
                {(['preview', 'download'] as const).map((action) => (
                  <Button
                    key={action}
                    size="compact-sm"
                    variant={action === 'download' ? 'filled' : 'default'}
                    loading={busy === `${action}-${item.id}`}
                    onClick={() => run(item, action)}
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
