import {
  ERROR_CODES,
  FLOW_ERRORS,
  PROFILE_ERRORS,
  contactValueError,
  maskEmail,
  maskPhone,
  taxAddressCountries,
  taxCountryError,
  type TAddress,
  type TAuditEntry,
  type TBirthUpdate,
  type TContactCodeSent,
  type TContactKind,
  type TErrorCode,
  type TGeneralDataUpdate,
  type TProfile,
} from '@nomina/domain';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError } from '../../../lib/app-error';
import type { TIdentifierLimiter } from '../../../lib/identifier-limiter';
import type { TAccountScope } from '../../../access';
import type { TSiteSettings } from '../../../settings';
import type { TNotifier, TVerifications } from '../../auth';
import { isCommuneOf } from '../../resource';
import { addressLine, diffFields } from './audit-diff';
import type { TProfileRepository } from './profile.repository';
import type { TCoctCompletionRepository } from './agreement-status/coct-completion.repository';

export type TProfileDeps = {
  profile: TProfileRepository;
  coctCompletion: TCoctCompletionRepository;
  /** The profile's writes together (the change and its audit lines). */
  transaction: TUnitOfWork<{ profile: TProfileRepository }>;
  /** The module guard (spec 3 §5): may this account open this module. */
  isModuleOpen: (account: TAccountScope, moduleKey: string) => Promise<boolean>;
  /** The site parameters (the shared settings layer). */
  settings: TSiteSettings;
  verifications: TVerifications;
  notifier: TNotifier;
  limitIdentifier: TIdentifierLimiter;
  /** Whether one more message may go to this phone or address today. */
  mayMessage: (destination: string) => Promise<boolean>;
  otpTtlSeconds: number;
  maxCodeAttempts: number;
};

/** Who acts: the token's user on its chosen account. */
export type TActor = { tituNume: string; actiIden: number; emetIden: number; userId: string; login: string };

const CONTACT_PURPOSE = 'PROFILE_CONTACT';
const code = (value: string) => value as TErrorCode;

/** 400 general.error.validation with the failing fields' message keys, as schema failures answer. */
export function invalid(fields: Record<string, string>): AppError {
  return new AppError(400, ERROR_CODES.validation, fields);
}

export async function readProfile(deps: TProfileDeps, actor: TActor): Promise<TProfile> {
  const row = await deps.profile.findHolderWithProfile(actor.tituNume);
  if (!row) throw new AppError(409, ERROR_CODES.noAccountSelected);
  const { holder, profile } = row;
  const open = (key: string) => deps.isModuleOpen(actor, key);
  const [maj_adresse, maj_email, maj_naissance, maj_bank] = await Promise.all([
    open('maj_adresse'),
    open('maj_email'),
    open('maj_naissance'),
    open('maj_bank'),
  ]);
  return {
    tituNume: holder.tituNume,
    civility: holder.civility,
    firstName: holder.firstName,
    lastName: holder.lastName,
    residenceFiscale: holder.residenceFiscale,
    adressePostale: profile?.adressePostale ?? null,
    adresseFiscale: profile?.adresseFiscale ?? null,
    emailMasque: holder.email ? maskEmail(holder.email) : null,
    telephoneMasque: holder.phone ? maskPhone(holder.phone) : null,
    dateNaissance: holder.birthDate,
    lieuNaissance: profile?.lieuNaissance ?? null,
    paysNaissance: profile?.paysNaissance ?? null,
    profession: profile?.profession ?? null,
    trancheSalaire: (profile?.trancheSalaire as TProfile['trancheSalaire']) ?? null,
    tranchePatrimoine: (profile?.tranchePatrimoine as TProfile['tranchePatrimoine']) ?? null,
    rights: { maj_adresse, maj_email, maj_naissance, maj_bank },
  };
}

/** The audit trail, newest first; contacts are starred as everywhere else. */
export async function readAudit(deps: TProfileDeps, actor: TActor): Promise<TAuditEntry[]> {
  const rows = await deps.profile.listAudit(actor.tituNume);
  const mask = (champ: string, value: string | null) =>
    value === null
      ? null
      : champ === 'email'
        ? maskEmail(value)
        : champ === 'telephone'
          ? maskPhone(value)
          : value;
  return rows.map((row) => ({
    id: row.id,
    section: row.section,
    champ: row.champ,
    ancienneValeur: mask(row.champ, row.ancienneValeur),
    nouvelleValeur: mask(row.champ, row.nouvelleValeur),
    auteur: row.auteur,
    date: row.createdAt.toISOString(),
  }));
}

/** A French address's commune must be one of its postal code's. */
async function communeErrors(address: TAddress, path: string): Promise<Record<string, string>> {
  if (address.pays !== 'FRA' || (await isCommuneOf(address.codePostal, address.commune))) return {};
  return { [`${path}.commune`]: 'profil.error.commune' };
}

/** update/titu-adresses: postal and tax addresses, the tax one within PAYS_ADRESSE_FISCALE_AUTORISE. */
export async function updateAddresses(
  deps: TProfileDeps,
  actor: TActor,
  body: { adressePostale: TAddress; adresseFiscale: TAddress },
): Promise<TProfile> {
  const parameter = await deps.settings.parameter(actor.emetIden, 'PAYS_ADRESSE_FISCALE_AUTORISE');
  const countryError = taxCountryError(body.adresseFiscale.pays, taxAddressCountries(parameter.paramValue));
  const fields = {
    ...(await communeErrors(body.adressePostale, 'adressePostale')),
    ...(await communeErrors(body.adresseFiscale, 'adresseFiscale')),
    ...(countryError ? { 'adresseFiscale.pays': countryError } : {}),
  };
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const current = await deps.profile.findHolderWithProfile(actor.tituNume);
  const before = {
    adressePostale: addressLine(current?.profile?.adressePostale),
    adresseFiscale: addressLine(current?.profile?.adresseFiscale),
  };
  const after = {
    adressePostale: addressLine(body.adressePostale),
    adresseFiscale: addressLine(body.adresseFiscale),
  };
  const changes = diffFields('adresses', before, after);
  if (changes.length === 0) throw new AppError(409, code(PROFILE_ERRORS.noChange));
  await deps.transaction(async ({ profile }) => {
    await profile.upsertProfile(actor.tituNume, body);
    await profile.insertAudit(actor, changes);
  });
  return readProfile(deps, actor);
}

/** update/titu-naiss: birth date (18 to 150 years), place and country. */
export async function updateBirth(deps: TProfileDeps, actor: TActor, body: TBirthUpdate): Promise<TProfile> {
  const current = await deps.profile.findHolderWithProfile(actor.tituNume);
  const changes = diffFields(
    'naissance',
    {
      dateNaissance: current?.holder.birthDate,
      lieuNaissance: current?.profile?.lieuNaissance,
      paysNaissance: current?.profile?.paysNaissance,
    },
    body,
  );
  if (changes.length === 0) throw new AppError(409, code(PROFILE_ERRORS.noChange));
  await deps.transaction(async ({ profile }) => {
    await profile.updateHolder(actor.tituNume, { birthDate: body.dateNaissance });
    await profile.upsertProfile(actor.tituNume, {
      lieuNaissance: body.lieuNaissance,
      paysNaissance: body.paysNaissance,
    });
    await profile.insertAudit(actor, changes);
  });
  return readProfile(deps, actor);
}

/** update/general-data: profession, salary band, net-worth band. */
export async function updateGeneralData(
  deps: TProfileDeps,
  actor: TActor,
  body: TGeneralDataUpdate,
): Promise<TProfile> {
  const current = await deps.profile.findHolderWithProfile(actor.tituNume);
  const changes = diffFields('donneesGenerales', { ...(current?.profile ?? {}) }, body);
  if (changes.length === 0) throw new AppError(409, code(PROFILE_ERRORS.noChange));
  await deps.transaction(async ({ profile }) => {
    await profile.upsertProfile(actor.tituNume, body);
    await profile.insertAudit(actor, changes);
  });
  return readProfile(deps, actor);
}

/**
 * profile/contact-code: checks the new phone (TEL_INDICATIF_AUTORISE, INDICATIFS_VERIF_MOBILE_FORTE)
 * or e-mail, then sends a one-time code TO IT; nothing changes until the code comes back.
 */
export async function requestContactCode(
  deps: TProfileDeps,
  actor: TActor,
  body: { kind: TContactKind; value: string },
): Promise<TContactCodeSent> {
  const value = body.value.trim();
  const rules = body.kind === 'MOBILE' ? await deps.settings.phoneRules(actor.emetIden) : null;
  const error = contactValueError(
    body.kind,
    value,
    rules ?? { allowedDialCodes: [], mobileCheckDialCodes: [] },
  );
  if (error) throw invalid({ value: error });
  const current = await deps.profile.findHolderWithProfile(actor.tituNume);
  const existing = body.kind === 'MAIL' ? current?.holder.email : current?.holder.phone;
  if (existing === value) throw new AppError(409, code(PROFILE_ERRORS.noChange));
  await deps.limitIdentifier('code', `${actor.userId}:${body.kind}`);
  // A holder types the destination: codes to one number or address are bounded per day too.
  if (!(await deps.mayMessage(value))) throw new AppError(429, ERROR_CODES.tooManyRequests);
  const flow = await deps.verifications.start({
    userId: actor.userId,
    purpose: CONTACT_PURPOSE,
    ttlSeconds: deps.otpTtlSeconds,
    data: { tituNume: actor.tituNume, kind: body.kind, value },
  });
  const otp = await deps.verifications.issueCode(flow, body.kind, deps.otpTtlSeconds);
  const recipient = {
    id: actor.userId,
    email: body.kind === 'MAIL' ? value : null,
    phone: body.kind === 'MOBILE' ? value : null,
  };
  if (body.kind === 'MOBILE') await deps.notifier.sms(recipient, 'code', { code: otp });
  else await deps.notifier.mail(recipient, 'code', { code: otp });
  return {
    verificationKey: flow.verificationKey,
    maskedTo: body.kind === 'MOBILE' ? maskPhone(value) : maskEmail(value),
  };
}

/** update/titu-contacts: the code sent to the new contact makes it the holder's (and the login's). */
export async function confirmContact(
  deps: TProfileDeps,
  actor: TActor,
  body: { verificationKey: string; code: string },
): Promise<TProfile> {
  const flow = await deps.verifications.find(body.verificationKey, CONTACT_PURPOSE);
  if (!flow || flow.userId !== actor.userId || flow.data.tituNume !== actor.tituNume)
    throw new AppError(400, FLOW_ERRORS.flowExpired);
  const check = await deps.verifications.checkCode(flow, body.code, deps.maxCodeAttempts);
  if (check !== 'ok') {
    const errorCode =
      check === 'wrong'
        ? FLOW_ERRORS.codeInvalid
        : check === 'expired'
          ? FLOW_ERRORS.codeExpired
          : FLOW_ERRORS.codeExhausted;
    throw new AppError(400, errorCode);
  }
  const kind = flow.data.kind as TContactKind;
  const value = String(flow.data.value);
  const current = await deps.profile.findHolderWithProfile(actor.tituNume);
  const champ = kind === 'MAIL' ? 'email' : 'telephone';
  const previous = kind === 'MAIL' ? current?.holder.email : current?.holder.phone;
  await deps.transaction(async ({ profile }) => {
    const values = kind === 'MAIL' ? { email: value } : { phone: value };
    await profile.updateHolder(actor.tituNume, values);
    await profile.updateUserContact(actor.userId, values);
    await profile.insertAudit(actor, [
      { section: 'contacts', champ, ancienneValeur: previous ?? null, nouvelleValeur: value },
    ]);
  });
  await deps.verifications.consume(flow);
  return readProfile(deps, actor);
}
