import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DIVIDEND_OPTION_LABELS,
  type TDividendOption,
  type TOstEvent,
  type TOstReponse,
} from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';
import { PaymentInstructions } from './payment-instructions';
import { serverKey } from '../../../lib/i18n/server-key';

/** The recorded answer: choice, option, reference, status, and how to pay a balance. */
export function AnswerSummary({ event, reponse }: { event: TOstEvent; reponse: TOstReponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A dividend balance left unpaid was paid in cash, the default option: that is what was done.
  const choix = reponse.statut === 'DEFAUT' ? 'NUMERAIRE' : reponse.choix;
  const option =
    reponse.option && reponse.statut !== 'DEFAUT'
      ? event.typeOst === 'AK'
        ? t(serverKey(`ost.ak.option.${reponse.option}`))
        : t(serverKey(optionTitle(reponse.option)))
      : null;
  return (
    <section className={classes.section} aria-label={t('ost.reponse.label')} data-testid="ost-reponse">
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt>{t('ost.reponse.label')}</dt>
          <dd>{option ? `${t(`ost.choix.${choix}`)} – ${option}` : t(`ost.choix.${choix}`)}</dd>
        </div>
        <div className={classes.fact}>
          <dt>{t('ost.reponse.ref')}</dt>
          <dd data-testid="ost-ref">{reponse.refDemande}</dd>
        </div>
        {reponse.nombreTitres > 0 ? (
          <div className={classes.fact}>
            <dt>{t('ost.ak.row.newShares')}</dt>
            <dd>{format.number(reponse.nombreTitres, 0)}</dd>
          </div>
        ) : null}
        {reponse.montantEnFaveur > 0 ? (
          <div className={classes.fact}>
            <dt>{t('ost.ak.row.cashBalance')}</dt>
            <dd>{format.amount(reponse.montantEnFaveur)}</dd>
          </div>
        ) : null}
        {reponse.montantAPayer > 0 ? (
          <div className={classes.fact}>
            <dt>{t('ost.ak.row.amountToPay')}</dt>
            <dd>{format.amount(reponse.montantAPayer)}</dd>
          </div>
        ) : null}
      </dl>
      <Alert
        color={reponse.statut === 'EN_ATTENTE_PAIEMENT' ? 'orange' : 'blue'}
        data-testid="ost-reponse-statut"
      >
        <Text size="sm">{t(`ost.reponse.statut.${reponse.statut}`)}</Text>
      </Alert>
      {reponse.instructions ? <PaymentInstructions instructions={reponse.instructions} /> : null}
    </section>
  );
}

const optionTitle = (option: string) => DIVIDEND_OPTION_LABELS[option as TDividendOption]?.title ?? option;
