import type { TContactInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { formatPhoneForDisplay } from '../../../components/phone-input/phone-value';
import classes from './old-account.module.css';

/** The contacts on record, read-only. */
export function ContactSummary({ contact }: { contact: TContactInfo }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.summary} data-testid="old-account-contacts">
      <dt>{t('oldaccount.contact.phone')}</dt>
      <dd>{contact.telephone ? formatPhoneForDisplay(contact.telephone) : t('oldaccount.contact.none')}</dd>
      <dt>{t('oldaccount.contact.email')}</dt>
      <dd>{contact.email ?? t('oldaccount.contact.none')}</dd>
    </dl>
  );
}
