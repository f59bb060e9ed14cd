import { IDEMPOTENCY_HEADER } from '@nomina/domain';
import { http } from '../../lib/http/http-client';

/**
 * validate stock operation: password, operationToken, modeReglt, natureDemande → refDemande. An
 * order carries its idempotency key, so a retried or double-clicked validation records it once.
 */
export function validateStockOperation(
  body: { password: string; operationToken: string; natureDemande: string; modeReglt?: string },
  idempotencyKey?: string,
): Promise<{ status: 'valid'; refDemande?: string }> {
  return http('/business/operation/validate', {
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  });
}

/** Where each nature of other operation is validated: a plan answer, a corporate-action answer. */
const OTHER_OPERATION_PATHS: Record<string, string> = {
  ACCEPTATION_PLAN: '/business/operation/update-response-acceptation',
  OST: '/business/ost/validate',
};

/** validate other operation (accept-plan, corporate action): password, operationToken, natureDemande. */
export function validateOtherOperation(body: {
  password: string;
  operationToken: string;
  natureDemande: string;
}): Promise<{ status: 'valid' } & Record<string, unknown>> {
  const path = OTHER_OPERATION_PATHS[body.natureDemande] ?? OTHER_OPERATION_PATHS.ACCEPTATION_PLAN!;
  return http(path, { method: 'POST', body });
}
