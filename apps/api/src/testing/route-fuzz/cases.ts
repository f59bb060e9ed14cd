/**
 * The route fuzz's requests (plugins/route-fuzz.api.test.ts): the routes read from the router's
 * tree, and the fixed hostile requests of each, built from its OpenAPI schema.
 */
import {
  HOSTILE_JSON,
  HOSTILE_QUERY,
  HOSTILE_PATH,
  RAW_BODIES,
  GENERIC_FIELDS,
  UNKNOWN_QUERY,
  MULTIPART_FIELDS,
  HOSTILE_FILE_NAMES,
  PNG,
} from './hostile-values';
import { multipart } from '../multipart';
import { type TRoute, type THints, sampleOf, fieldPathsOf, withValueAt } from './schema-samples';

/** Parses printRoutes' tree: each line is a path segment, four characters of indent a level. */
export function routesOfTree(tree: string): Array<{ method: string; path: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

export const queryText = (query: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const entry of Array.isArray(value) ? value : [value]) search.append(name, entry);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export type TCase = { label: string; url: string; type?: string; payload?: string | Buffer };

/** A multipart body of text fields and, when named, one small PNG file (testing/multipart.ts). */
export function multipartOf(
  fields: Record<string, string>,
  fileName?: string,
): Required<Omit<TCase, 'label' | 'url'>> {
  const body = multipart(fields, fileName ? { name: fileName, bytes: PNG, type: 'image/png' } : undefined);
  return { type: body.headers['content-type'], payload: body.payload };
}

/** The fixed hostile requests of one route. */
export function casesOf(route: TRoute, hints: THints, readsMultipart: boolean): TCase[] {
  const operation = route.operation;
  const parameters = operation?.parameters ?? [];
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const pathSchemas = new Map(
    parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameter]),
  );
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const baseQuery = Object.fromEntries(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, String(sampleOf(parameter.schema, parameter.name, hints))]),
  );
  const basePath = Object.fromEntries(
    pathNames.map((name) => [
      name,
      encodeURIComponent(String(sampleOf(pathSchemas.get(name)?.schema, name, hints))),
    ]),
  );
  const url = (query: Record<string, string | string[]>, path = basePath) =>
    `${route.path.replace(/:(\w+)/g, (_, name: string) => path[name] ?? '1')}${queryText(query)}`;

  const hasBody = route.method !== 'GET';
  const content = operation?.requestBody?.content;
  const bodySchema = content?.['application/json']?.schema;
  const baseBody = bodySchema ? sampleOf(bodySchema, '', hints) : {};
  const json = (body: unknown) => ({ type: 'application/json', payload: JSON.stringify(body) });
  // A support message's text: the one multipart field with a valid-looking value here. (More
  // fields at once are one case below: the multipart routes take at most 4 to 6.)
  const baseFields = { texte: String(hints.texte) };
  // The valid-looking body sent while the query or the path is the hostile part.
  const withBase = !hasBody ? {} : readsMultipart ? multipartOf(baseFields, 'a.png') : json(baseBody);

  const cases: TCase[] = [{ label: 'valid-looking', url: url(baseQuery), ...withBase }];
  // Query: each known parameter alone, then every known one and an unknown one at once.
  const queryNames = queryParameters.map((parameter) => parameter.name);
  for (const value of HOSTILE_QUERY) {
    for (const name of queryNames)
      cases.push({ label: `query.${name}`, url: url({ ...baseQuery, [name]: value }), ...withBase });
    cases.push({
      label: 'query.*',
      url: url(Object.fromEntries([...queryNames, UNKNOWN_QUERY].map((name) => [name, value]))),
      ...withBase,
    });
  }
  cases.push({
    label: 'query.__proto__',
    url: `${url(baseQuery)}${Object.keys(baseQuery).length ? '&' : '?'}__proto__=1&constructor=%00`,
    ...withBase,
  });
  // Path parameters, one at a time.
  for (const name of pathNames)
    for (const value of HOSTILE_PATH)
      cases.push({ label: `path.${name}`, url: url(baseQuery, { ...basePath, [name]: value }), ...withBase });
  if (!hasBody) return cases;

  const plainUrl = url(baseQuery);
  for (const raw of RAW_BODIES) cases.push({ label: `body(${raw.type})`, url: plainUrl, ...raw });
  // JSON body fields: each one alone (the others valid-looking), then all of them at once.
  const fields = bodySchema ? fieldPathsOf(bodySchema) : GENERIC_FIELDS.map((name) => [name]);
  for (const value of HOSTILE_JSON) {
    if (bodySchema)
      for (const field of fields)
        cases.push({
          label: `body.${field.join('.')}`,
          url: plainUrl,
          ...json(withValueAt(baseBody, field, value)),
        });
    cases.push({
      label: 'body.*',
      url: plainUrl,
      ...json(
        Object.fromEntries(fields.filter((field) => field.length === 1).map(([name]) => [name!, value])),
      ),
    });
  }
  if (!readsMultipart) return cases;
  // Multipart text fields, one at a time beside a small file; then all of them at once, and
  // hostile file names.
  for (const value of HOSTILE_QUERY.filter((entry) => typeof entry === 'string'))
    for (const name of MULTIPART_FIELDS)
      cases.push({
        label: `multipart.${name}`,
        url: plainUrl,
        ...multipartOf({ ...baseFields, [name]: value }, 'a.png'),
      });
  cases.push({
    label: 'multipart.*',
    url: plainUrl,
    ...multipartOf(
      Object.fromEntries(MULTIPART_FIELDS.map((name) => [name, String(hints[name.toLowerCase()] ?? 'a')])),
      'a.png',
    ),
  });
  for (const fileName of HOSTILE_FILE_NAMES)
    cases.push({
      label: 'multipart.filename',
      url: plainUrl,
      ...multipartOf(baseFields, fileName),
    });
  return cases;
}
