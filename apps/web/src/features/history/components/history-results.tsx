import { Alert, Button, Pagination, Skeleton, Text } from '@mantine/core';
import type { THistoCategorie } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { useHistorique } from '../api/get-historique';
import { HISTORY_PAGE_SIZE, type THistoryFilters } from '../model/history-filters';
import { ExportButtons } from './export-buttons';
import classes from './history.module.css';
import { OperationTable } from './operation-table';

type THistoryResultsProps = {
  categorie: THistoCategorie;
  caption: string;
  filters: THistoryFilters;
  onPage: (page: number) => void;
  /** Drops every filter (the empty state's next step when filters hide the operations). */
  onClear: () => void;
};

/** The count, the exports, the page of operations and the pager of a history tab. */
export function HistoryResults({ categorie, caption, filters, onPage, onClear }: THistoryResultsProps) {
  const { t } = useTranslation();
  const history = useHistorique(categorie, filters);

  if (history.isError) return <Alert color="red">{t('history.error.loading')}</Alert>;
  if (!history.data) return <Skeleton height={240} aria-hidden />;

  const { contenu, total } = history.data;
  const isFiltered = Object.entries(filters).some(([name, value]) => name !== 'page' && value !== undefined);
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return (
    <section className={classes.results} aria-busy={history.isPlaceholderData} aria-label={caption}>
      <div className={classes.resultsBar}>
        <Text role="status" data-testid="history-count">
          {t('history.count', { count: total })}
        </Text>
        <ExportButtons categorie={categorie} filters={filters} isDisabled={total === 0} />
      </div>
      {contenu.length === 0 ? (
        <EmptyState illustration="history" testId="history-empty">
          {isFiltered ? (
            <>
              <Text fw={700}>{t('history.empty')}</Text>
              <Button size="sm" variant="default" onClick={onClear}>
                {t('empty.action.clearFilters')}
              </Button>
            </>
          ) : (
            <>
              <Text fw={700}>{t('history.empty.none')}</Text>
              <EmptyStateAction to={paths.titres.getHref()}>{t('empty.action.portfolio')}</EmptyStateAction>
            </>
          )}
        </EmptyState>
      ) : (
        <div className={history.isPlaceholderData ? classes.stale : undefined}>
          <OperationTable operations={contenu} caption={caption} />
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination
          className={classes.pager}
          total={pageCount}
          value={Math.min(filters.page, pageCount)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          getItemProps={(page) => ({ 'aria-label': t('history.pager.page', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`history.pager.${control}`) })}
          aria-label={t('history.pager.label')}
        />
      ) : null}
    </section>
  );
}
