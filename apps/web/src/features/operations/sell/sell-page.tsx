import { Alert, Skeleton, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { operationsQueries } from '../api/operations-queries';
import { BlackoutGuard } from '../components/blackout-guard';
import { FlowSteps } from '../components/flow-steps';
import { MarketOrderRecap } from '../components/market-order-recap';
import { NoSecurities } from '../components/no-securities';
import { OrderConfirmation, type TConfirmedOrder } from '../components/order-confirmation';
import { useOrderSubmission } from '../components/order-submission';
import { EMPTY_SELL_FORM, toSellOrder } from '../model/sell-form';
import classes from '../operations.module.css';
import { BankDataStep } from './bank-data-step';
import { SaleStep, type TSale } from './sale-step';

const SELL_STEPS: TTranslationKey[] = [
  'operations.step.sale',
  'operations.step.bankData',
  'operations.step.confirmation',
];

/** operation_vendre (spec 3 §2, §4): sale → bank data → confirmation. Each navigation starts afresh. */
export function SellPage() {
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <div className={classes.page} data-testid="sell-page">
      <Title order={1}>{t('menu.operation_vendre')}</Title>
      <BlackoutGuard>
        <SellFlow key={key} />
      </BlackoutGuard>
    </div>
  );
}

function SellFlow() {
  const { t } = useTranslation();
  const format = useFormat();
  const valeurs = useQuery(portfolioQueries.valeurs());
  // What the holder may sell of each of the issuer's securities (operation/avoirs-a-vendre, under
  // the selling habilitation itself, not the portfolio's), listed or over the counter.
  const holdings = useQueries({
    queries: (valeurs.data ?? []).map((valeur) => operationsQueries.avoirsAVendre(valeur.valeIden)),
  });
  const [sale, setSale] = useState<TSale | null>(null);
  const [step, setStep] = useState(0);
  const [confirmed, setConfirmed] = useState<TConfirmedOrder | null>(null);
  const submission = useOrderSubmission((order) => {
    setConfirmed(order);
    setStep(2);
  });
  // The securities the holder holds some of that may be sold now.
  const isLoaded = valeurs.isSuccess && holdings.every((holding) => holding.isSuccess);
  const offered = isLoaded
    ? valeurs.data.filter((_, index) =>
        holdings[index]!.data!.some((holding) => holding.quantiteDisponible > 0),
      )
    : undefined;

  const body = () => {
    if (step === 2 && confirmed)
      return (
        <OrderConfirmation
          order={confirmed}
          onRestart={() => {
            setSale(null);
            setConfirmed(null);
            setStep(0);
          }}
        />
      );
    if (step === 1 && sale)
      return (
        <BankDataStep
          recap={
            <MarketOrderRecap
              valeLibe={sale.details.valeLibe}
              values={sale.values}
              extra={
                <>
                  <div>
                    <dt>{t('operations.field.modeDetention')}</dt>
                    <dd>{t(`operations.modeDetention.${sale.holding.modeDetention}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('operations.field.typeVente')}</dt>
                    <dd>
                      {sale.values.typeVente === ''
                        ? null
                        : t(`operations.field.typeVente.${sale.values.typeVente}`)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('operations.sell.disponible')}</dt>
                    <dd>{format.number(sale.holding.quantiteDisponible, 6)}</dd>
                  </div>
                </>
              }
            />
          }
          simulation={sale.simulation}
          isBusy={submission.isBusy}
          onBack={() => setStep(0)}
          onValidate={(compte) => void submission.submit(toSellOrder(sale.values, compte))}
        />
      );
    if (valeurs.isError || holdings.some((holding) => holding.isError))
      return <Alert color="red">{t('general.error.loading')}</Alert>;
    if (!offered) return <Skeleton height={240} aria-hidden />;
    if (offered.length === 0) return <NoSecurities messageKey="operations.sell.empty" testId="sell-empty" />;
    return (
      <SaleStep
        valeurs={offered}
        initial={sale?.values ?? EMPTY_SELL_FORM}
        onNext={(next) => {
          setSale(next);
          setStep(1);
        }}
      />
    );
  };

  return (
    <>
      <FlowSteps steps={SELL_STEPS} current={step} />
      {submission.errorAlert}
      {body()}
      {submission.modal}
    </>
  );
}
