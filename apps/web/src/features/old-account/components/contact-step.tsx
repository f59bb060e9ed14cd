import { Alert, Button, Checkbox, Text } from '@mantine/core';
import type { TContactInfo, TIssuer } from '@nomina/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import type { TContactsOnRecord } from '../api/validate-infos';
import { ContactEditFields } from './contact-edit-fields';
import { ContactSummary } from './contact-summary';
import { IdentityCodeBlock } from './identity-code-block';
import journey from '../../../components/layout/journey.module.css';
import { useFinishMigration } from '../hooks/use-finish-migration';

/** Which contact is being changed; none while the holder reviews them. */
export type TEditMode = 'none' | 'phone' | 'email';

type TContactStepProps = {
  verificationKey: string;
  issuer: TIssuer;
  contact: TContactInfo;
  contacts: TContactsOnRecord;
  onDone: (login: string) => void;
  onExpired: () => void;
};

/**
 * Contacts of the new account (spec 1 §2 item 4): read-only with an edit per contact, the SMS
 * consent, and a confirm button. A change first needs a code sent to the contact that stays.
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
  // The SMS consent opens the actions; it has no rule of its own to check.
  const consent = useForm<{ isConsentTicked: boolean }>({
    defaultValues: { isConsentTicked: contact.consentementSms },
  });
  const isConsentTicked = consent.watch('isConsentTicked');
  const phoneSettings = usePhoneSettings(issuer.emetIden);
  const migration = useFinishMigration(verificationKey, onDone, onExpired);
  const current = { telephone: contact.telephone ?? '', email: contact.email ?? '' };
  const canConfirmAsIs = Boolean(contact.telephone && contact.email);

  return (
    <div className={journey.stack}>
      <Text>{t('oldaccount.contact.text')}</Text>
      <ContactSummary contact={contact} />
      <Checkbox
        label={t('oldaccount.contact.consent')}
        description={isConsentTicked ? undefined : t('oldaccount.contact.consent.hint')}
        {...consent.register('isConsentTicked')}
        size="md"
      />
      {mode === 'none' ? (
        <div className={journey.actions}>
          {canConfirmAsIs ? (
            <Button
              size="md"
              disabled={!isConsentTicked}
              loading={migration.isPending}
              onClick={() => void migration.finish(current)}
            >
              {t('oldaccount.contact.confirm')}
            </Button>
          ) : null}
          {contact.email ? (
            <Button size="md" variant="outline" disabled={!isConsentTicked} onClick={() => setMode('phone')}>
              {t('oldaccount.contact.edit.phone')}
            </Button>
          ) : null}
          {contact.telephone ? (
            <Button size="md" variant="outline" disabled={!isConsentTicked} onClick={() => setMode('email')}>
              {t('oldaccount.contact.edit.email')}
            </Button>
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
            only={mode === 'phone' ? 'MAIL' : 'MOBILE'}
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
