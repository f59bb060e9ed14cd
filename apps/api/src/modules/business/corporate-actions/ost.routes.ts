import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZOperationTokenResponse,
  ZOstEvent,
  ZOstQuery,
  ZOstTokenRequest,
  ZOstValidateRequest,
  ZOstValidateResponse,
} from '@nomina/domain';
import { settleDueEvents } from './ost-engine';
import { createOstDeps } from './ost.deps';
import { listOstEvents, requestOstToken, validateOstAnswer } from './ost.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** How often the register engine looks for corporate actions to pay. */
const ENGINE_INTERVAL_MS = 15 * 60_000;

/** Corporate actions (spec 3 §4 dividend payment flow, §7 `ost`, `ost/token`) and their engine. */
export async function ostRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ostDeps = createOstDeps(app);
  const noStore = { 'cache-control': 'no-store' };

  routes.get(
    '/ost',
    {
      schema: {
        tags: ['business'],
        summary: "The account's corporate actions (typeOst PDA or AK), with the figures of its position",
        querystring: ZOstQuery,
        response: { 200: z.array(ZOstEvent), ...errors },
      },
    },
    async (request, reply) => {
      const { deps, scope } = ostDeps.forRequest(request);
      reply.headers(noStore);
      return listOstEvents(deps, scope, request.query.typeOst);
    },
  );

  routes.post(
    '/ost/token',
    {
      schema: {
        tags: ['business'],
        summary: 'A single-use token carrying an answer to a corporate action; status is the token',
        body: ZOstTokenRequest,
        response: { 200: ZOperationTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { deps, scope } = ostDeps.forRequest(request);
      reply.headers(noStore);
      return { status: await requestOstToken(deps, scope, request.body) };
    },
  );

  routes.post(
    '/ost/validate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Other-operation validation of an OST answer: records it after the password check',
        body: ZOstValidateRequest,
        response: { 200: ZOstValidateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { deps, scope } = ostDeps.forRequest(request);
      reply.headers(noStore);
      return validateOstAnswer(deps, scope, request.body);
    },
  );

  // The local register engine: pays what is due at start-up, then every quarter of an hour.
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    settleDueEvents(ostDeps.engine())
      .then((ids) => {
        if (ids.length > 0) app.log.info({ events: ids }, 'corporate actions paid');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'corporate actions engine failed'));
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), ENGINE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
