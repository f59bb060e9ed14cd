import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { securities, themes } from '../db/schema';
import { injectAccountToken } from '../testing/account-token';
import { injectLogin } from '../testing/inject-login';
import { describeApi } from '../testing/test-app';
import { BOUNDARY } from '../testing/route-fuzz/hostile-values';
import { type TOperation, type TRoute, type THints, BASE_HINTS } from '../testing/route-fuzz/schema-samples';
import { shorten, captureErrorLog, describeLog } from '../testing/route-fuzz/server-log';
import { routesOfTree, type TCase, casesOf } from '../testing/route-fuzz/cases';

/**
 * Route fuzz: every route the app registers gets the same fixed set of hostile inputs (broken
 * bodies, wrong-typed fields, hostile query values, hostile path parameters, hostile multipart
 * fields), signed in and not. The product rule: bad input is a 4xx with a JSON `errorCode`, never
 * a 5xx. Every failure is collected, so one run lists every failing route and input, with the
 * error the server logged for it.
 *
 * Where the routes come from: `app.printRoutes({ commonPrefix: false })`, parsed. It is the
 * router's own tree, so it lists every route, with or without a schema, hidden from the OpenAPI
 * document or not. (An `onRoute` hook would see the route options too, but buildApp registers
 * the routes itself before a test can add one, and Fastify lists them no other way.) The names
 * of each route's query parameters, path parameters and JSON body fields, and a valid-looking
 * value for each, come from the OpenAPI document `app.swagger()` builds from the same routes'
 * zod schemas; a route missing from the document (`schema.hide`) is fuzzed with generic names.
 * Whether a route reads multipart bodies is asked of the route itself: one that does not answers
 * an empty multipart body 415.
 *
 * Each hostile value is tried on one field at a time, the route's other required fields holding
 * a valid-looking value (the signed-in holder's own ids where the name says so), so a 400 on
 * one field cannot hide a crash on another; then on every field at once.
 *
 * Left out:
 * - /api/docs/*: the Swagger UI's static files and the OpenAPI document; they take no input.
 * - HEAD: Fastify answers it with the GET route's handler, and its answer has no body to
 *   carry an errorCode.
 * Checked for "no 5xx" only: /api/v1/external/paiement/sandbox/*, the stand-in payment
 * provider's HTML pages, whose refusals are HTML pages by design.
 * The web app's routes are not registered in tests (WEB_DIST is missing). The desk API's routes
 * are signed in with its own credential (DESK_API_TOKEN), not a holder's token.
 */

const DESK = 'route-fuzz-desk-credential-0123456789abcdef';
/** Rate limits and attempt counters at their maximum: a 429 says nothing about the input. */
const ENV = {
  LOG_LEVEL: 'error',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nomina-route-fuzz-')),
  DESK_API_TOKEN: DESK,
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  IDENTIFIER_RATE_LIMIT_PER_MINUTE: '100000',
  ADDRESS_MAX_FAILURES_PER_HOUR: '100000',
  CODE_GUESSES_PER_DAY: '100000',
  ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
  MAX_PASSWORD_ATTEMPTS: '20',
  LOCK_PERMANENT_AFTER: '1000',
};

/** The hints, with the ids of the signed-in holder's account, one of its securities and a theme. */
async function holderHints(app: FastifyInstance): Promise<THints> {
  const { access } = await injectLogin(app, 'jdupont01');
  const account = access.comptes[0]!;
  const [security] = await app.db
    .select({ valeIden: securities.valeIden })
    .from(securities)
    .where(eq(securities.emetIden, account.emetIden))
    .limit(1);
  const [theme] = await app.db.select({ id: themes.id }).from(themes).limit(1);
  return {
    ...BASE_HINTS,
    emetiden: account.emetIden,
    actiiden: account.actiIden,
    titunume: account.tituNume,
    valeiden: security?.valeIden ?? 1,
    themeid: theme?.id ?? 1,
  };
}

describeApi(
  'route fuzz: hostile input to every route is a 4xx with an errorCode, never a 5xx',
  (app) => {
    it('answers every hostile request of every route below 500, each refusal with an errorCode', async () => {
      const document = app().swagger() as { paths: Record<string, Record<string, TOperation>> };
      const routes: TRoute[] = routesOfTree(app().printRoutes({ commonPrefix: false }))
        .filter((route) => route.method !== 'HEAD' && !route.path.startsWith('/api/docs'))
        .map((route) => ({
          ...route,
          operation: document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
        }));
      // The tree was parsed, and its paths matched the document's.
      expect(routes.length).toBeGreaterThan(100);
      expect(routes.filter((route) => route.operation).length).toBeGreaterThan(100);
      const hints = await holderHints(app());
      const log = captureErrorLog(app());
      const failures: string[] = [];
      let sent = 0;
      const send = (route: TRoute, request: TCase, credential: string | null) => {
        sent += 1;
        return app().inject({
          method: route.method as InjectOptions['method'],
          url: request.url,
          headers: {
            ...(credential ? { authorization: `Bearer ${credential}` } : {}),
            ...(request.type ? { 'content-type': request.type } : {}),
          },
          payload: request.payload,
          // Each request from its own address: several routes have a fixed per-address limit
          // (10 to 30 a minute) that would answer 429 before the input is even read.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        });
      };
      /** Sends one request and records it when it is a 5xx, or a refusal without errorCode. */
      const check = async (route: TRoute, request: TCase, credential: string | null) => {
        const response = await send(route, request, credential);
        const logged = log.take();
        const status = response.statusCode;
        let wrong = status >= 500;
        // The stand-in payment provider's pages refuse with an HTML page, by design.
        if (status >= 400 && status < 500 && !route.path.startsWith('/api/v1/external/paiement/sandbox/')) {
          let errorCode: unknown;
          try {
            errorCode = (response.json() as { errorCode?: unknown }).errorCode;
          } catch {
            errorCode = undefined;
          }
          wrong = typeof errorCode !== 'string';
        }
        if (wrong) {
          const payload = Buffer.isBuffer(request.payload)
            ? request.payload.toString('latin1')
            : (request.payload ?? '');
          const serverLog = logged.length ? ` | log: ${logged.map(describeLog).join(' / ')}` : '';
          failures.push(
            `${route.method} ${shorten(request.url, 160)} ${shorten(payload, 160)} [${request.label}${credential ? ', signed in' : ''}] → ${status} ${shorten(response.body, 160)}${serverLog}`,
          );
        }
        return status;
      };
      for (const route of routes) {
        // A fresh sign-in per route: a route before it may have ended the session.
        const credential = route.path.startsWith('/api/v1/desk/')
          ? DESK
          : await injectAccountToken(app(), 'jdupont01');
        log.take();
        // An empty multipart body: 415 from a route that has no multipart parser.
        const probe: TCase = {
          label: 'multipart probe',
          url: route.path.replace(/:(\w+)/g, '1'),
          type: `multipart/form-data; boundary=${BOUNDARY}`,
          payload: `--${BOUNDARY}--\r\n`,
        };
        const readsMultipart = route.method !== 'GET' && (await check(route, probe, credential)) !== 415;
        const cases = casesOf(route, hints, readsMultipart);
        for (const signedIn of [true, false])
          for (const request of cases) await check(route, request, signedIn ? credential : null);
      }
      // The whole list goes to the output (an assertion message is cut short when printed).
      // eslint-disable-next-line no-console -- the fuzz reports what it sent and every failure
      console.log(
        `route fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} answered wrongly` +
          failures.map((failure) => `\n${failure}`).join(''),
      );
      expect(failures.length, `${failures.length} hostile requests answered wrongly, listed above`).toBe(0);
    }, 300_000);
  },
  ENV,
);
