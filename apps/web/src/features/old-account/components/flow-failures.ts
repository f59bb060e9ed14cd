import { ERROR_CODES, FLOW_ERRORS } from '@nomina/domain';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { toErrorCode } from '../../../lib/http/api-error';

/**
 * How the migration flow sorts a call's failure (options of useCodeStep): an expired flow ends the
 * journey (onExpired), a technical failure gets the error modal, anything else shows inline.
 */
export function flowFailures(onExpired: () => void) {
  const onError = (error: unknown) => {
    const code = toErrorCode(error);
    if (code === FLOW_ERRORS.flowExpired) onExpired();
    else if (code === ERROR_CODES.technical) void showRequestError(error);
  };
  return {
    inlineError: (error: unknown) => {
      const code = toErrorCode(error);
      return code === FLOW_ERRORS.flowExpired || code === ERROR_CODES.technical ? null : code;
    },
    onRequestError: onError,
    onValidateError: onError,
  };
}
