import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TAuditEntry, TProfile } from '@nomina/domain';
import { holderProfiles, holders, profileAudit } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';

const ALICE = 'T1001-000131';
const address = {
  pays: 'FRA',
  ligne1: "8 cours de l'Intendance",
  ligne2: '',
  ligne3: '',
  codePostal: '33000',
  commune: 'Bordeaux',
};

describeApi('business profile: personal information and its audit trail', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
  const auditCount = async () =>
    (await app().db.select().from(profileAudit).where(eq(profileAudit.tituNume, ALICE))).length;

  it('reads the chosen account’s profile with starred contacts and the section rights', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const response = await get(alice, 'profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = response.json() as TProfile;
    expect(profile).toMatchObject({ tituNume: ALICE, lastName: 'Faure', dateNaissance: '1987-03-14' });
    expect(profile.telephoneMasque).toMatch(/^\+336\*+33$/);
    expect(profile.emailMasque).toBe('a**********@example.fr');
    expect(profile.rights).toEqual({
      maj_adresse: true,
      maj_email: true,
      maj_naissance: true,
      maj_bank: true,
    });
    expect(profile.adressePostale?.commune).toBe('Bordeaux');
  });

  it('changes the addresses, keeps an audit line, and refuses a commune not of the postal code', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const before = await auditCount();
    const wrongCommune = await post(alice, 'update/titu-adresses', {
      adressePostale: { ...address, commune: 'Lyon' },
      adresseFiscale: address,
    });
    expect(wrongCommune.statusCode).toBe(400);
    expect(wrongCommune.json().fields).toEqual({ 'adressePostale.commune': 'profil.error.commune' });
    const done = await post(alice, 'update/titu-adresses', {
      adressePostale: address,
      adresseFiscale: address,
    });
    expect(done.statusCode).toBe(200);
    expect((done.json() as TProfile).adressePostale?.ligne1).toBe(address.ligne1);
    expect(await auditCount()).toBe(before + 2);
    const audit = (await get(alice, 'profile/audit')).json() as TAuditEntry[];
    expect(audit[0]).toMatchObject({ section: 'adresses', auteur: 'afaure0001' });
    expect(audit.some((line) => line.nouvelleValeur?.includes("8 cours de l'Intendance"))).toBe(true);
    const again = await post(alice, 'update/titu-adresses', {
      adressePostale: address,
      adresseFiscale: address,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a tax address in GBR, IMN, GGY or outside PAYS_ADRESSE_FISCALE_AUTORISE, and bad characters, writing nothing', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const [stored] = await app().db.select().from(holderProfiles).where(eq(holderProfiles.tituNume, ALICE));
    const before = await auditCount();
    const foreign = {
      pays: 'GBR',
      ligne1: '10 Downing Street',
      ligne2: '',
      ligne3: '',
      codePostal: 'SW1A 2AA',
      commune: 'London',
    };
    const blocked = await post(alice, 'update/titu-adresses', {
      adressePostale: address,
      adresseFiscale: foreign,
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().fields).toEqual({ 'adresseFiscale.pays': 'profil.error.countryBlocked' });
    const notAllowed = await post(alice, 'update/titu-adresses', {
      adressePostale: address,
      adresseFiscale: { ...foreign, pays: 'BRA' },
    });
    expect(notAllowed.json().fields).toEqual({ 'adresseFiscale.pays': 'profil.error.countryNotAllowed' });
    const script = await post(alice, 'update/titu-adresses', {
      adressePostale: { ...address, ligne1: '<script>alert(1)</script>' },
      adresseFiscale: address,
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ errorCode: 'general.error.validation' });
    const [after] = await app().db.select().from(holderProfiles).where(eq(holderProfiles.tituNume, ALICE));
    expect(after).toEqual(stored);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a 17-year-old birth date (invalidDate) and accepts a real one', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const young = await post(alice, 'update/titu-naiss', {
      dateNaissance: seventeen.toISOString().slice(0, 10),
      lieuNaissance: 'Bordeaux',
      paysNaissance: 'FRA',
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().fields).toEqual({ dateNaissance: 'form.field.validator.invalidDate' });
    const [holder] = await app().db.select().from(holders).where(eq(holders.tituNume, ALICE));
    expect(holder!.birthDate).toBe('1987-03-14');
    const ok = await post(alice, 'update/titu-naiss', {
      dateNaissance: '1987-03-15',
      lieuNaissance: 'Mérignac',
      paysNaissance: 'FRA',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ dateNaissance: '1987-03-15', lieuNaissance: 'Mérignac' });
  });

  it('changes the mobile only with the code sent to the new number', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const newPhone = '+33699887766';
    const bad = await post(alice, 'profile/contact-code', { kind: 'MOBILE', value: '+33123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ value: 'form.field.validator.phone' });
    const sent = await post(alice, 'profile/contact-code', { kind: 'MOBILE', value: newPhone });
    expect(sent.statusCode).toBe(200);
    const { verificationKey, maskedTo } = sent.json() as { verificationKey: string; maskedTo: string };
    expect(maskedTo).toMatch(/66$/);
    const message = await waitForMessage(app(), newPhone);
    const code = /\d{6}/.exec(message.body)![0];
    const wrong = await post(alice, 'update/titu-contacts', {
      verificationKey,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('otp.error.invalid');
    const [unchanged] = await app().db.select().from(holders).where(eq(holders.tituNume, ALICE));
    expect(unchanged!.phone).toBe('+33611002233');
    const bruno = await injectAccountToken(app(), 'bgirard001');
    const stolen = await post(bruno, 'update/titu-contacts', { verificationKey, code });
    expect(stolen.statusCode).toBe(400);
    const done = await post(alice, 'update/titu-contacts', { verificationKey, code });
    expect(done.statusCode).toBe(200);
    const [changed] = await app().db.select().from(holders).where(eq(holders.tituNume, ALICE));
    expect(changed!.phone).toBe(newPhone);
    const replay = await post(alice, 'update/titu-contacts', { verificationKey, code });
    expect(replay.statusCode).toBe(400);
  });

  it('general data takes the spec bands only; another holder’s data is out of reach', async () => {
    const bruno = await injectAccountToken(app(), 'bgirard001');
    const bad = await post(bruno, 'update/general-data', {
      profession: 'Pilote',
      trancheSalaire: '999',
      tranchePatrimoine: '0_100000',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post(bruno, 'update/general-data', {
      profession: 'Pilote de ligne',
      trancheSalaire: '100000_PLUS',
      tranchePatrimoine: '0_1000000',
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as TProfile).tituNume).toBe('T1001-000132');
    const alice = await injectAccountToken(app(), 'afaure0001');
    expect(((await get(alice, 'profile')).json() as TProfile).profession).not.toBe('Pilote de ligne');
  });

  it('communes of a French postal code, and codeiso2', async () => {
    const communes = await app().inject({ url: '/api/v1/resource/communes?departement=33&codePostal=33000' });
    expect(communes.statusCode).toBe(200);
    expect(communes.json()).toEqual([{ codeCommune: '33063', nomCommune: 'Bordeaux', codePostal: '33000' }]);
    // A name too long for an address line comes as La Poste's delivery name, which fits.
    const long = await app().inject({ url: '/api/v1/resource/communes?departement=51&codePostal=51290' });
    const names = (long.json() as { nomCommune: string }[]).map((commune) => commune.nomCommune);
    expect(names).toContain('ST REMY BOUZEMONT');
    expect(names.every((name) => name.length <= 32)).toBe(true);
    const bad = await app().inject({ url: '/api/v1/resource/communes?departement=33&codePostal=3300' });
    expect(bad.statusCode).toBe(400);
    const alice = await injectAccountToken(app(), 'afaure0001');
    expect((await get(alice, 'codeiso2?paysIden=MCO&codeLangue=fr')).json()).toEqual({
      paysIden: 'MCO',
      codeIso2: 'MC',
    });
  });
});
