import { http } from '../../lib/http/http-client';

/** validate stock operation: password, operationToken, modeReglt, natureDemande → refDemande. */
export function validateStockOperation(body: {
  password: string;
  operationToken: string;
  natureDemande: string;
  modeReglt?: string;
}): Promise<{ status: 'valid'; refDemande?: string }> {
  return http('/business/operation/validate', { method: 'POST', body });
}

/** validate other operation (accept-plan): password, operationToken, natureDemande. */
export function validateOtherOperation(body: {
  password: string;
  operationToken: string;
  natureDemande: string;
}): Promise<{ status: 'valid' } & Record<string, unknown>> {
  return http('/business/operation/update-response-acceptation', { method: 'POST', body });
}
