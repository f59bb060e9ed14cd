import { randomBytes, randomUUID } from 'node:crypto';
import {
  FLOW_ERRORS,
  PROFILE_ERRORS,
  maskPhone,
  type TAgreement,
  type TAgreementData,
  type TAgreementGenerated,
  type TErrorCode,
  type TSignAnswer,
} from '@nomina/domain';
import type { TDocumentStore } from '../../../../adapters/document-store/document-store';
import type { TESignature } from '../../../../adapters/e-signature/e-signature';
import type { TUnitOfWork } from '../../../../db/unit-of-work';
import { AppError } from '../../../../lib/app-error';
import type { TNotifier, TVerifications } from '../../../auth';
import type { TPdfContext } from '../../../../lib/pdf/pdf-context';
import { addressLine, diffFields } from '../audit-diff';
import type { TProfileRepository } from '../profile.repository';
import type { TActor } from '../profile.service';
import type { TAgreementRepository, TAgreementRow } from './agreement.repository';
import { renderAgreement } from './render-agreement';

/** Version of the agreement's text: a holder signs each version once. */
export const AGREEMENT_VERSION = 1;
const SIGN_PURPOSE = 'COCT_SIGN';
const code = (value: string) => value as TErrorCode;
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

export type TAgreementDeps = {
  agreements: TAgreementRepository;
  profile: TProfileRepository;
  /** The agreement's writes together (with the profile's changes, or the signed file and the completion). */
  transaction: TUnitOfWork<{ agreements: TAgreementRepository; profile: TProfileRepository }>;
  store: TDocumentStore;
  signer: TESignature;
  verifications: TVerifications;
  notifier: TNotifier;
  pdfContext: (language: string) => Promise<TPdfContext>;
  otpTtlSeconds: number;
  maxCodeAttempts: number;
};

const toWire = (row: TAgreementRow): TAgreement => ({
  status: row.status as TAgreement['status'],
  data: row.data,
  coctUuid: row.coctUuid,
  version: row.version,
  signedAt: row.signedAt?.toISOString() ?? null,
  gedUuid: row.gedUuid,
});

/** convention-titre/current: the signed agreement, else the newest draft, else the profile's values. */
export async function currentAgreement(deps: TAgreementDeps, actor: TActor): Promise<TAgreement> {
  const signed = await deps.agreements.findSignedAgreement(actor.tituNume, AGREEMENT_VERSION);
  if (signed) return toWire(signed);
  const latest = await deps.agreements.findLatestAgreement(actor.tituNume, AGREEMENT_VERSION);
  if (latest) return toWire(latest);
  const profile = (await deps.profile.findHolderWithProfile(actor.tituNume))?.profile;
  const data: TAgreement['data'] = {};
  if (profile?.profession) data.profession = profile.profession;
  if (profile?.trancheSalaire)
    data.trancheSalaire = profile.trancheSalaire as TAgreementData['trancheSalaire'];
  if (profile?.tranchePatrimoine)
    data.tranchePatrimoine = profile.tranchePatrimoine as TAgreementData['tranchePatrimoine'];
  return { status: 'NON_GENERE', data, coctUuid: null, version: null, signedAt: null, gedUuid: null };
}

/** convention-titre/generate: the agreement PDF made from the confirmed data, kept for signing. */
export async function generateAgreement(
  deps: TAgreementDeps,
  actor: TActor,
  data: TAgreementData,
  language: string,
): Promise<TAgreementGenerated> {
  if (await deps.agreements.findSignedAgreement(actor.tituNume, AGREEMENT_VERSION))
    throw new AppError(409, code(PROFILE_ERRORS.agreementSigned));
  const row = await deps.agreements.findHolderAndIssuer(actor.tituNume);
  if (!row) throw new AppError(409, code(PROFILE_ERRORS.agreementIncomplete));
  const profile = (await deps.profile.findHolderWithProfile(actor.tituNume))?.profile;
  const coctUuid = randomUUID();
  const pdf = await renderAgreement(
    await deps.pdfContext(language),
    {
      holder: row.holder,
      issuer: row.issuer,
      address: addressLine(profile?.adressePostale),
      version: AGREEMENT_VERSION,
      generatedAt: new Date(),
      reference: coctUuid.slice(0, 8).toUpperCase(),
    },
    data,
  );
  const storageKey = `agreements/${actor.tituNume}/${coctUuid}.pdf`;
  await deps.store.put(storageKey, pdf);
  // The agreement's general data is the profile's: confirming it here updates the profile too.
  const general = {
    profession: data.profession,
    trancheSalaire: data.trancheSalaire,
    tranchePatrimoine: data.tranchePatrimoine,
  };
  const changes = diffFields('donneesGenerales', { ...(profile ?? {}) }, general);
  await deps.transaction(async ({ agreements, profile: profiles }) => {
    await agreements.insertAgreement({
      coctUuid,
      tituNume: actor.tituNume,
      version: AGREEMENT_VERSION,
      data,
      status: 'GENERE',
      language,
      storageKey,
    });
    if (changes.length > 0) {
      await profiles.upsertProfile(actor.tituNume, general);
      await profiles.insertAudit(actor, changes);
    }
  });
  return { coctUuid, version: AGREEMENT_VERSION, documentContent: Buffer.from(pdf).toString('base64') };
}

/** The holder's unsigned agreement, or the refusal that fits. */
async function signableAgreement(deps: TAgreementDeps, actor: TActor, coctUuid: string) {
  const row = await deps.agreements.findAgreement(actor.tituNume, coctUuid);
  if (!row) throw new AppError(404, code(PROFILE_ERRORS.agreementNotGenerated));
  if (row.status === 'SIGNE' || (await deps.agreements.findSignedAgreement(actor.tituNume, row.version)))
    throw new AppError(409, code(PROFILE_ERRORS.agreementSigned));
  return row;
}

/** convention-titre/sign-request, first call: a one-time code by SMS to the holder's mobile. */
export async function requestSignature(
  deps: TAgreementDeps,
  actor: TActor,
  coctUuid: string,
): Promise<TSignAnswer> {
  const row = await signableAgreement(deps, actor, coctUuid);
  const holder = (await deps.profile.findHolderWithProfile(actor.tituNume))?.holder;
  if (!holder?.phone) throw new AppError(409, FLOW_ERRORS.contactInvalid);
  const flow = await deps.verifications.start({
    userId: actor.userId,
    purpose: SIGN_PURPOSE,
    ttlSeconds: deps.otpTtlSeconds,
    data: { coctUuid, tituNume: actor.tituNume },
  });
  const otp = await deps.verifications.issueCode(flow, 'MOBILE', deps.otpTtlSeconds);
  const idDemande = randomBytes(12).toString('hex');
  await deps.agreements.updateAgreement(row.coctUuid, {
    status: 'CODE_ENVOYE',
    verificationKey: flow.verificationKey,
    idDemande,
  });
  await deps.notifier.sms({ id: actor.userId, email: null, phone: holder.phone }, 'coct.code', { code: otp });
  return { status: 'CODE_ENVOYE', idDemande, maskedTo: maskPhone(holder.phone), gedUuid: null };
}

/**
 * convention-titre/sign-request with the code: a PAdES signature of the generated PDF, the signed
 * file filed in the holder's documentation, and the agreement marked complete (the badge clears).
 */
export async function signAgreement(
  deps: TAgreementDeps,
  actor: TActor,
  body: { coctUuid: string; idDemande: string; code: string },
): Promise<TSignAnswer> {
  const row = await signableAgreement(deps, actor, body.coctUuid);
  if (row.status !== 'CODE_ENVOYE' || row.idDemande !== body.idDemande || !row.verificationKey)
    throw new AppError(400, FLOW_ERRORS.flowExpired);
  const flow = await deps.verifications.find(row.verificationKey, SIGN_PURPOSE);
  if (!flow || flow.userId !== actor.userId) throw new AppError(400, FLOW_ERRORS.flowExpired);
  const check = await deps.verifications.checkCode(flow, body.code, deps.maxCodeAttempts);
  if (check !== 'ok')
    throw new AppError(
      400,
      check === 'wrong'
        ? FLOW_ERRORS.codeInvalid
        : check === 'expired'
          ? FLOW_ERRORS.codeExpired
          : FLOW_ERRORS.codeExhausted,
    );
  const pdf = await deps.store.get(row.storageKey);
  const holder = (await deps.profile.findHolderWithProfile(actor.tituNume))?.holder;
  if (!pdf || !holder) throw new AppError(500, code(PROFILE_ERRORS.signatureFailed));
  const signedAt = new Date();
  const signed = await deps.signer.sign(pdf, {
    name: `${holder.firstName} ${holder.lastName}`,
    reason: `Convention de compte titres v${row.version} (${row.coctUuid})`,
    location: 'France',
    contactInfo: holder.email ?? '',
  });
  const gedUuid = randomUUID();
  const signedStorageKey = `holders/${actor.tituNume}/convention-${row.coctUuid}.pdf`;
  await deps.store.put(signedStorageKey, signed);
  await deps
    .transaction(async ({ agreements }) => {
      await agreements.updateAgreement(row.coctUuid, {
        status: 'SIGNE',
        signedAt,
        signedStorageKey,
        gedUuid,
      });
      await agreements.insertGedDocument({
        uuid: gedUuid,
        tituNume: actor.tituNume,
        categorie: 'RAPPORTS',
        documentCode: 'CONVENTION_COMPTE',
        keyTitle: 'ged.doc.convention',
        languageCode: row.language,
        dateArrete: signedAt,
        fileName: `convention-compte-${actor.tituNume}.pdf`,
        storageKey: signedStorageKey,
        source: { kind: 'stored' },
      });
      await agreements.markAgreementComplete(actor.tituNume);
    })
    .catch((error: unknown) => {
      // Two signatures at once: the unique index keeps one, the other is told it is signed already.
      if (isUniqueViolation(error)) throw new AppError(409, code(PROFILE_ERRORS.agreementSigned));
      throw error;
    });
  await deps.verifications.consume(flow);
  return { status: 'SIGNE', idDemande: body.idDemande, maskedTo: null, gedUuid };
}

/** convention-titre/sign-request: without the code, sends one; with idDemande and the code, signs. */
export function signRequest(
  deps: TAgreementDeps,
  actor: TActor,
  body: { coctUuid: string; idDemande?: string | null; code?: string | null },
): Promise<TSignAnswer> {
  const { coctUuid, idDemande, code: otp } = body;
  return otp && idDemande
    ? signAgreement(deps, actor, { coctUuid, idDemande, code: otp })
    : requestSignature(deps, actor, coctUuid);
}
