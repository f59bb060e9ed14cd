import { DEMO_PASSWORD } from '../inject-login';

/** Valid-looking values from a route's OpenAPI schema, and paths to its fields (route fuzz). */

export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};
export type TParameter = {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: TJsonSchema;
};
export type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
export type TRoute = { method: string; path: string; operation?: TOperation };

/** The first branch of a union that is not null. */
export function branchOf(schema: TJsonSchema): TJsonSchema {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!branches) return schema;
  return branchOf(branches.find((branch) => branch.type !== 'null') ?? branches[0]!);
}

/** Valid-looking values by field name (lower case), some of them the signed-in holder's own. */
export type THints = Record<string, unknown>;

export const BASE_HINTS: THints = {
  lang: 'fr',
  langue: 'fr',
  codelangue: 'fr',
  language: 'fr',
  pays: 'FR',
  paysnaissance: 'FR',
  datenaissance: '1980-05-17',
  telephone: '+33612345678',
  phone: '+33612345678',
  email: 'jean.dupont@example.fr',
  mail: 'jean.dupont@example.fr',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPPXXX',
  codepostal: '75001',
  departement: '75',
  commune: 'Paris',
  texte: 'Bonjour, voici un message de test.',
  url: 'http://localhost:5173/',
  login: 'jdupont01',
  password: DEMO_PASSWORD,
  currentpassword: DEMO_PASSWORD,
};

/** The hint's value in the schema's type: a number where a number is expected, text otherwise. */
export function hinted(schema: TJsonSchema, value: unknown): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'string') return String(value);
  if (type === 'integer' || type === 'number') return Number(value);
  return value;
}

/**
 * A valid-looking value for a field: a hint for its name, else its schema's const, first enum
 * value, default, or a plain sample of its type and format.
 */
export function sampleOf(schema: TJsonSchema | undefined, name: string, hints: THints): unknown {
  const hint = hints[name.toLowerCase()];
  if (!schema) return hint ?? 'a';
  const chosen = branchOf(schema);
  if (hint !== undefined && !chosen.enum && !('const' in chosen)) return hinted(chosen, hint);
  if ('const' in chosen) return chosen.const;
  if (chosen.enum) return chosen.enum[0];
  if (chosen.default !== undefined) return chosen.default;
  const type = Array.isArray(chosen.type) ? chosen.type.find((entry) => entry !== 'null') : chosen.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (chosen.required ?? []).map((field) => [field, sampleOf(chosen.properties?.[field], field, hints)]),
      );
    case 'array':
      return Array.from({ length: chosen.minItems ?? 0 }, () => sampleOf(chosen.items, name, hints));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, chosen.minimum ?? 1), chosen.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (chosen.format === 'date') return '2024-01-02';
      if (chosen.format === 'date-time') return '2024-01-02T10:00:00.000Z';
      if (chosen.format === 'email') return 'fuzz@example.com';
      if (chosen.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (chosen.format === 'uri') return 'https://example.com/';
      return 'a'.repeat(Math.min(Math.max(1, chosen.minLength ?? 1), chosen.maxLength ?? 1_000));
  }
}

/** Every property path of an object schema (nested objects too, three levels deep). */
export function fieldPathsOf(schema: TJsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema || prefix.length >= 3) return [];
  const chosen = branchOf(schema);
  return Object.entries(chosen.properties ?? {}).flatMap(([name, property]) => [
    [...prefix, name],
    ...fieldPathsOf(property, [...prefix, name]),
  ]);
}

export function withValueAt(base: unknown, path: string[], value: unknown): Record<string, unknown> {
  const root = (
    base && typeof base === 'object' && !Array.isArray(base) ? structuredClone(base) : {}
  ) as Record<string, unknown>;
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return root;
}
