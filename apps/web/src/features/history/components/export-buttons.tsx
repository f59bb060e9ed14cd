import { Button } from '@mantine/core';
import type { THistoCategorie } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { exportHistorique, type TExportFormat } from '../api/export-historique';
import type { THistoryFilters } from '../model/history-filters';
import { useLanguage } from '../hooks/use-language';
import classes from './history.module.css';

type TExportButtonsProps = { categorie: THistoCategorie; filters: THistoryFilters; isDisabled: boolean };

/** Exports the tab's history, as filtered on screen (all pages), as CSV or PDF. */
export function ExportButtons({ categorie, filters, isDisabled }: TExportButtonsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const exporting = useMutation({
    mutationFn: (format: TExportFormat) => exportHistorique(categorie, filters, format, lang),
    onError: (error) => showRequestError(error),
  });
  const running = exporting.isPending ? exporting.variables : null;
  const onExport = (format: TExportFormat) => exporting.mutate(format);
  return (
    <div className={classes.exports}>
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          loading={running === format}
          disabled={isDisabled || (running !== null && running !== format)}
          onClick={() => onExport(format)}
        >
          {t(`history.export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
