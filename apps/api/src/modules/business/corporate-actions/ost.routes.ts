import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import {
  createPaymentInstructions,
  type TPaymentInstructions,
} from '../../../adapters/payments/instructions';
import { authOf } from '../../../plugins/auth';
import { checkPaymentMode } from '../payables/payment-mode.service';
import { accountOf, isModuleOpen } from '../../../access';
import { callerOf, createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import {
  confirmPassword,
  findOperationToken,
  hashToken,
  issueOperationToken,
  type TPasswordConfirmDeps,
} from '../password-confirm/password-confirm.service';
import { settleDueEvents } from './ost-engine';
import {
  listOstEvents,
  OST_NATURE,
  requestOstToken,
  validateOstAnswer,
  type TOstDeps,
  type TOstScope,
} from './ost.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** How often the register engine looks for corporate actions to pay. */
const ENGINE_INTERVAL_MS = 15 * 60_000;

/** The services' dependencies for one request: the token's account, user and password checks. */
function depsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  shared: { instructions: TPaymentInstructions; passwords: TPasswordConfirmDeps },
): { deps: TOstDeps; scope: TOstScope } {
  const account = accountOf(request);
  const caller = callerOf(request);
  const { instructions, passwords } = shared;
  return {
    scope: { tituNume: account.tituNume, emetIden: account.emetIden, userId: authOf(request).userId },
    deps: {
      db: app.db,
      isModuleOpen: (moduleKey) => isModuleOpen(app.db, account, moduleKey),
      tokens: {
        issue: async () => {
          const token = await issueOperationToken(passwords, caller, { natureDemande: OST_NATURE });
          return { token, tokenHash: hashToken(token) };
        },
        find: (token) => findOperationToken(passwords, caller, token, OST_NATURE),
        confirmPassword: (password) => confirmPassword(passwords, caller, password),
      },
      now: () => new Date(),
      instructions,
      checkPaymentMode: (mode, montant) => checkPaymentMode(app.db, account, mode, montant),
    },
  };
}

/** Corporate actions (spec 3 §4 dividend payment flow, §7 `ost`, `ost/token`) and their engine. */
export async function ostRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const shared = {
    instructions: createPaymentInstructions(app.config),
    passwords: createPasswordConfirmDeps(app),
  };
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
      const { deps, scope } = depsOf(app, request, shared);
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
      const { deps, scope } = depsOf(app, request, shared);
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
      const { deps, scope } = depsOf(app, request, shared);
      reply.headers(noStore);
      return validateOstAnswer(deps, scope, request.body);
    },
  );

  // The local register engine: pays what is due at start-up, then every quarter of an hour.
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    settleDueEvents({ db: app.db, now: () => new Date() })
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
