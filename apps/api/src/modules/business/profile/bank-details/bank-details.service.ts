import {
  ERROR_CODES,
  OPERATION_ERRORS,
  PROFILE_ERRORS,
  SEPA_IBAN_COUNTRIES,
  bankDetailsErrors,
  extractIbanParts,
  maskIban,
  normaliseBankDetails,
  type TBankDetailsDraft,
  type TBankDetailsView,
  type TErrorCode,
} from '@nomina/domain';
import type { TAccountScope } from '../../../../access';
import type { TUnitOfWork } from '../../../../db/unit-of-work';
import { AppError } from '../../../../lib/app-error';
import {
  confirmPassword,
  findOperationToken,
  issueOperationToken,
  type TOperationCaller,
  type TPasswordConfirmDeps,
} from '../../password-confirm/password-confirm.service';
import type { TOperationTokensRepository } from '../../password-confirm/password-confirm.repository';
import type { TProfileDocumentsRepository } from '../documents/profile-documents.repository';
import type { TProfileRepository } from '../profile.repository';
import type { TActor } from '../profile.service';
import type { TBankDetailsRepository, TBankRow } from './bank-details.repository';

const code = (value: string) => value as TErrorCode;
const NATURE = 'MAJ_BANCAIRE';

/**
 * What the bank-details services need: the bank details, the holder's profile and filed documents,
 * the operation tokens and the password confirmation, the module guard, and a transaction over
 * the bank details and the profile (the change submitted with its audit line).
 */
export type TBankDetailsDeps = {
  bank: TBankDetailsRepository;
  profile: TProfileRepository;
  documents: TProfileDocumentsRepository;
  tokens: TOperationTokensRepository;
  passwords: TPasswordConfirmDeps;
  isModuleOpen: (account: TAccountScope, moduleKey: string) => Promise<boolean>;
  transaction: TUnitOfWork<{ bank: TBankDetailsRepository; profile: TProfileRepository }>;
};
/** Countries accepted for the IBAN and the BIC (paysSepa). */
export const BANK_COUNTRIES: readonly string[] = SEPA_IBAN_COUNTRIES;

const toChange = (row: TBankRow) => ({
  ibanMasque: maskIban(row.iban),
  bic: row.bic,
  status:
    row.status === 'VALIDE'
      ? ('VALIDE' as const)
      : row.status === 'REFUSE'
        ? ('REFUSE' as const)
        : ('EN_ATTENTE' as const),
  dateDemande: row.createdAt.toISOString(),
});

/** GET bancaire: the IBAN on file (starred), its bank parts, the change waiting for review, whether maj_bank is open. */
export async function bankDetailsView(deps: TBankDetailsDeps, actor: TActor): Promise<TBankDetailsView> {
  return readBankDetails(deps, actor, await deps.isModuleOpen(actor, 'maj_bank'));
}

async function readBankDetails(
  { bank }: Pick<TBankDetailsDeps, 'bank'>,
  actor: TActor,
  canChange: boolean,
): Promise<TBankDetailsView> {
  const [current, pending] = await Promise.all([
    bank.findLatestBank(actor.tituNume, ['VALIDE']),
    bank.findLatestBank(actor.tituNume, ['EN_ATTENTE', 'REFUSE']),
  ]);
  const parts = current ? extractIbanParts(current.iban) : null;
  const showPending = pending && (!current || pending.createdAt > current.createdAt);
  return {
    actuel: current
      ? {
          ibanMasque: maskIban(current.iban),
          bic: current.bic,
          paysIban: current.iban.slice(0, 2),
          banque: parts?.banque ?? null,
          guichet: parts?.guichet ?? null,
          cle: parts?.cle ?? null,
        }
      : null,
    enCours: showPending ? toChange(pending) : null,
    canChange,
  };
}

/**
 * update/donnees-bancaire: every rule of spec 3 §5 on the new IBAN and BIC, the holder's own
 * BANK_ID document, no other change waiting; kept as a draft until the password confirms it.
 */
async function checkBankDraft(deps: TBankDetailsDeps, actor: TActor, body: TBankDetailsDraft) {
  const holder = (await deps.profile.findHolderWithProfile(actor.tituNume))?.holder;
  if (!holder) throw new AppError(409, ERROR_CODES.noAccountSelected);
  const fields = bankDetailsErrors(body, {
    allowedCountries: BANK_COUNTRIES,
    residenceFiscale: holder.residenceFiscale,
  });
  if (fields.iban || fields.bic) throw new AppError(400, ERROR_CODES.validation, fields);
  const document = await deps.documents.findProfileDocument(actor.tituNume, body.documentId);
  if (!document || document.type !== 'BANK_ID' || (await deps.bank.isDocumentUsed(document.id)))
    throw new AppError(400, code(PROFILE_ERRORS.bankDocument));
  if (await deps.bank.findLatestBank(actor.tituNume, ['EN_ATTENTE']))
    throw new AppError(409, code(PROFILE_ERRORS.bankPending));
  return { ...normaliseBankDetails(body), documentId: document.id };
}

/** update/donnees-bancaire: the checked draft, kept under the operation token the password confirms. */
export async function draftBankDetails(
  deps: TBankDetailsDeps,
  actor: TActor,
  caller: TOperationCaller,
  body: TBankDetailsDraft,
): Promise<string> {
  const draft = await checkBankDraft(deps, actor, body);
  const status = await issueOperationToken(deps.passwords, caller, { natureDemande: NATURE });
  const token = await findOperationToken(deps.passwords, caller, status, NATURE);
  await saveBankDraft(deps, actor, draft, token.tokenHash);
  return status;
}

/** update/bancaire-titu: after the password, the token's draft becomes a change waiting for review. */
export async function confirmBankDetails(
  deps: TBankDetailsDeps,
  actor: TActor,
  caller: TOperationCaller,
  body: { operationToken: string; password: string },
): Promise<void> {
  const token = await findOperationToken(deps.passwords, caller, body.operationToken, NATURE);
  const draft = await deps.bank.findDraftByToken(actor.tituNume, token.tokenHash);
  if (!draft) throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
  await confirmPassword(deps.passwords, caller, body.password);
  if (!(await deps.tokens.spend(token.tokenHash)))
    throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
  await submitBankDetails(deps, actor, draft);
}

/** Keeps the checked draft under its operation token until the password confirms it. */
async function saveBankDraft(
  { bank }: Pick<TBankDetailsDeps, 'bank'>,
  actor: TActor,
  draft: Awaited<ReturnType<typeof checkBankDraft>>,
  tokenHash: string,
) {
  await bank.insertBank({
    tituNume: actor.tituNume,
    userId: actor.userId,
    ...draft,
    status: 'BROUILLON',
    tokenHash,
  });
}

/** update/bancaire-titu (after the password): the draft becomes a change waiting for review. */
async function submitBankDetails(deps: TBankDetailsDeps, actor: TActor, draft: TBankRow): Promise<void> {
  if (await deps.bank.findLatestBank(actor.tituNume, ['EN_ATTENTE']))
    throw new AppError(409, code(PROFILE_ERRORS.bankPending));
  const current = await deps.bank.findLatestBank(actor.tituNume, ['VALIDE']);
  await deps.transaction(async ({ bank, profile }) => {
    if (!(await bank.setBankStatus(draft.id, 'EN_ATTENTE')))
      throw new AppError(409, code(PROFILE_ERRORS.bankPending));
    await profile.insertAudit(actor, [
      {
        section: 'bancaire',
        champ: 'iban',
        ancienneValeur: current ? maskIban(current.iban) : null,
        nouvelleValeur: maskIban(draft.iban),
      },
    ]);
  });
}
