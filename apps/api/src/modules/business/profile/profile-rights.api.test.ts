import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TBankDetailsView, TJustif, TProfile } from '@nomina/domain';
import { makePdf } from '../../../adapters/identity-check/test-files';
import {
  bankDetails,
  holderProfiles,
  holders,
  operationTokens,
  outbox,
  profileAudit,
  verifications,
} from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { multipart } from '../../../testing/multipart';
import { describeApi } from '../../../testing/test-app';

/** gblanc0001: his account is refused maj_adresse, maj_email, maj_naissance and maj_bank (demo seed). */
const GILLES = 'T1001-000133';
const REFUSED = 'habilitations.restriction.msg.n';
const address = {
  pays: 'FRA',
  ligne1: '2 place du Capitole',
  ligne2: '',
  ligne3: '',
  codePostal: '31000',
  commune: 'Toulouse',
};

describeApi('business profile: a holder refused the profile changes (spec 3 §6)', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
  /** Everything a profile change could write for Gilles, to compare before and after. */
  const snapshot = async () => ({
    holder: await app().db.select().from(holders).where(eq(holders.tituNume, GILLES)),
    profile: await app().db.select().from(holderProfiles).where(eq(holderProfiles.tituNume, GILLES)),
    audit: await app().db.select().from(profileAudit).where(eq(profileAudit.tituNume, GILLES)),
    bank: await app().db.select().from(bankDetails).where(eq(bankDetails.tituNume, GILLES)),
    verifications: (await app().db.select().from(verifications)).length,
    outbox: (await app().db.select().from(outbox)).length,
    tokens: (await app().db.select().from(operationTokens)).length,
  });

  it('reads the profile and the bank details with every change right off', async () => {
    const gilles = await injectAccountToken(app(), 'gblanc0001');
    const profile = (await get(gilles, 'profile')).json() as TProfile;
    expect(profile).toMatchObject({ tituNume: GILLES, lastName: 'Blanc' });
    expect(profile.rights).toEqual({
      maj_adresse: false,
      maj_email: false,
      maj_naissance: false,
      maj_bank: false,
    });
    const bank = (await get(gilles, 'bancaire')).json() as TBankDetailsView;
    expect(bank.canChange).toBe(false);
    expect(bank.actuel?.ibanMasque.startsWith('FR76')).toBe(true);
  });

  it('refuses every change call with 403 habilitations.restriction.msg.n and writes nothing', async () => {
    const gilles = await injectAccountToken(app(), 'gblanc0001');
    const before = await snapshot();
    const calls: [string, object][] = [
      ['update/titu-adresses', { adressePostale: address, adresseFiscale: address }],
      ['update/titu-naiss', { dateNaissance: '1966-01-02', lieuNaissance: 'Albi', paysNaissance: 'FRA' }],
      ['profile/contact-code', { kind: 'MAIL', value: 'gilles.nouveau@example.fr' }],
      ['profile/contact-code', { kind: 'MOBILE', value: '+33670112288' }],
      ['update/titu-contacts', { verificationKey: 'any-key', code: '123456' }],
      [
        'update/donnees-bancaire',
        {
          iban: 'DE89370400440532013000',
          bic: 'COBADEFF',
          documentId: '00000000-0000-4000-8000-000000000000',
        },
      ],
      ['update/bancaire-titu', { operationToken: 'any-token', password: DEMO_PASSWORD }],
    ];
    for (const [url, body] of calls) {
      const answer = await post(gilles, url, body);
      expect({ url, status: answer.statusCode, errorCode: answer.json().errorCode }).toEqual({
        url,
        status: 403,
        errorCode: REFUSED,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still files documents and answers the general data, which need only the profile', async () => {
    const gilles = await injectAccountToken(app(), 'gblanc0001');
    const body = multipart(
      { type: 'PASSPORT', subType: 'PASSPORT' },
      { name: 'passeport.pdf', bytes: makePdf(1) },
    );
    const filed = await app().inject({
      method: 'POST',
      url: '/api/v1/business/profile/upload-document',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${gilles}` },
    });
    expect(filed.statusCode).toBe(200);
    // A bank identity document is part of a bank change, which he may not make: nothing filed.
    const rib = multipart({ type: 'BANK_ID', subType: 'BANK_ID' }, { name: 'rib.pdf', bytes: makePdf(1) });
    const refused = await app().inject({
      method: 'POST',
      url: '/api/v1/business/profile/upload-document',
      payload: rib.payload,
      headers: { ...rib.headers, authorization: `Bearer ${gilles}` },
    });
    expect({ status: refused.statusCode, errorCode: refused.json().errorCode }).toEqual({
      status: 403,
      errorCode: REFUSED,
    });
    const list = (await get(gilles, 'justif-status')).json() as TJustif[];
    expect(list.map((doc) => doc.fileName)).toEqual(['passeport.pdf']);
    const general = await post(gilles, 'update/general-data', {
      profession: 'Architecte',
      trancheSalaire: '50000_75000',
      tranchePatrimoine: '0_500000',
    });
    expect(general.statusCode).toBe(200);
  });
});
