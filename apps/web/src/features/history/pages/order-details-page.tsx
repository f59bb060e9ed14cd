import { Alert, Anchor, Skeleton, Title } from '@mantine/core';
import { ERROR_CODES } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { useDetailOrdre } from '../api/get-detail-ordre';
import { AvisDownloadButton } from '../components/avis-download-button';
import { CancelOrderButton } from '../components/cancel-order-button';
import { ExecutionsTable } from '../components/executions-table';
import classes from '../components/history.module.css';
import { OrderSummary } from '../components/order-summary';
import { PaymentsTable } from '../components/payments-table';
import { HISTORY_TABS } from '../model/history-tabs';

/**
 * Why the details cannot be shown: the server refuses an operation whose kind's tab the account
 * may not open (403, spec 3 §6); only a 404 means there is no such operation; any other failure
 * says what the server answered.
 */
function failureOf(error: unknown): TTranslationKey {
  if (error instanceof ApiError && error.status === 403) return ERROR_CODES.moduleRefused;
  if (error instanceof ApiError && error.status === 404) return 'history.details.notfound';
  return toErrorCode(error);
}

/**
 * histo_ope_bourse/details?id=: an operation's details and executions, with its notice and, while
 * it is pending, the cancel action. `categorie=PLS` reads a PLS order by its reference.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const isPls = searchParams.get('categorie') === 'PLS';
  const detail = useDetailOrdre(id, isPls);
  const backTab = HISTORY_TABS.find((tab) => tab.categorie === detail.data?.categorie) ?? HISTORY_TABS[0]!;

  return (
    <div className={classes.page} data-testid="order-details-page">
      <Anchor component={Link} to={backTab.route} size="sm">
        {t('history.details.back')}
      </Anchor>
      <Title order={1}>{t('histo.details.title')}</Title>
      {id === '' || detail.isError ? (
        <Alert color="red" role="alert">
          {t(id === '' ? 'history.details.notfound' : failureOf(detail.error))}
        </Alert>
      ) : null}
      {detail.isPending && id !== '' ? <Skeleton height={320} aria-hidden /> : null}
      {detail.data ? (
        <>
          <OrderSummary order={detail.data} />
          <div className={classes.rowActions}>
            {detail.data.codeAvis ? (
              <AvisDownloadButton codeAvis={detail.data.codeAvis} reference={detail.data.reference} />
            ) : null}
            {detail.data.annulable ? <CancelOrderButton operation={detail.data} /> : null}
          </div>
          <ExecutionsTable order={detail.data} />
          {isPls ? null : <PaymentsTable idDemande={detail.data.idDemande} />}
        </>
      ) : null}
    </div>
  );
}
