import { FLOW_ERRORS } from '@nomina/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { consentSms } from '../api/consent-sms';
import { updateContacts } from '../api/update-contacts';
import { signupStore } from '../model/signup-store';

export type TContactErrors = {
  errorCode: TTranslationKey | null;
  fields: { telephone?: string; email?: string };
};

const NO_ERRORS: TContactErrors = { errorCode: null, fields: {} };

/**
 * The contact step's calls: the SMS consent first when it is ticked but not yet given (a false
 * answer or an error stops the action with the spec's alert), then update-contacts with the
 * accepted terms version, whose answer leads to the completed screen.
 */
export function useContactSubmit() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<TContactErrors>(NO_ERRORS);

  const ensureConsent = async (): Promise<boolean> => {
    const { contact, verificationKey } = signupStore.get();
    if (contact?.consentementSms) return true;
    const isRecorded = await consentSms(verificationKey).catch(() => false);
    if (!isRecorded) {
      await modals.alert({ kind: 'error', title: 'general.warning.alert', body: 'signup.consent.error' });
      return false;
    }
    signupStore.consentGiven();
    return true;
  };

  const submit = async (telephone: string, email: string, cguVersion: number | null) => {
    setErrors(NO_ERRORS);
    try {
      const { verificationKey } = signupStore.get();
      const { login } = await updateContacts({
        verificationKey,
        telephone,
        email,
        consentementSms: true,
        ...(cguVersion === null ? {} : { cguVersion }),
      });
      void navigate(paths.signupCompleted.getHref(), { replace: true, state: { login } });
    } catch (error) {
      const fields = error instanceof ApiError && error.fields ? error.fields : {};
      setErrors({ errorCode: toErrorCode(error), fields });
    }
  };

  const requireIdentity = () => setErrors({ errorCode: FLOW_ERRORS.identityRequired, fields: {} });

  return { errors, ensureConsent, submit, requireIdentity };
}
