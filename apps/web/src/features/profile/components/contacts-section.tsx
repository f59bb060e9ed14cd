import { Alert, Button, Text, TextInput } from '@mantine/core';
import {
  makeZContactChange,
  type TContactChange,
  type TContactKind,
  type TPhoneSettings,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { useConfirmContact, useRequestContactCode } from '../api/profile-api';
import classes from '../profile.module.css';
import { Facts, SectionCard } from './section-card';

/**
 * Contacts (habilitation maj_email): starred on screen; a new mobile or e-mail takes effect only
 * once the one-time code sent to it comes back (spec 1 §2 item 6's code block).
 */
export function ContactsSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const settings = usePhoneSettings(readSelectedHolder()?.emetIden);
  const [kind, setKind] = useState<TContactKind | null>(null);
  const request = useRequestContactCode();
  const confirm = useConfirmContact();
  // The code sent for the new value, until it is confirmed; then the kind of contact changed.
  const sent = confirm.isSuccess ? null : (request.data ?? null);
  const done = confirm.isSuccess ? (request.variables?.kind ?? null) : null;
  const canEdit = profile.rights.maj_email && !kind;

  const open = (next: TContactKind) => {
    setKind(next);
    request.reset();
    confirm.reset();
  };
  const send = (body: TContactChange) => request.mutate(body);
  const validate = async (code: string) => {
    if (!sent) return;
    try {
      await confirm.mutateAsync({ verificationKey: sent.verificationKey, code });
      setKind(null);
    } catch {
      // The code form shows the answer below the field.
    }
  };

  return (
    <SectionCard id="contacts" title="profil.contacts.title">
      {done ? (
        <Alert color="green" role="status" mb="sm">
          {t(done === 'MOBILE' ? 'profil.contacts.mobile.done' : 'profil.contacts.email.done')}
        </Alert>
      ) : null}
      <Facts
        items={[
          ['profil.field.telephone', profile.telephoneMasque],
          ['profil.field.email', profile.emailMasque],
        ]}
      />
      {canEdit ? (
        <div className={classes.links}>
          <Button variant="light" onClick={() => open('MOBILE')}>
            {t('profil.contacts.mobile.change')}
          </Button>
          <Button variant="light" onClick={() => open('MAIL')}>
            {t('profil.contacts.email.change')}
          </Button>
        </div>
      ) : null}
      {kind && !sent && (kind === 'MAIL' || settings) ? (
        <ContactValueForm
          key={kind}
          kind={kind}
          settings={settings}
          request={request}
          onSend={send}
          onCancel={() => setKind(null)}
        />
      ) : null}
      {kind && sent ? (
        <div>
          <Text mb="sm">{t('profil.contacts.codeSent', { maskedTo: sent.maskedTo })}</Text>
          <OtpCodeForm
            onSubmit={validate}
            errorCode={confirm.isError ? toErrorCode(confirm.error) : null}
            noCodeHref={paths.contact.getHref()}
          />
          <Button variant="default" mt="sm" onClick={() => setKind(null)}>
            {t('profil.cancel')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}

/** The new phone or e-mail, checked by the domain rule (makeZContactChange) before the code is sent. */
function ContactValueForm({
  kind,
  settings,
  request,
  onSend,
  onCancel,
}: {
  kind: TContactKind;
  settings: TPhoneSettings | null;
  request: ReturnType<typeof useRequestContactCode>;
  onSend: (body: TContactChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const rules = settings ?? { allowedDialCodes: [], mobileCheckDialCodes: [] };
  const form = useForm<{ kind: TContactKind; value: string }, unknown, TContactChange>({
    defaultValues: { kind, value: '' },
    resolver: domainResolver<{ kind: TContactKind; value: string }, TContactChange>(
      makeZContactChange(rules),
    ),
  });
  const { errors, isSubmitted } = form.formState;
  const serverError = request.isError ? toErrorCode(request.error) : null;

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <div className={classes.wide}>
        {kind === 'MOBILE' && settings ? (
          <Controller
            control={form.control}
            name="value"
            render={({ field }) => (
              <PhoneInput
                label={t('profil.contacts.mobile.new')}
                onChange={field.onChange}
                settings={settings}
                isRequired
                showErrors={isSubmitted}
                serverError={serverError}
              />
            )}
          />
        ) : (
          <TextInput
            type="email"
            label={t('profil.contacts.email.new')}
            autoComplete="email"
            {...form.register('value')}
            error={fieldErrorText(t, errors.value) ?? (serverError ? t(serverError) : undefined)}
            required
          />
        )}
      </div>
      <Text size="sm" className={classes.wide}>
        {t('profil.contacts.codeNotice')}
      </Text>
      <div className={classes.actions}>
        <Button type="submit" loading={request.isPending}>
          {t('profil.contacts.sendCode')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('profil.cancel')}
        </Button>
      </div>
    </form>
  );
}
