import {
  ERROR_CODES,
  FLOW_ERRORS,
  STORAGE_KEYS,
  makeZOldAccountLogin,
  type TOldAccountLogin,
} from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { modals } from '../../../components/modals/modal-store';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { toErrorCode } from '../../../lib/http/api-error';
import { storage } from '../../../lib/storage/storage';
import { authenticateExolis } from '../api/authenticate-exolis';
import type { TOldAccountVariant } from '../model/old-account-variant';

export type TOldLoginField = 'emetIden' | 'accessCode' | 'password';
export type TOldLoginValues = Record<TOldLoginField, string>;

/** Bot-check action name of this form (spec 1 §4). */
const BOT_ACTION = 'OldAccount';

/** A failure of the bot check itself (its challenge could not be had), before the login is sent. */
class BotCheckFailure extends Error {
  constructor(readonly reason: unknown) {
    super('bot check');
  }
}

/** The form's rules: the domain's, with the access code checked only where it is shown. */
export const oldLoginSchema = (variant: TOldAccountVariant) =>
  makeZOldAccountLogin({ accessCodeShown: variant === 'PLS' });

/**
 * Sending of the old-account login (spec 1 §4): bot-check token, then authenticate/exolis. Every
 * refusal shows inline (`formError`) except the registrar's block, which gets the error modal, as
 * do bot-check and technical failures the user cannot fix in the form.
 */
export function useOldLogin(variant: TOldAccountVariant, onSuccess: (verificationKey: string) => void) {
  const botCheck = useBotCheck();
  const login = useMutation({
    mutationFn: async ({ emetIden, accessCode, password }: TOldAccountLogin) => {
      const captchaToken = await botCheck.getToken(BOT_ACTION).catch((reason: unknown) => {
        throw new BotCheckFailure(reason);
      });
      return authenticateExolis({
        emetIden,
        password,
        variant,
        ...(accessCode ? { accessCode } : {}),
        ...(captchaToken ? { captchaToken } : {}),
      });
    },
    onSuccess: ({ verificationKey }) => {
      storage.set(STORAGE_KEYS.isLegacyUser, true);
      onSuccess(verificationKey);
    },
    onError: (error) => {
      // The bot check's own failure is the error modal (spec 1 §8), whatever its code.
      if (error instanceof BotCheckFailure) return void showRequestError(error.reason);
      const errorCode = toErrorCode(error);
      if (errorCode === FLOW_ERRORS.legacyBlocked)
        void modals.alert({ kind: 'error', title: 'general.warning.alert', body: errorCode });
      else if (errorCode === ERROR_CODES.technical) void showRequestError(error);
    },
  });
  const errorCode =
    login.isError && !(login.error instanceof BotCheckFailure) ? toErrorCode(login.error) : null;
  const isInline =
    errorCode !== null && errorCode !== FLOW_ERRORS.legacyBlocked && errorCode !== ERROR_CODES.technical;

  return {
    formError: isInline ? errorCode : null,
    isPending: login.isPending,
    submit: (values: TOldAccountLogin) => login.mutate(values),
    reset: login.reset,
  };
}
