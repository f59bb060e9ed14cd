import { Alert, NativeSelect, Skeleton } from '@mantine/core';
import { normaliseLanguage, type TDocumentTypeEntry } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getGenericDocument } from '../../../components/generic-document/get-generic-document';
import { useTypeDocuments } from '../api/get-type-documents';
import type { TDocumentItem } from '../model/document-item';
import { groupLanguageVersions } from '../model/document-versions';
import {
  filterDocumentEntries,
  generalFiltersFromSearchParams,
  listDocumentLanguages,
  listDocumentTypes,
} from '../model/general-filters';
import { DocumentList } from './document-list';
import classes from './documentation.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

function useItems(entries: readonly TDocumentTypeEntry[]): TDocumentItem[] {
  const { t, i18n } = useTranslation();
  const groups = groupLanguageVersions(
    entries,
    (entry) => String(entry.documentId),
    (entry) => normaliseLanguage(entry.documentLangueIso3),
    normaliseLanguage(i18n.language) ?? 'fr',
  );
  return groups.map(({ key, versions }) => ({
    id: key,
    title: t(serverKey(versions[0]!.documentTraductionKey)),
    details: [t(serverKey(versions[0]!.documentTypeTraductionKey))],
    versions: versions.map((entry) => ({
      language: normaliseLanguage(entry.documentLangueIso3),
      load: () => getGenericDocument(entry),
    })),
  }));
}

/**
 * The issuer's generic documents (typeDocument), filtered by language and category. The filters
 * live in the lang and category query parameters, which a link may preset (spec 3 §2).
 */
export function GeneralDocuments() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const catalogue = useTypeDocuments();
  const filters = generalFiltersFromSearchParams(searchParams);
  const entries = catalogue.data ?? [];
  const items = useItems(filterDocumentEntries(entries, filters));

  const setParam = (name: 'lang' | 'category', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };
  const all = { value: '', label: t('documentation.filter.all') };

  if (catalogue.isError) return <Alert color="red">{t('documentation.error.loading')}</Alert>;
  if (!catalogue.data) return <Skeleton height={200} aria-hidden />;
  return (
    <div className={classes.tab}>
      <div className={classes.filters}>
        <NativeSelect
          label={t('documentation.filter.language')}
          value={filters.langue ?? ''}
          onChange={(event) => setParam('lang', event.currentTarget.value)}
          data={[
            all,
            ...listDocumentLanguages(entries).map((value) => ({
              value,
              label: t(`documentation.language.${value}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('documentation.filter.category')}
          value={filters.documentTypeId === null ? '' : String(filters.documentTypeId)}
          onChange={(event) => setParam('category', event.currentTarget.value)}
          data={[
            all,
            ...listDocumentTypes(entries).map((type) => ({
              value: String(type.documentTypeId),
              label: t(serverKey(type.documentTypeTraductionKey)),
            })),
          ]}
        />
      </div>
      <DocumentList items={items} label={t('documentation.tab.general')} />
    </div>
  );
}
