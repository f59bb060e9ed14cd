import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAgreement,
  ZAgreementData,
  ZAgreementGenerated,
  ZApiError,
  ZSignAnswer,
  ZSignRequest,
} from '@nomina/domain';
import { requireModule } from '../../../../access';
import { actorOf, noStore } from '../profile-actor';
import { createAgreementDeps } from './agreement.deps';
import { currentAgreement, generateAgreement, signRequest } from './agreement.service';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
};

/**
 * The account agreement (coct_form): current state, generate, sign-request (spec 3 §7 External,
 * served under the external prefix; see business's index).
 */
export async function agreementRoutes(app: FastifyInstance) {
  noStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createAgreementDeps(app);
  const guard = requireModule(app, 'coct_form');

  routes.get(
    '/convention-titre/current',
    {
      preHandler: guard,
      schema: {
        tags: ['external'],
        summary: 'The account agreement as it stands',
        response: { 200: ZAgreement, ...errors },
      },
    },
    async (request) => currentAgreement(deps, actorOf(request)),
  );

  routes.post(
    '/convention-titre/generate',
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['external'],
        summary: 'Makes the agreement PDF from the confirmed data (codeLangue: its language)',
        querystring: z.object({ codeLangue: z.enum(['fr', 'en', 'de', 'es', 'it', 'pt']).default('fr') }),
        body: ZAgreementData,
        response: { 200: ZAgreementGenerated, ...errors },
      },
    },
    async (request) => generateAgreement(deps, actorOf(request), request.body, request.query.codeLangue),
  );

  routes.post(
    '/convention-titre/sign-request',
    {
      preHandler: guard,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['external'],
        summary: 'Without code: sends the signing code by SMS; with idDemande and code: signs (PAdES)',
        body: ZSignRequest,
        response: { 200: ZSignAnswer, ...errors },
      },
    },
    async (request) => signRequest(deps, actorOf(request), request.body),
  );
}
