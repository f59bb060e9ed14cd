import type { TAlert } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { TextPreview } from '../text-preview/text-preview';
import { useFormat } from '../../lib/format/use-format';
import classes from './feed.module.css';

const LEVEL_CLASS: Record<TAlert['niveau'], string> = {
  INFO: classes.info!,
  AVERTISSEMENT: classes.warning!,
  URGENT: classes.urgent!,
};

/**
 * An issuer's alerts in force (business/alerts for a holder, alertsWithoutToken for a visitor),
 * each with its level written out (not by colour alone), its text and its period.
 */
export function AlertList({ alerts }: { alerts: readonly TAlert[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const levelLabel: Record<TAlert['niveau'], string> = {
    INFO: t('dashboard.alerts.level.info'),
    AVERTISSEMENT: t('dashboard.alerts.level.warning'),
    URGENT: t('dashboard.alerts.level.urgent'),
  };
  return (
    <ul className={classes.list}>
      {alerts.map((alert) => (
        <li
          key={alert.id}
          className={`${classes.alert} ${LEVEL_CLASS[alert.niveau]}`}
          data-level={alert.niveau}
        >
          <span className={classes.level}>{levelLabel[alert.niveau]}</span>
          <h3 className={classes.itemTitle}>{alert.titre}</h3>
          <TextPreview className={classes.text} text={alert.message} />
          <p className={classes.meta}>
            {alert.dateFin
              ? t('dashboard.alerts.period', {
                  from: format.date(alert.dateDebut),
                  to: format.date(alert.dateFin),
                })
              : t('dashboard.alerts.since', { from: format.date(alert.dateDebut) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
