import { ERROR_CODES, FLOW_ERRORS, type TIssuer } from '@nomina/domain';
import { useState } from 'react';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { fetchContactsOnRecord, type TContactsOnRecord } from '../api/validate-infos';
import { verifyIdentity } from '../api/verify-identity';

export type TIdentityInput = { issuer: TIssuer; refClient: string; refSalarie: string };
export type TIdentityResult = { issuer: TIssuer; contacts: TContactsOnRecord };

/**
 * verify-identity then validate/infos. A mismatch shows inline (with the reference rule the
 * server names, if any); the third mismatch ends the flow (signup.flow.expired).
 */
export function useIdentitySubmit(
  verificationKey: string,
  onDone: (result: TIdentityResult) => void,
  onExpired: () => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const submit = async ({ issuer, refClient, refSalarie }: TIdentityInput) => {
    setFormError(null);
    setReferenceError(null);
    setIsPending(true);
    try {
      const employee = refSalarie.trim();
      await verifyIdentity({
        verificationKey,
        emetIden: issuer.emetIden,
        refClient,
        ...(employee ? { refSalarie: employee } : {}),
      });
      onDone({ issuer, contacts: await fetchContactsOnRecord(verificationKey) });
    } catch (error) {
      const errorCode = toErrorCode(error);
      if (errorCode === FLOW_ERRORS.flowExpired) onExpired();
      else if (errorCode === ERROR_CODES.technical) void showRequestError(error);
      else {
        setFormError(errorCode);
        if (error instanceof ApiError && error.fields?.refClient) setReferenceError(error.fields.refClient);
      }
    } finally {
      setIsPending(false);
    }
  };

  return { formError, referenceError, isPending, submit, clearReferenceError: () => setReferenceError(null) };
}
