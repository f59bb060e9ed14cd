import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOstEvent } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

const STATUT_TONE = {
  OUVERT: classes.open,
  REPONDU: classes.answered,
  CLOTURE: classes.closed,
  PAYE: classes.paid,
} as const;

/** An event's terms and dates as the holder reads them (spec 3 §4 dividend payment, §1 capital increase). */
export function EventFacts({ event }: { event: TOstEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPda = event.typeOst === 'PDA';
  const facts: [string, string][] = [
    [t(isPda ? 'ost.event.held' : 'ost.event.rights'), format.number(event.quantiteDetenue, 0)],
  ];
  if (isPda) {
    facts.push(
      [t('ost.event.dividend'), format.amount(event.dividendeParAction ?? 0)],
      [t('ost.event.price'), format.amount(event.prixReinvestissement ?? 0)],
      [t('ost.event.tax'), format.percent(event.tauxPrelevement ?? 0)],
    );
  } else {
    facts.push(
      [t('ost.event.ratio'), t('ost.event.ratio.value', { rights: event.pariteDroits ?? 0 })],
      [t('ost.event.subscriptionPrice'), format.amount(event.prixSouscription ?? 0)],
      [t('ost.event.rightPrice'), format.amount(event.prixDroit ?? 0)],
    );
  }
  facts.push(
    [
      t('ost.event.period'),
      t('ost.event.period.value', {
        start: format.date(event.dateDebut),
        end: format.date(event.dateLimite),
      }),
    ],
    [t('ost.event.deadline'), format.dateTime(event.dateLimite)],
    [t('ost.event.payment'), format.date(event.datePaiement)],
  );
  return (
    <>
      <div className={classes.cardHeader}>
        <Text fw={700} component="h2" size="lg">
          {event.valeLibe}
        </Text>
        <span className={`${classes.badge} ${STATUT_TONE[event.statut]}`} data-testid="ost-statut">
          {t(`ost.statut.${event.statut}`)}
        </span>
      </div>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
