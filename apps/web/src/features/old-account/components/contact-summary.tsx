import type { TContactInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { formatPhoneForDisplay } from '../../../components/phone-input/phone-value';
import journey from '../../../components/layout/journey.module.css';

/** The contacts on record, read-only. */
export function ContactSummary({ contact }: { contact: TContactInfo }) {
  const { t } = useTranslation();
  return (
    <dl className={journey.summary} data-testid="old-account-contacts">
      <dt>{t('general.field.mobile')}</dt>
      <dd>{contact.telephone ? formatPhoneForDisplay(contact.telephone) : t('general.field.none')}</dd>
      <dt>{t('general.field.email')}</dt>
      <dd>{contact.email ?? t('general.field.none')}</dd>
    </dl>
  );
}
