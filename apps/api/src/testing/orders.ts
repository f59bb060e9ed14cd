import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { closedDaySet, marketHolidays, validityWindow, type TOrderDraft } from '@nomina/domain';
import { DEMO_PASSWORD, injectWithToken } from './inject-login';

const year = new Date().getUTCFullYear();
const closed = closedDaySet([year - 1, year, year + 1, year + 2].flatMap(marketHolidays));

/** The first validity date an order may take now, as the server computes it. */
export const firstValidDate = () => validityWindow(new Date(), closed).minDate;

/** A limit buy of jdupont01's issuer's security (Aubépine, 42.18), paid by card. */
export const buyDraft = (
  overrides: Partial<Extract<TOrderDraft, { natureDemande: 'ACHAT_TITRE' }>> = {},
): TOrderDraft => ({
  natureDemande: 'ACHAT_TITRE',
  valeIden: 10011,
  typeOrdre: 'A_COURS_LIMITE',
  quantite: 10,
  coursLimite: 42.2,
  dateValidite: firstValidDate(),
  modePaiement: 'CB',
  modeReglt: 'COMPTANT',
  ...overrides,
});

/** A sale of jdupont01's registered Aubépine shares to the IBAN on file. */
export const sellDraft = (
  overrides: Partial<Extract<TOrderDraft, { natureDemande: 'VENTE_TITRE' }>> = {},
): TOrderDraft => ({
  natureDemande: 'VENTE_TITRE',
  valeIden: 10011,
  modeDetention: 'NOMINATIF_PUR',
  typeVente: 2,
  quantite: 10,
  typeOrdre: 'AU_MARCHE',
  coursLimite: null,
  dateValidite: firstValidDate(),
  compteBancaire: { source: 'FICHIER' },
  modeReglt: 'COMPTANT',
  ...overrides,
});

export const postBusiness = (
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => injectWithToken(app, token, { method: 'POST', url: `/api/v1/business/${url}`, payload, headers });

/** operation/token for a draft: the token string, or the refusal response. */
export async function orderToken(app: FastifyInstance, token: string, draft: TOrderDraft) {
  const response = await postBusiness(app, token, 'operation/token', {
    natureDemande: draft.natureDemande,
    ordre: draft,
  });
  return {
    response,
    operationToken: response.statusCode === 200 ? (response.json() as { status: string }).status : '',
  };
}

/** validate with the password and an idempotency key. */
export const validateOrder = (
  app: FastifyInstance,
  token: string,
  draft: TOrderDraft,
  operationToken: string,
  key: string = randomUUID(),
  extra: object = {},
) =>
  postBusiness(
    app,
    token,
    'operation/validate',
    {
      password: DEMO_PASSWORD,
      operationToken,
      natureDemande: draft.natureDemande,
      modeReglt: 'COMPTANT',
      ...extra,
    },
    { 'idempotency-key': key },
  );

/** Token then validate: the placed order's answer. */
export async function placeOrder(app: FastifyInstance, token: string, draft: TOrderDraft, key?: string) {
  const { response, operationToken } = await orderToken(app, token, draft);
  if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
  return validateOrder(app, token, draft, operationToken, key);
}
