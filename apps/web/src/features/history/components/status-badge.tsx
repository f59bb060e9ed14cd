import type { TOperationStatut } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import classes from './history.module.css';

const TONES: Record<TOperationStatut, string | undefined> = {
  EN_ATTENTE: classes.pending,
  EN_COURS: classes.running,
  EXECUTE: classes.done,
  PARTIELLEMENT_EXECUTE: classes.running,
  ANNULE: classes.neutral,
  REJETE: classes.failed,
  EXPIRE: classes.neutral,
  ACCEPTE: classes.done,
  REFUSE: classes.neutral,
};

/** An operation's status as a coloured label; the colour only repeats what the text says. */
export function StatusBadge({ statut }: { statut: TOperationStatut }) {
  const { t } = useTranslation();
  return (
    <span className={`${classes.badge} ${TONES[statut]}`} data-testid="operation-status" data-status={statut}>
      {t(`register.statut.${statut}`)}
    </span>
  );
}
