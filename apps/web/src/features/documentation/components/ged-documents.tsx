import { Alert, Skeleton } from '@mantine/core';
import { normaliseLanguage, type TGedCategorie } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { base64ToBlob } from '../../../lib/files/base64-to-blob';
import { useFormat } from '../../../lib/format/use-format';
import { downloadGedDoc, useGedDocs } from '../api/get-ged-docs';
import type { TDocumentItem } from '../model/document-item';
import { groupLanguageVersions } from '../model/document-versions';
import { listCategoryDocuments } from '../model/ged-documents';
import { DocumentList } from './document-list';
import { serverKey } from '../../../lib/i18n/server-key';

type TGedDocumentsProps = { categorie: TGedCategorie; label: string };

/** The holder's own documents of one category (ged/docs), newest closing date first. */
export function GedDocuments({ categorie, label }: TGedDocumentsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const docs = useGedDocs();

  if (docs.isError) return <Alert color="red">{t('documentation.error.loading')}</Alert>;
  if (!docs.data) return <Skeleton height={200} aria-hidden />;

  const documents = listCategoryDocuments(docs.data, categorie);
  const groups = groupLanguageVersions(
    documents,
    (doc) => `${doc.documentCode}|${doc.dateArrete}|${doc.keyTitle}`,
    (doc) => normaliseLanguage(doc.languageCode),
    normaliseLanguage(i18n.language) ?? 'fr',
  );
  const items: TDocumentItem[] = groups.map(({ key, versions }) => ({
    id: key,
    title: t(serverKey(versions[0]!.keyTitle)),
    details: [t('documentation.closing.date', { date: format.date(versions[0]!.dateArrete) })],
    versions: versions.map((doc) => ({
      language: normaliseLanguage(doc.languageCode),
      load: async () => {
        const file = await downloadGedDoc(doc.uuid);
        return {
          blob: base64ToBlob(file.documentContent, file.documentContentType),
          fileName: file.documentFileName,
        };
      },
    })),
  }));
  return <DocumentList items={items} label={label} />;
}
