import { ERROR_CODES, FLOW_ERRORS, STORAGE_KEYS, makeZOldAccountLogin } from '@nomina/domain';
import { useState } from 'react';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { modals } from '../../../components/modals/modal-store';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { firstFieldIssues, type TFieldIssues } from '../../../lib/forms/field-issues';
import { toErrorCode } from '../../../lib/http/api-error';
import { storage } from '../../../lib/storage/storage';
import { authenticateExolis } from '../api/authenticate-exolis';
import type { TOldAccountVariant } from '../model/old-account-variant';

export type TOldLoginField = 'emetIden' | 'accessCode' | 'password';
export type TOldLoginValues = Record<TOldLoginField, string>;

/** Bot-check action name of this form (spec 1 §4). */
const BOT_ACTION = 'OldAccount';

/**
 * Submit of the old-account login (spec 1 §4): form rules, bot-check token, then
 * authenticate/exolis. Every refusal shows inline except the registrar's block, which gets the
 * error modal, as do bot-check and technical failures the user cannot fix in the form.
 */
export function useOldLogin(variant: TOldAccountVariant, onSuccess: (verificationKey: string) => void) {
  const botCheck = useBotCheck();
  const [errors, setErrors] = useState<TFieldIssues<TOldLoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const submit = async (values: TOldLoginValues): Promise<TOldLoginField | null> => {
    const parsed = makeZOldAccountLogin({ accessCodeShown: variant === 'PLS' }).safeParse(values);
    setFormError(null);
    if (!parsed.success) {
      const found = firstFieldIssues<TOldLoginField>(parsed.error);
      setErrors(found);
      return (['emetIden', 'accessCode', 'password'] as const).find((field) => found[field]) ?? null;
    }
    setErrors({});
    setIsPending(true);
    try {
      const captchaToken = await botCheck.getToken(BOT_ACTION);
      const { emetIden, accessCode, password } = parsed.data;
      const { verificationKey } = await authenticateExolis({
        emetIden,
        password,
        variant,
        ...(accessCode ? { accessCode } : {}),
        ...(captchaToken ? { captchaToken } : {}),
      });
      storage.set(STORAGE_KEYS.isLegacyUser, true);
      onSuccess(verificationKey);
    } catch (error) {
      const errorCode = toErrorCode(error);
      if (errorCode === FLOW_ERRORS.legacyBlocked) {
        void modals.alert({ kind: 'error', title: 'general.warning.alert', body: errorCode });
      } else if (errorCode === ERROR_CODES.technical) {
        void showRequestError(error);
      } else {
        setFormError(errorCode);
      }
    } finally {
      setIsPending(false);
    }
    return null;
  };

  return { errors, formError, isPending, submit };
}
