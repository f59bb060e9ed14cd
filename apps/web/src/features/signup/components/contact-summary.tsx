import type { TContactInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { formatPhoneForDisplay } from '../../../components/phone-input/phone-value';
import classes from './signup.module.css';

/** The contacts on file, read-only (spec 1 §2 item 4). */
export function ContactSummary({ contact }: { contact: TContactInfo }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.summary} data-testid="contact-summary">
      <dt>{t('signup.contact.phone.label')}</dt>
      <dd>{contact.telephone ? formatPhoneForDisplay(contact.telephone) : t('signup.contact.none')}</dd>
      <dt>{t('signup.contact.email.label')}</dt>
      <dd>{contact.email ?? t('signup.contact.none')}</dd>
    </dl>
  );
}
