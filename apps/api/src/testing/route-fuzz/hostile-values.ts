import { makePng } from '../../adapters/identity-check/test-files';

/** The fixed hostile inputs the route fuzz sends (plugins/route-fuzz.api.test.ts). */

/** Numbers as text with a NUL, long text, beyond int4, beyond anything, null, nesting, ... */
export const HOSTILE_JSON: unknown[] = [
  '1\u00002',
  'x'.repeat(10_000),
  -1,
  2147483648,
  1e308,
  null,
  { nested: { deeper: [1, { a: null }] } },
  '',
  '2147483648',
  true,
  ['a'],
];
export const HOSTILE_QUERY: Array<string | string[]> = [
  '1\u00002',
  'x'.repeat(10_000),
  '-1',
  '2147483648',
  '99999999999',
  '1e308',
  '',
  'null',
  '0000-01-01',
  ['1', '2'],
];
/** Written into the URL as they are: '%00' reaches the route as a NUL, '%zz' is a broken escape. */
export const HOSTILE_PATH = ['%00', '-1', '99999999999', 'a'.repeat(300), '%zz'];
/** Bodies that are not the object a route expects, whatever its fields. */
export const RAW_BODIES: Array<{ type: string; payload: string }> = [
  { type: 'application/json', payload: '{"login": "a", ' },
  { type: 'application/json', payload: '[1,2]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '12' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { type: 'text/plain', payload: 'x' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
];
/** Field names tried on a route whose body fields are unknown (no schema in the document). */
export const GENERIC_FIELDS = [
  'id',
  'login',
  'password',
  'token',
  'verificationKey',
  'otpCode',
  'emetIden',
  'actiIden',
  'valeIden',
  'refDemande',
  'idDemande',
  'texte',
  'decision',
  'page',
];
export const UNKNOWN_QUERY = 'zzUnknown';
/** The text fields the multipart routes read (validate-otp, uploads, support messages). */
export const MULTIPART_FIELDS = [
  'OtpCode',
  'secondToken',
  'texte',
  'payload',
  'type',
  'subType',
  'existingDoc',
  'iban',
  'bic',
  'telephone',
  'mail',
];
export const HOSTILE_FILE_NAMES = ['a\u0000b.png', '../../../etc/passwd', `${'é'.repeat(300)}.png`];
export const BOUNDARY = 'route-fuzz-boundary';
/** A 1×1 PNG: an upload that passes a type sniff. */
export const PNG = makePng(1, 1);
