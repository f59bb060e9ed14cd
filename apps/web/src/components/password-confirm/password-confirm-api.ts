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

/** validate other operation (accept-plan): password, operationToken, natureDemande. */
export function validateOtherOperation(body: {
  password: string;
  operationToken: string;
  natureDemande: string;
}): Promise<{ status: 'valid' } & Record<string, unknown>> {
  return http('/business/operation/update-response-acceptation', { method: 'POST', body });
}
