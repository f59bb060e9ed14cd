import { inArray } from 'drizzle-orm';
import type { TAddress } from '@nomina/domain';
import { hashPassword } from '../../lib/password';
import * as t from '../schema';
import type { TTx } from './seed';
import { holderSeeds } from './holders';
import { DEMO_PASSWORD } from './users';

/**
 * The profile area's demo data: addresses, birth places, general data and bank details on file
 * for the register's holders, and two holders kept for the profile journeys: `afaure0001` changes
 * her address, contacts, birth data, documents and bank details; `bgirard001` signs his account
 * agreement (incomplete until then, so his profile menu counts 1); `gblanc0001`'s account is refused
 * the profile changes (PROFILE_READ_ONLY).
 */
export const profileHolderSeeds = [
  {
    tituNume: 'T1001-000131',
    actiIden: 131,
    emetIden: 1001,
    civility: 'MME',
    firstName: 'Alice',
    lastName: 'Faure',
    birthDate: '1987-03-14',
    residenceFiscale: 'FRANCE',
    email: 'alice.faure@example.fr',
    phone: '+33611002233',
  },
  {
    tituNume: 'T1001-000132',
    actiIden: 132,
    emetIden: 1001,
    civility: 'M',
    firstName: 'Bruno',
    lastName: 'Girard',
    birthDate: '1972-10-08',
    residenceFiscale: 'FRANCE',
    email: 'bruno.girard@example.fr',
    phone: '+33622003344',
  },
  {
    tituNume: 'T1001-000133',
    actiIden: 133,
    emetIden: 1001,
    civility: 'M',
    firstName: 'Gilles',
    lastName: 'Blanc',
    birthDate: '1965-06-21',
    residenceFiscale: 'FRANCE',
    email: 'gilles.blanc@example.fr',
    phone: '+33633004455',
  },
];

export const profileUserSeeds = [
  { login: 'afaure0001', tituNume: 'T1001-000131', email: 'alice.faure@example.fr', phone: '+33611002233' },
  { login: 'bgirard001', tituNume: 'T1001-000132', email: 'bruno.girard@example.fr', phone: '+33622003344' },
  { login: 'gblanc0001', tituNume: 'T1001-000133', email: 'gilles.blanc@example.fr', phone: '+33633004455' },
];

/** `gblanc0001`'s account may read its profile but change none of it (spec 3 §6). */
export const PROFILE_READ_ONLY = {
  tituNume: 'T1001-000133',
  refused: ['maj_adresse', 'maj_email', 'maj_naissance', 'maj_bank'],
} as const;

const french = (ligne1: string, codePostal: string, commune: string): TAddress => ({
  pays: 'FRA',
  ligne1,
  ligne2: '',
  ligne3: '',
  codePostal,
  commune,
});

/** Addresses by holder; residents abroad live in their country. */
const ADDRESSES: Record<string, TAddress> = {
  'T1001-000101': french('12 rue de la Paix', '75002', 'Paris 2e Arrondissement'),
  'T1001-000102': french('4 place Bellecour', '69002', 'Lyon 2e Arrondissement'),
  'T2002-000102': french('4 place Bellecour', '69002', 'Lyon 2e Arrondissement'),
  'T3003-000102': french('4 place Bellecour', '69002', 'Lyon 2e Arrondissement'),
  'T1002-000103': {
    pays: 'DEU',
    ligne1: 'Schillerstraße 21',
    ligne2: '',
    ligne3: '',
    codePostal: '10625',
    commune: 'Berlin',
  },
  'T2002-000104': {
    pays: 'ESP',
    ligne1: 'Calle de Alcalá 48',
    ligne2: '',
    ligne3: '',
    codePostal: '28014',
    commune: 'Madrid',
  },
  'T4004-000105': french('8 rue de Paris', '97400', 'Saint-Denis'),
  'T5005-000113': {
    pays: 'ITA',
    ligne1: 'Via Roma 10',
    ligne2: '',
    ligne3: '',
    codePostal: '20121',
    commune: 'Milano',
  },
  'T1001-000131': french('27 quai des Chartrons', '33000', 'Bordeaux'),
  'T1001-000132': french('3 rue Nationale', '59800', 'Lille'),
};

/** Real IBANs (mod-97 valid) with their bank's BIC, one per country of the demo register. */
const BANK: Record<string, { iban: string; bic: string }> = {
  FRANCE: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' },
  DOM: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' },
  DEU: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  ESP: { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' },
  ITA: { iban: 'IT60X0542811101000000123456', bic: 'BLOPIT22XXX' },
};

const PROFESSIONS = ['Ingénieur', 'Cadre commercial', 'Médecin', 'Enseignante', 'Retraité', 'Architecte'];

/** Inserts the profile journeys' holders and users, then every holder's profile and bank details. */
export async function seedProfiles(tx: TTx): Promise<void> {
  await tx.insert(t.holders).values(profileHolderSeeds);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { tituNume, ...user } of profileUserSeeds) {
    const holder = profileHolderSeeds.find((candidate) => candidate.tituNume === tituNume)!;
    const [inserted] = await tx
      .insert(t.users)
      .values({ ...user, passwordHash, smsConsent: true })
      .returning({ id: t.users.id });
    await tx
      .insert(t.accounts)
      .values({ userId: inserted!.id, tituNume, actiIden: holder.actiIden, emetIden: holder.emetIden });
  }
  await tx.insert(t.coctCompletions).values([
    { tituNume: 'T1001-000131', complete: true },
    { tituNume: 'T1001-000132', complete: false },
    { tituNume: PROFILE_READ_ONLY.tituNume, complete: true },
  ]);
  await seedReadOnlyProfile(tx);
  const all = [...holderSeeds, ...profileHolderSeeds];
  await tx.insert(t.holderProfiles).values(
    all.map((holder, index) => {
      const address =
        ADDRESSES[holder.tituNume] ?? french('1 avenue Foch', '75116', 'Paris 16e Arrondissement');
      return {
        tituNume: holder.tituNume,
        adressePostale: address,
        adresseFiscale: address,
        lieuNaissance: address.commune,
        paysNaissance: address.pays,
        profession: PROFESSIONS[index % PROFESSIONS.length]!,
        trancheSalaire: '50000_75000',
        tranchePatrimoine: '0_200000',
      };
    }),
  );
  await tx.insert(t.bankDetails).values(
    all.map((holder) => {
      const bank = BANK[holder.residenceFiscale] ?? BANK.FRANCE!;
      return { tituNume: holder.tituNume, ...bank, status: 'VALIDE', confirmedAt: new Date() };
    }),
  );
}

/** The account habilitations refusing PROFILE_READ_ONLY's holder every profile change. */
async function seedReadOnlyProfile(tx: TTx): Promise<void> {
  const holder = profileHolderSeeds.find((candidate) => candidate.tituNume === PROFILE_READ_ONLY.tituNume)!;
  const modules = await tx
    .select({ id: t.subModules.id })
    .from(t.subModules)
    .where(inArray(t.subModules.moduleKey, [...PROFILE_READ_ONLY.refused]));
  await tx.insert(t.accountHabilitations).values(
    modules.map((module) => ({
      actiIden: holder.actiIden,
      emetIden: holder.emetIden,
      subModuleId: module.id,
      habiliteActi: false,
    })),
  );
}
