import { ERROR_CODES, FLOW_ERRORS, type TIssuer } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { fetchContactsOnRecord, type TContactsOnRecord } from '../api/validate-infos';
import { verifyIdentity } from '../api/verify-identity';

export type TIdentityInput = { issuer: TIssuer; refClient: string; refSalarie: string };
export type TIdentityResult = { issuer: TIssuer; contacts: TContactsOnRecord };

/**
 * verify-identity then validate/infos. A mismatch shows inline (`formError`), with the reference
 * rule the server names, if any, given to `onReferenceError`; the third mismatch ends the flow
 * (signup.flow.expired).
 */
export function useIdentitySubmit(options: {
  verificationKey: string;
  onDone: (result: TIdentityResult) => void;
  onExpired: () => void;
  onReferenceError: (messageKey: string) => void;
}) {
  const identity = useMutation({
    mutationFn: async ({ issuer, refClient, refSalarie }: TIdentityInput): Promise<TIdentityResult> => {
      const employee = refSalarie.trim();
      await verifyIdentity({
        verificationKey: options.verificationKey,
        emetIden: issuer.emetIden,
        refClient,
        ...(employee ? { refSalarie: employee } : {}),
      });
      return { issuer, contacts: await fetchContactsOnRecord(options.verificationKey) };
    },
    onSuccess: options.onDone,
    onError: (error) => {
      const errorCode = toErrorCode(error);
      if (errorCode === FLOW_ERRORS.flowExpired) options.onExpired();
      else if (errorCode === ERROR_CODES.technical) void showRequestError(error);
      else if (error instanceof ApiError && error.fields?.refClient)
        options.onReferenceError(error.fields.refClient);
    },
  });
  const errorCode = identity.isError ? toErrorCode(identity.error) : null;
  const isInline =
    errorCode !== null && errorCode !== FLOW_ERRORS.flowExpired && errorCode !== ERROR_CODES.technical;

  return {
    formError: isInline ? errorCode : null,
    isPending: identity.isPending,
    submit: (input: TIdentityInput) => identity.mutate(input),
  };
}
