import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HistoryFiltersForm } from '../components/history-filters-form';
import { HistoryHeader } from '../components/history-header';
import { HistoryResults } from '../components/history-results';
import classes from '../components/history.module.css';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type THistoryFilters,
} from '../model/history-filters';
import { historyTabOf } from '../model/history-tabs';

/**
 * One tab of the operations history: its filters and page live in the URL, so back and forward
 * replay them; the form is rebuilt whenever the URL changes under it.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = historyTabOf(pathname);
  const filters = filtersFromSearchParams(searchParams);
  const show = (next: THistoryFilters) => setSearchParams(filtersToSearchParams(next));

  return (
    <div className={classes.page} data-testid={`history-page-${tab.categorie.toLowerCase()}`}>
      <HistoryHeader active={tab} />
      <HistoryFiltersForm
        key={`${pathname}?${searchParams.toString()}`}
        categorie={tab.categorie}
        filters={filters}
        onApply={show}
      />
      <HistoryResults
        categorie={tab.categorie}
        caption={t(tab.label)}
        filters={filters}
        onPage={(page) => show({ ...filters, page })}
        onClear={() => show({ page: 1 })}
      />
    </div>
  );
}
