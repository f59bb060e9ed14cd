import { FLOW_ERRORS } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { useSmsConsent } from '../../../components/access/use-sms-consent';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { consentSms } from '../api/consent-sms';
import { updateContacts, type TUpdateContactsInput } from '../api/update-contacts';
import { signupStore } from '../model/signup-store';

export type TContactErrors = {
  errorCode: TTranslationKey | null;
  fields: { telephone?: string; email?: string };
};

const NO_ERRORS: TContactErrors = { errorCode: null, fields: {} };

/**
 * The contact step's calls: the SMS consent first when it is ticked but not yet given (a false
 * answer or an error stops the action with the spec's alert), then update-contacts with the
 * accepted terms version, whose answer leads to the completed screen. The errors shown are the
 * last update's (its code, and the server's field messages for the edit form), or the note that
 * a changed contact needs the identity code first.
 */
export function useContactSubmit() {
  const navigate = useNavigate();
  const smsConsent = useSmsConsent(consentSms);
  const update = useMutation({
    mutationFn: (input: TUpdateContactsInput) => updateContacts(input),
    onSuccess: ({ login }) =>
      void navigate(paths.signupCompleted.getHref(), { replace: true, state: { login } }),
  });
  const [isIdentityMissing, setIdentityMissing] = useState(false);
  const failure = update.error;
  const errors: TContactErrors = failure
    ? {
        errorCode: toErrorCode(failure),
        fields: failure instanceof ApiError && failure.fields ? failure.fields : {},
      }
    : isIdentityMissing
      ? { errorCode: FLOW_ERRORS.identityRequired, fields: {} }
      : NO_ERRORS;

  /** Before a contact action (error alert on failure) or the document check (warning, spec 2 §8). */
  const ensureConsent = async (before: 'contact' | 'documentCheck' = 'contact'): Promise<boolean> => {
    const { contact, verificationKey } = signupStore.get();
    const isGiven = Boolean(contact?.consentementSms);
    const kind = before === 'contact' ? 'error' : 'warning';
    if (!(await smsConsent.ensureConsent(verificationKey, isGiven, kind))) return false;
    if (!isGiven) signupStore.consentGiven();
    return true;
  };

  const submit = (telephone: string, email: string, cguVersion: number | null) => {
    setIdentityMissing(false);
    const { verificationKey } = signupStore.get();
    update.mutate({
      verificationKey,
      telephone,
      email,
      consentementSms: true,
      ...(cguVersion === null ? {} : { cguVersion }),
    });
  };

  const requireIdentity = () => {
    update.reset();
    setIdentityMissing(true);
  };

  return { errors, ensureConsent, submit, requireIdentity };
}
