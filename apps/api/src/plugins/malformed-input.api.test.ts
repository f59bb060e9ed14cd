import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { identityDocuments, outbox, sessions, verifications } from '../db/schema';
import { injectAccountToken } from '../testing/account-token';
import { describeApi } from '../testing/test-app';

/**
 * The list of malformed requests that were answered 500 (NUL bytes, integers beyond
 * int4, the year 0, multipart without boundary, a missing or short secondToken): each is a 4xx
 * with an errorCode, and writes nothing.
 */
describeApi('malformed input is a 4xx, never a 500', (app) => {
  const counts = async () => {
    const tables = { sessions, verifications, outbox, identityDocuments };
    const entries = await Promise.all(
      Object.entries(tables).map(
        async ([name, table]) => [name, (await app().db.select({ n: count() }).from(table))[0]!.n] as const,
      ),
    );
    return Object.fromEntries(entries);
  };

  const getRequests = [
    '/api/v1/resource/autocomplete/fr/emetteursMigres?expression=%00',
    '/api/v1/business/operation/detail-ordre-bourse?identifiantDemande=%00',
    '/api/v1/business/operation/detail-ordre-exPLS?referenceOrdre=a%00b',
    '/api/v1/external/execution/details?reference=%00&idDemande=%00',
    '/api/v1/external/ged/downloadDocGedByCode?codeDocument=%00&langue=fr',
    '/api/v1/dev/outbox?recipient=%00',
    '/api/v1/business/operation/historique?categorie=BOURSE&valeIden=2147483648',
    '/api/v1/business/operation/historique/export?categorie=BOURSE&format=csv&valeIden=2147483648',
    '/api/v1/business/files?docId=2147483648&codeLangue=fr',
    '/api/v1/business/operation/historique?categorie=BOURSE&dateDebut=0000-01-01',
    '/api/v1/business/operation/historique?categorie=BOURSE&dateFin=0000-01-01',
    '/api/v1/business/operation/historique/export?categorie=BOURSE&format=pdf&dateDebut=0000-01-01',
    '/api/v1/business/operation/historique?categorie=BOURSE&page=99999999999',
    '/api/v1/external/vialink/documents?secondToken=short',
    '/api/v1/external/vialink/documents',
  ];

  it('answers each listed GET with a 4xx and an errorCode', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const before = await counts();
    for (const url of getRequests) {
      const response = await app().inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().errorCode, url).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a multipart body without boundary, a missing or short secondToken with a 4xx', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const before = await counts();
    const noBoundary = { 'content-type': 'multipart/form-data' };
    const boundary = '----nomina';
    const withFields = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n--${boundary}--\r\n`;
    const requests = [
      { url: '/api/v1/auth/authenticate/validate-otp', headers: noBoundary, payload: 'OtpCode=1' },
      { url: '/api/v1/external/vialink/smart-upload-doc', headers: noBoundary, payload: 'x' },
      { url: '/api/v1/external/vialink/documents', headers: noBoundary, payload: 'x' },
      {
        url: '/api/v1/external/vialink/smart-upload-doc',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: withFields({}),
      },
      {
        url: '/api/v1/external/vialink/smart-upload-doc',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: withFields({ secondToken: 'short' }),
      },
      {
        url: '/api/v1/external/vialink/documents',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: withFields({ existingDoc: 'x', type: 'BACK' }),
      },
    ];
    for (const request of requests) {
      const response = await app().inject({
        method: 'POST',
        url: request.url,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
        payload: request.payload,
      });
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.json().errorCode, request.url).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an acceptance plan id beyond int4 and a NUL in a JSON body', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const before = await counts();
    for (const [url, payload] of [
      ['/api/v1/business/operation/acceptation-token', { idAcceptationPlan: 2147483648, reponse: true }],
      ['/api/v1/auth/authenticate', { login: 'jdupont01\u0000', password: 'x\u0000y' }],
      ['/api/v1/auth/forgot/verifyIdentifiant', { login: 'jdupont01\u0000' }],
    ] as const) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().errorCode, url).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });
});
