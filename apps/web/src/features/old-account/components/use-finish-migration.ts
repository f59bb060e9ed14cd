import { FLOW_ERRORS } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { sendNewIdentifier } from '../api/send-identifiant';
import { updateOldAccountContacts } from '../api/update-contacts';
import type { TContactDraft } from './contact-edit-fields';
import { useFlowCall } from './use-flow-call';

/**
 * update-contacts (creates the new portal user) then send-identifiant (the new login, also sent
 * by e-mail and SMS). Field answers of signup.contact.invalid go back to their fields.
 */
export function useFinishMigration(
  verificationKey: string,
  onDone: (login: string) => void,
  onExpired: () => void,
) {
  const { i18n } = useTranslation();
  const flow = useFlowCall(onExpired);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof TContactDraft, string>>>({});

  const finish = async (draft: TContactDraft) => {
    setFieldErrors({});
    const answer = await flow.run(async () => {
      try {
        await updateOldAccountContacts({ verificationKey, ...draft });
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === FLOW_ERRORS.contactInvalid)
          setFieldErrors(error.fields ?? {});
        throw error;
      }
      return sendNewIdentifier(verificationKey, i18n.language);
    });
    if (answer) onDone(answer.login);
  };

  return { finish, fieldErrors, errorCode: flow.errorCode, isPending: flow.isPending };
}
