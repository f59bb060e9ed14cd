import { Anchor, Checkbox, Text } from '@mantine/core';
import { FLOW_ERRORS } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentTermsVersion } from '../api/current-terms';
import { canActOnContacts, type TEditMode } from '../model/contact-actions';
import { useSignupState } from '../model/signup-store';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { ContactActions, type TContactAction } from './contact-actions';
import { ContactEditForm, type TContactDraft } from './contact-edit-form';
import { ContactSummary } from './contact-summary';
import { FlowError } from './flow-error';
import { InlineError } from './inline-error';
import { SignupTerms } from './signup-terms';
import journey from '../../../components/layout/journey.module.css';

/**
 * Spec 1 §2 item 4 and §4: confirm the contacts as they are, or change them with an identity
 * code; the terms of use in force are shown here and must be accepted to finish (decision 012).
 */
export function ContactStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const { contact, verificationKey } = useSignupState();
  const { errors, ensureConsent, submit, requireIdentity } = useContactSubmit();
  const [mode, setMode] = useState<TEditMode>('none');
  const [isConsentTicked, setIsConsentTicked] = useState(false);
  const termsVersion = useCurrentTermsVersion();
  const [isTermsTicked, setIsTermsTicked] = useState(false);
  const [showTermsError, setShowTermsError] = useState(false);
  if (!contact) return <FlowError errorCode={FLOW_ERRORS.flowExpired} onRestart={onRestart} />;
  if (errors.errorCode === FLOW_ERRORS.flowExpired)
    return <FlowError errorCode={errors.errorCode} onRestart={onRestart} />;

  /** Finishing needs the terms ticked when a version is in force; otherwise says so by the box. */
  const finish = async (telephone: string, email: string) => {
    const isTermsMissing = termsVersion !== null && !isTermsTicked;
    setShowTermsError(isTermsMissing);
    if (!isTermsMissing) await submit(telephone, email, termsVersion);
  };

  const onAction = async (action: TContactAction) => {
    if (!(await ensureConsent())) return;
    if (action === 'asIs') await finish(contact.telephone ?? '', contact.email ?? '');
    else setMode(action);
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
        <Checkbox
          label={t('signup.consent.label')}
          checked={isConsentTicked}
          onChange={(event) => setIsConsentTicked(event.currentTarget.checked)}
          size="md"
        />
      )}
      {termsVersion === null ? null : (
        <SignupTerms isTicked={isTermsTicked} showError={showTermsError} onChange={setIsTermsTicked} />
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
      <Anchor component={Link} to={paths.firstConnexionJustificatifs.getHref()}>
        {t('idcheck.signup.link')}
      </Anchor>
    </div>
  );
}
