import { useMutation } from '@tanstack/react-query';
import { modals } from '../modals/modal-store';

/**
 * The SMS consent call made before any contact action while the consent is not yet given (spec 1
 * §4), for sign-up and the old-account migration, each with its own call: a false answer or an
 * error stops the action with an alert titled general.warning.alert, body signup.consent.error.
 * It is an error alert for a contact action (spec 1 §4), a warning before a document check
 * (spec 2 §8).
 */
export function useSmsConsent(recordConsent: (verificationKey: string) => Promise<boolean>) {
  const consent = useMutation({ mutationFn: recordConsent });
  return {
    isPending: consent.isPending,
    /** Whether the action may go on: the consent was given already, or is recorded now. */
    ensureConsent: async (
      verificationKey: string,
      isGiven: boolean,
      kind: 'error' | 'warning' = 'error',
    ): Promise<boolean> => {
      if (isGiven) return true;
      const isRecorded = await consent.mutateAsync(verificationKey).catch(() => false);
      if (!isRecorded)
        await modals.alert({ kind, title: 'general.warning.alert', body: 'signup.consent.error' });
      return isRecorded;
    },
  };
}
