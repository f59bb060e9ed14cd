import { Alert, Skeleton } from '@mantine/core';
import type { TAuditEntry } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { toErrorCode } from '../../../lib/http/api-error';
import { useProfileAudit } from '../api/profile-api';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
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
  const columns: TColumn<TAuditEntry>[] = [
    { key: 'date', label: t('profil.audit.date'), render: (line) => format.dateTime(line.date) },
    {
      key: 'champ',
      label: t('profil.audit.champ'),
      render: (line) => t(serverKey(`profil.audit.field.${line.champ}`)),
    },
    { key: 'old', label: t('profil.audit.old'), render: (line) => show(line.champ, line.ancienneValeur) },
    { key: 'new', label: t('profil.audit.new'), render: (line) => show(line.champ, line.nouvelleValeur) },
    { key: 'auteur', label: t('profil.audit.auteur'), render: (line) => line.auteur },
  ];
  return (
    <SectionCard id="audit" title="profil.audit.title">
      {audit.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(audit.error))}
        </Alert>
      ) : audit.isPending ? (
        <Skeleton height={120} aria-hidden data-testid="audit-loading" />
      ) : (
        <DataTable
          caption={t('profil.audit.caption')}
          columns={columns}
          rows={audit.data}
          rowKey={(line) => line.id}
          empty={t('profil.audit.empty')}
          testId="audit-list"
        />
      )}
    </SectionCard>
  );
}
