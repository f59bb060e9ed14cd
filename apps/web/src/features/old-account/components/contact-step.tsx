import { Alert, Button, Checkbox, Text } from '@mantine/core';
import type { TContactInfo, TIssuer } from '@nomina/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  canActOnContacts,
  visibleContactActions,
  type TEditMode,
} from '../../../components/access/contact-actions';
import { ConsentGatedButton } from '../../../components/access/consent-gated-button';
import { useSmsConsent } from '../../../components/access/use-sms-consent';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { consentOldAccountSms } from '../api/consent-sms';
import type { TContactsOnRecord } from '../api/validate-infos';
import { ContactEditFields } from './contact-edit-fields';
import { ContactSummary } from './contact-summary';
import { IdentityCodeBlock } from './identity-code-block';
import journey from '../../../components/layout/journey.module.css';
import { useFinishMigration } from '../hooks/use-finish-migration';

type TContactStepProps = {
  verificationKey: string;
  issuer: TIssuer;
  contact: TContactInfo;
  contacts: TContactsOnRecord;
  onDone: (login: string) => void;
  onExpired: () => void;
};

/**
 * Contacts of the new account (spec 1 §2 item 4): read-only, with edit the phone, the e-mail or
 * both and confirm as is, each under the spec's condition; the SMS consent box only while
 * consent is not given, the actions waiting for it and recording it first (spec 1 §4). A change
 * first needs a code sent to a contact on record: the one that stays, or either when both change.
 */
export function ContactStep({
  verificationKey,
  issuer,
  contact,
  contacts,
  onDone,
  onExpired,
}: TContactStepProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TEditMode>('none');
  const [isConfirmed, setIsConfirmed] = useState(false);
  // Once recorded, the consent counts as given for the rest of the step, as on sign-up.
  const [isConsentRecorded, setIsConsentRecorded] = useState(false);
  const isConsentGiven = contact.consentementSms || isConsentRecorded;
  // The SMS consent opens the actions; it has no rule of its own to check.
  const consent = useForm<{ isConsentTicked: boolean }>({ defaultValues: { isConsentTicked: false } });
  const isAllowed = canActOnContacts(
    { ...contact, consentementSms: isConsentGiven },
    consent.watch('isConsentTicked'),
  );
  const smsConsent = useSmsConsent(consentOldAccountSms);
  const phoneSettings = usePhoneSettings(issuer.emetIden);
  const migration = useFinishMigration(verificationKey, onDone, onExpired);
  const current = { telephone: contact.telephone ?? '', email: contact.email ?? '' };
  const shown = visibleContactActions(contact, mode);

  /** Every contact action first records the consent; a refusal stops it (with the alert). */
  const onAction = async (action: () => void) => {
    if (!(await smsConsent.ensureConsent(verificationKey, isConsentGiven))) return;
    setIsConsentRecorded(true);
    action();
  };

  return (
    <div className={journey.stack}>
      <Text>{t('oldaccount.contact.text')}</Text>
      <ContactSummary contact={contact} />
      {isConsentGiven ? null : (
        <Checkbox
          label={t('oldaccount.contact.consent')}
          description={isAllowed ? undefined : t('oldaccount.contact.consent.hint')}
          {...consent.register('isConsentTicked')}
          size="md"
        />
      )}
      {mode === 'none' ? (
        <div className={journey.actions}>
          {shown.validateAsIs ? (
            <ConsentGatedButton
              isAllowed={isAllowed}
              loading={migration.isPending || smsConsent.isPending}
              onClick={() => void onAction(() => void migration.finish(current))}
            >
              {t('oldaccount.contact.confirm')}
            </ConsentGatedButton>
          ) : null}
          {shown.editPhone ? (
            <ConsentGatedButton
              variant="outline"
              isAllowed={isAllowed}
              onClick={() => void onAction(() => setMode('phone'))}
            >
              {t('oldaccount.contact.edit.phone')}
            </ConsentGatedButton>
          ) : null}
          {shown.editEmail ? (
            <ConsentGatedButton
              variant="outline"
              isAllowed={isAllowed}
              onClick={() => void onAction(() => setMode('email'))}
            >
              {t('oldaccount.contact.edit.email')}
            </ConsentGatedButton>
          ) : null}
          {shown.editBoth ? (
            <ConsentGatedButton
              variant="outline"
              isAllowed={isAllowed}
              onClick={() => void onAction(() => setMode('both'))}
            >
              {t('signup.contact.edit.both')}
            </ConsentGatedButton>
          ) : null}
        </div>
      ) : isConfirmed ? (
        phoneSettings && (
          <ContactEditFields
            mode={mode}
            initial={current}
            phoneSettings={phoneSettings}
            fieldErrors={migration.fieldErrors}
            isPending={migration.isPending}
            onSubmit={(draft) => void migration.finish(draft)}
            onCancel={() => setMode('none')}
          />
        )
      ) : (
        <>
          <IdentityCodeBlock
            verificationKey={verificationKey}
            contacts={contacts}
            only={mode === 'phone' ? 'MAIL' : mode === 'email' ? 'MOBILE' : undefined}
            onConfirmed={() => setIsConfirmed(true)}
            onExpired={onExpired}
          />
          <Button variant="default" size="md" className={journey.start} onClick={() => setMode('none')}>
            {t('general.cancel')}
          </Button>
        </>
      )}
      {migration.errorCode ? (
        <Alert color="red" variant="light" role="alert">
          {t(migration.errorCode)}
        </Alert>
      ) : null}
    </div>
  );
}
