import { ERROR_CODES, FLOW_ERRORS } from '@nomina/domain';
import { useState } from 'react';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { toErrorCode } from '../../../lib/http/api-error';

/**
 * Runs one call of the migration flow and sorts its failure: an expired flow ends the journey
 * (onExpired), a technical failure gets the error modal, anything else is kept to show inline.
 */
export function useFlowCall(onExpired: () => void) {
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const run = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setErrorCode(null);
    setIsPending(true);
    try {
      return await call();
    } catch (error) {
      const code = toErrorCode(error);
      if (code === FLOW_ERRORS.flowExpired) onExpired();
      else if (code === ERROR_CODES.technical) void showRequestError(error);
      else setErrorCode(code);
      return undefined;
    } finally {
      setIsPending(false);
    }
  };

  return { errorCode, isPending, run, setErrorCode };
}
