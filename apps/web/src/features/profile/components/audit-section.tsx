import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { toErrorCode } from '../../../lib/http/api-error';
import { useProfileAudit } from '../api/profile-api';
import classes from '../profile.module.css';
import { SectionCard } from './section-card';
import { serverKey } from '../../../lib/i18n/server-key';

/** The audit trail of the profile: who changed which field, when, from which value to which. */
export function AuditSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const audit = useProfileAudit();
  // Bands are stored as codes; show their label.
  const show = (champ: string, value: string | null) =>
    value === null
      ? '—'
      : champ === 'trancheSalaire' || champ === 'tranchePatrimoine'
        ? t(serverKey(`profil.${champ}.${value}`))
        : value;
  return (
    <SectionCard id="audit" title="profil.audit.title">
      {audit.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(audit.error))}
        </Alert>
      ) : audit.isPending ? (
        <Skeleton height={120} aria-hidden data-testid="audit-loading" />
      ) : (
        <div className={classes.tableWrap}>
          <table className={classes.table} data-testid="audit-list">
            <caption className={classes.caption}>{t('profil.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profil.audit.date')}</th>
                <th scope="col">{t('profil.audit.champ')}</th>
                <th scope="col">{t('profil.audit.old')}</th>
                <th scope="col">{t('profil.audit.new')}</th>
                <th scope="col">{t('profil.audit.auteur')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((line) => (
                <tr key={line.id}>
                  <td data-label={t('profil.audit.date')}>{format.dateTime(line.date)}</td>
                  <td data-label={t('profil.audit.champ')}>
                    {t(serverKey(`profil.audit.field.${line.champ}`))}
                  </td>
                  <td data-label={t('profil.audit.old')}>{show(line.champ, line.ancienneValeur)}</td>
                  <td data-label={t('profil.audit.new')}>{show(line.champ, line.nouvelleValeur)}</td>
                  <td data-label={t('profil.audit.auteur')}>{line.auteur}</td>
                </tr>
              ))}
              {audit.data.length === 0 ? (
                <tr>
                  <td colSpan={5}>{t('profil.audit.empty')}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
