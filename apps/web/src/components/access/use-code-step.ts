import { useMutation } from '@tanstack/react-query';
import type { TTranslationKey } from '@nomina/translations/keys';
import { toErrorCode } from '../../lib/http/api-error';

export type TCodeStepOptions<TRequest, TSent, TValidated> = {
  /** Sends (or sends again) the code; its answer is `sent`. Absent when the code is already sent. */
  request?: (input: TRequest) => Promise<TSent>;
  /** Checks the typed code. */
  validate: (code: string) => Promise<TValidated>;
  onRequested?: (sent: TSent) => void;
  onValidated?: (answer: TValidated) => void;
  /**
   * What a failure shows beside the field, or null when it is told elsewhere (a modal, the end of
   * the journey: do that in `onRequestError` / `onValidateError`). By default every failure's
   * error code.
   */
  inlineError?: (error: unknown) => TTranslationKey | null;
  onRequestError?: (error: unknown) => void;
  onValidateError?: (error: unknown) => void;
  /** False when the request tells its own failure (a resend countdown): only checks show here. */
  showsRequestError?: boolean;
};

/**
 * The one pattern of the request-then-validate code steps (sign-up, reset, old account, login
 * code, contact changes): two mutations, the code's request and its check, and the one failure the
 * holder reads beside the field, the last call's.
 */
export function useCodeStep<TRequest, TSent, TValidated>(
  options: TCodeStepOptions<TRequest, TSent, TValidated>,
) {
  const inlineError = options.inlineError ?? toErrorCode;
  const requesting = useMutation({
    mutationFn: (input: TRequest) =>
      options.request ? options.request(input) : Promise.reject(new Error('No code request')),
    ...(options.onRequested ? { onSuccess: options.onRequested } : {}),
    ...(options.onRequestError ? { onError: options.onRequestError } : {}),
  });
  const validating = useMutation({
    mutationFn: options.validate,
    ...(options.onValidated ? { onSuccess: options.onValidated } : {}),
    ...(options.onValidateError ? { onError: options.onValidateError } : {}),
  });
  // The failure shown is the last call's: a new request or check clears the other's.
  const latest = requesting.submittedAt >= validating.submittedAt ? requesting : validating;
  const isShown = latest === validating || options.showsRequestError !== false;
  const failure = isShown && latest.isError ? latest.error : null;

  return {
    /** The answer of the last successful request (where the code went). */
    sent: requesting.data ?? null,
    isRequested: requesting.isSuccess,
    isRequesting: requesting.isPending,
    isValidating: validating.isPending,
    isValidated: validating.isSuccess,
    failure,
    errorCode: failure === null ? null : inlineError(failure),
    request: (input: TRequest) => requesting.mutate(input),
    /** For a caller that reads the answer (a resend countdown); rejects on failure. */
    requestAsync: requesting.mutateAsync,
    /** Back to the start (another channel): forgets the request, the check and their failures. */
    reset: () => {
      requesting.reset();
      validating.reset();
    },
    /** For OtpCodeForm: settles once the check is over, never rejects (the failure is shown). */
    validate: async (code: string) => {
      await validating.mutateAsync(code).catch(() => undefined);
    },
  };
}
