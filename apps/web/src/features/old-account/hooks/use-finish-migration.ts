import { FLOW_ERRORS } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { sendNewIdentifier } from '../api/send-identifiant';
import { updateOldAccountContacts } from '../api/update-contacts';
import type { TContactDraft } from '../components/contact-edit-fields';
import { flowFailures } from '../components/flow-failures';

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
  const failures = flowFailures(onExpired);
  const migration = useMutation({
    mutationFn: async (draft: TContactDraft) => {
      await updateOldAccountContacts({ verificationKey, ...draft });
      return sendNewIdentifier(verificationKey, i18n.language);
    },
    onSuccess: (answer) => onDone(answer.login),
    onError: failures.onValidateError,
  });
  const { error } = migration;
  const fieldErrors: Partial<Record<keyof TContactDraft, string>> =
    error instanceof ApiError && error.errorCode === FLOW_ERRORS.contactInvalid ? (error.fields ?? {}) : {};

  return {
    finish: async (draft: TContactDraft) => {
      await migration.mutateAsync(draft).catch(() => undefined);
    },
    fieldErrors,
    errorCode: error ? failures.inlineError(error) : null,
    isPending: migration.isPending,
  };
}
