import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { injectAccountToken } from '../testing/account-token';
import { describeApi } from '../testing/test-app';

/**
 * Property-based sweep: generated malformed input (NUL bytes, numbers beyond any column, the
 * year 0, wrong types, broken bodies and content types, forged tokens) thrown at every route
 * of the OpenAPI document. No answer may be a 5xx, and every refusal carries an errorCode.
 * Fixed seed and bounded count, so a run is repeatable and short.
 */
const SEED = 20251123;
const RUNS_PER_ROUTE = 25;

type TOperation = {
  parameters?: Array<{ in: 'query' | 'path' | 'header'; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type TRoute = { method: string; path: string; operation: TOperation };

const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    '0000-01-01',
    '0000-00-00',
    '2023-02-29',
    '10000-01-01',
    '',
    ' ',
    '%',
    '../../etc/passwd',
    'null',
    '[]',
    "'; drop table users; --",
    '\uD800',
    'é'.repeat(400),
    'A'.repeat(300),
    '<script>alert(1)</script>',
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nastyText, { maxKeys: 3 }),
);

const jsonBodyOf = (properties: string[]) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record(Object.fromEntries(properties.map((name) => [name, nastyJson])), {
        requiredKeys: [],
      }),
    },
    nastyJson,
  );

function requestOf(route: TRoute) {
  const parameters = route.operation.parameters ?? [];
  const query = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const path = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const content = route.operation.requestBody?.content ?? {};
  const properties = Object.keys(content['application/json']?.schema?.properties ?? {});
  const hasBody = route.method !== 'get' && route.method !== 'delete';
  return fc.record({
    query: fc.record(
      Object.fromEntries(
        query.map((name) => [name, fc.oneof(nastyText, fc.array(nastyText, { maxLength: 2 }))]),
      ),
      { requiredKeys: [] },
    ),
    path: fc.record(Object.fromEntries(path.map((name) => [name, nastyText]))),
    auth: fc.constantFrom('holder', 'none', 'forged'),
    body: hasBody
      ? fc.oneof(
          { weight: 6, arbitrary: jsonBodyOf(properties).map((value) => ({ kind: 'json' as const, value })) },
          fc.constantFrom(
            { kind: 'raw' as const, type: 'application/json', value: '{"login": "a", ' },
            { kind: 'raw' as const, type: 'multipart/form-data', value: 'OtpCode=1' },
            { kind: 'raw' as const, type: 'multipart/form-data; boundary=x', value: '--x\r\nbroken' },
            { kind: 'raw' as const, type: 'text/plain', value: '\u0000' },
          ),
          nastyText.map((value) => ({
            kind: 'raw' as const,
            type: 'multipart/form-data; boundary=nomina',
            value: `--nomina\r\nContent-Disposition: form-data; name="secondToken"\r\n\r\n${value}\r\n--nomina\r\nContent-Disposition: form-data; name="OtpCode"\r\n\r\n${value}\r\n--nomina--\r\n`,
          })),
        )
      : fc.constant(null),
  });
}

function urlOf(route: TRoute, request: { query: Record<string, unknown>; path: Record<string, string> }) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((request.path[name] ?? '').replace(/\p{Surrogate}/gu, '\uFFFD')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query))
    for (const entry of Array.isArray(value) ? value : [value]) search.append(name, String(entry));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function routesOf(app: FastifyInstance): Promise<TRoute[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, TOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

describeApi('OpenAPI sweep with generated malformed input', (app) => {
  it('answers no route with a 5xx', async () => {
    const routes = await routesOf(app());
    expect(routes.length).toBeGreaterThan(50);
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      // A fresh holder token per route: a route before it may have ended the session.
      const token = await injectAccountToken(app(), 'jdupont01');
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (request) => {
          const headers: Record<string, string> = {};
          if (request.auth === 'holder') headers.authorization = `Bearer ${token}`;
          if (request.auth === 'forged') headers.authorization = `Bearer ${token.slice(0, -4)}AAAA`;
          let payload: string | undefined;
          if (request.body?.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(request.body.value) ?? 'null';
          } else if (request.body?.kind === 'raw') {
            headers['content-type'] = request.body.type;
            payload = request.body.value;
          }
          const url = urlOf(route, request);
          const response = await app().inject({
            method: route.method.toUpperCase() as 'GET',
            url,
            headers,
            payload,
          });
          sent += 1;
          const what = `${route.method.toUpperCase()} ${url} ${payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().errorCode, what).toEqual(expect.any(String));
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    // eslint-disable-next-line no-console -- the sweep reports how many requests it sent
    console.log(`OpenAPI sweep: ${sent} generated requests over ${routes.length} routes, none answered 5xx`);
  });
});
