import { Checkbox, Text } from '@mantine/core';
import { FLOW_ERRORS, ZTermsAcceptanceForm } from '@nomina/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { useCurrentTermsVersion } from '../api/current-terms';
import { canActOnContacts, type TEditMode } from '../../../components/access/contact-actions';
import { ConsentGatedButton } from '../../../components/access/consent-gated-button';
import { useSignupState } from '../model/signup-store';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { ContactActions, type TContactAction } from './contact-actions';
import { ContactEditForm, type TContactDraft } from './contact-edit-form';
import { ContactSummary } from './contact-summary';
import { FlowError } from './flow-error';
import { InlineError } from './inline-error';
import { SignupTerms } from './signup-terms';
import journey from '../../../components/layout/journey.module.css';

/** The step's two boxes: the SMS consent (it opens the actions) and the terms' acceptance. */
type TTickForm = { isConsentTicked: boolean; isAccepted: boolean };
const ZTickForm = z.object({ isConsentTicked: z.boolean(), isAccepted: z.boolean() });
const ZTickFormWithTerms = ZTermsAcceptanceForm.extend({ isConsentTicked: z.boolean() });

/**
 * Spec 1 §2 item 4 and §4: confirm the contacts as they are, or change them with an identity
 * code; the terms of use in force are shown here and must be accepted to finish (decision 012).
 */
export function ContactStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contact, verificationKey } = useSignupState();
  const { errors, ensureConsent, submit, requireIdentity } = useContactSubmit();
  const [mode, setMode] = useState<TEditMode>('none');
  const termsVersion = useCurrentTermsVersion();
  // The terms must be ticked only when a version is in force; the resolver reads the latest.
  const hasTerms = useRef(false);
  hasTerms.current = termsVersion !== null;
  const form = useForm<TTickForm>({
    defaultValues: { isConsentTicked: false, isAccepted: false },
    resolver: domainResolver<TTickForm>(() => (hasTerms.current ? ZTickFormWithTerms : ZTickForm)),
  });
  const isConsentTicked = form.watch('isConsentTicked');
  if (!contact) return <FlowError errorCode={FLOW_ERRORS.flowExpired} onRestart={onRestart} />;
  if (errors.errorCode === FLOW_ERRORS.flowExpired)
    return <FlowError errorCode={errors.errorCode} onRestart={onRestart} />;

  /** Finishing needs the terms ticked when a version is in force; otherwise says so by the box. */
  const finish = (telephone: string, email: string) =>
    form.handleSubmit(() => submit(telephone, email, termsVersion))();

  const onAction = async (action: TContactAction) => {
    if (!(await ensureConsent())) return;
    if (action === 'asIs') await finish(contact.telephone ?? '', contact.email ?? '');
    else setMode(action);
  };

  // The document check sends the contacts to the checking service: the consent comes first
  // (spec 2 §7 call 1), ticked here as for any contact action.
  const openDocumentCheck = async () => {
    if (await ensureConsent('documentCheck')) void navigate(paths.firstConnexionJustificatifs.getHref());
  };

  const onSubmitEdit = (draft: TContactDraft, isIdentityConfirmed: boolean) => {
    const isChanged = draft.telephone !== (contact.telephone ?? '') || draft.email !== (contact.email ?? '');
    if (isChanged && !isIdentityConfirmed) return requireIdentity();
    void finish(draft.telephone, draft.email);
  };

  return (
    <div className={journey.stack}>
      <Text>{t(mode === 'none' ? 'signup.contact.text' : 'signup.contact.edit.text')}</Text>
      <ContactSummary contact={contact} />
      {contact.consentementSms ? null : (
        <Checkbox label={t('signup.consent.label')} {...form.register('isConsentTicked')} size="md" />
      )}
      {termsVersion === null ? null : (
        <SignupTerms
          checkbox={form.register('isAccepted')}
          error={fieldErrorText(t, form.formState.errors.isAccepted)}
        />
      )}
      {mode === 'none' ? (
        <ContactActions
          contact={contact}
          isAllowed={canActOnContacts(contact, isConsentTicked)}
          onAction={(action) => void onAction(action)}
        />
      ) : (
        <ContactEditForm
          verificationKey={verificationKey}
          contact={contact}
          mode={mode}
          fieldErrors={errors.fields}
          onCancel={() => setMode('none')}
          onSubmit={onSubmitEdit}
        />
      )}
      <InlineError errorCode={errors.errorCode} />
      <ConsentGatedButton
        variant="subtle"
        isAllowed={canActOnContacts(contact, isConsentTicked)}
        onClick={() => void openDocumentCheck()}
      >
        {t('idcheck.signup.link')}
      </ConsentGatedButton>
    </div>
  );
}
