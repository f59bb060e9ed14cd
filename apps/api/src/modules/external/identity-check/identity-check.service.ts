import { randomBytes } from 'node:crypto';
import {
  IDENTITY_CHECK_ERRORS as E,
  documentState,
  isReadyToSubmit,
  isSameFile,
  makeZMediumContact,
  type TErrorCode,
  type TMediumContact,
} from '@nomina/domain';
import { classify, type createIdentityFileStore } from '../../../adapters/identity-check';
import type { TIdSheetRow } from '../../../db/schema';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError } from '../../../lib/app-error';
import type { TSiteSettings } from '../../../settings';
import type { TVerifications } from '../../auth';
import type { TIdentityCheckLimits } from './identity-check-limits';
import type { TCheck, TDocRow, TIdentityCheckRepository } from './identity-check.repository';
import { analyse } from './identity-check-analysis';
import { fail, storeSheet, type TUpload } from './identity-check-upload';
import { toWire } from './identity-check-wire';

export type TIdentityCheckDeps = {
  checks: TIdentityCheckRepository;
  /** The document writes of a session, one at a time (its row locked), the checks read again. */
  transaction: TUnitOfWork<TIdentityCheckRepository>;
  files: ReturnType<typeof createIdentityFileStore>;
  limits: TIdentityCheckLimits;
  verifications: Pick<TVerifications, 'find'>;
  /** The user and flow of a pending sign-up's verification key (400 when none). */
  openSignupFlow: (verificationKey: string) => Promise<{
    flow: { verificationKey: string };
    user: { id: string; phone: string | null; email: string | null };
  }>;
  /** The issuer whose parameters apply to a user (their first account's). */
  primaryIssuer: (userId: string) => Promise<{ emetIden: number }>;
  settings: Pick<TSiteSettings, 'phoneRules'>;
};

const newSecondToken = () => randomBytes(32).toString('base64url');

/** Spec 2 §5 'already exists', as the browser tells it: a side of the session has the same name and size. */
function refuseSameFile(documents: readonly TDocRow[], sent: TUpload): void {
  const file = { name: sent.fileName, size: sent.bytes.length };
  const sides = documents.flatMap((doc) => doc.sheets);
  if (sides.some((sheet) => isSameFile({ name: sheet.fileName, size: sheet.size }, file)))
    throw fail(409, E.alreadyExist);
}

/**
 * The document of a session that takes a missing side: known (404), and prompted for a side by
 * the browser (compliant, not a duplicate, incomplete).
 */
function sideTarget(documents: readonly TDocRow[], documentId: string): TDocRow {
  const index = documents.findIndex((doc) => doc.id === documentId);
  const existing = documents[index];
  if (!existing) throw fail(404, E.documentUnknown);
  const earlier = documents.slice(0, index).map(toWire);
  if (documentState(toWire(existing), earlier) !== 'waitingSide') throw fail(400, E.upload);
  return existing;
}

/** The medium-score form's field names on the wire of update-contact. */
const CONTACT_FIELDS: Record<keyof TMediumContact, string> = { phone: 'telephone', email: 'mail' };

/**
 * The identity-document check (spec 2 §7): sessions opened by a visitor (pending sign-up) or a
 * connected user, their documents, the local scoring and the contacts after a medium score. Every
 * call names the caller (`userId`, undefined for a visitor); a session answers only its owner.
 */
export function createIdentityCheckService(deps: TIdentityCheckDeps) {
  const { checks, files, limits } = deps;

  /**
   * Work on a session still open, under its lock (its row, for the rest of the transaction), with
   * its documents read then: two writes sent at the same instant are checked one after the other.
   */
  const whileOpen = <T>(
    secondToken: string,
    work: (locked: TIdentityCheckRepository, documents: TDocRow[]) => Promise<T>,
  ) =>
    deps.transaction(async (locked) => {
      if ((await locked.lockCheck(secondToken)) !== 'CREATED') throw fail(400, E.upload);
      return work(locked, await locked.listDocuments(secondToken));
    });

  /** Writes a side just stored while the session is open; a refused write removes the side. */
  async function writeSide<T>(
    secondToken: string,
    sheet: TIdSheetRow,
    write: (locked: TIdentityCheckRepository, documents: TDocRow[]) => Promise<T>,
  ): Promise<T> {
    try {
      return await whileOpen(secondToken, write);
    } catch (error) {
      await files.remove(sheet.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** The session of a second token, refused (404/403) when unknown, ended or someone else's. */
  async function ownedCheck(userId: string | undefined, secondToken: string): Promise<TCheck> {
    const check = await checks.findCheck(secondToken);
    if (!check) throw fail(404, E.secondToken);
    if (check.context === 'profile') {
      if (userId !== check.userId) throw fail(403, E.secondToken);
    } else {
      if (userId && userId !== check.userId) throw fail(403, E.secondToken);
      const flow = check.verificationKey
        ? await deps.verifications.find(check.verificationKey, 'SIGNUP')
        : null;
      if (!flow || flow.userId !== check.userId) throw fail(403, E.secondToken);
    }
    return check;
  }

  /** A session still taking documents. */
  async function openCheck(userId: string | undefined, secondToken: string): Promise<TCheck> {
    const check = await ownedCheck(userId, secondToken);
    if (check.status !== 'CREATED') throw fail(400, E.upload);
    return check;
  }

  return {
    ownedCheck,

    /** A visitor's session, on the verification key of their pending sign-up. */
    async openVisitorSession(input: {
      token: string;
      useCase: 'onboarding' | 'checkIdentity';
      phone?: string;
      email?: string;
    }): Promise<string> {
      const { flow, user } = await deps.openSignupFlow(input.token).catch(() => {
        throw fail(400, E.verificationKey);
      });
      await limits.openSession(user.id);
      const secondToken = newSecondToken();
      await checks.insertCheck({
        secondToken,
        userId: user.id,
        verificationKey: flow.verificationKey,
        useCase: input.useCase,
        context: 'none',
        phone: input.phone ?? user.phone,
        email: input.email ?? user.email,
      });
      return secondToken;
    },

    /** A connected user's session (checkIdentity, from the profile). */
    async openProfileSession(userId: string): Promise<string> {
      await limits.openSession(userId);
      const secondToken = newSecondToken();
      await checks.insertCheck({ secondToken, userId, useCase: 'checkIdentity', context: 'profile' });
      return secondToken;
    },

    /** A new document from one uploaded side; its type comes from the file. */
    async uploadDocument(userId: string | undefined, secondToken: string, sent: TUpload) {
      const check = await openCheck(userId, secondToken);
      refuseSameFile(await checks.listDocuments(check.secondToken), sent);
      await limits.upload(check.secondToken, check.userId);
      const { type, subType } = classify(sent.fileName, sent.facts);
      const sheet = await storeSheet(files, check.secondToken, sent);
      const doc = await writeSide(check.secondToken, sheet, (locked, documents) => {
        refuseSameFile(documents, sent);
        return locked.insertDocument({ secondToken: check.secondToken, type, subType, sheets: [sheet] });
      });
      const { sheets: _sheets, ...wire } = toWire(doc);
      return wire;
    },

    /**
     * The missing side of a document (FRONT or BACK): the document becomes recto-verso. Only a
     * document the browser prompts a side for takes one: compliant, not a duplicate, incomplete.
     */
    async addSide(
      userId: string | undefined,
      input: { secondToken: string; documentId: string; side: string | undefined },
      sent: TUpload,
    ) {
      const check = await openCheck(userId, input.secondToken);
      const side = input.side;
      if (side !== 'FRONT' && side !== 'BACK') throw fail(400, E.upload);
      const before = await checks.listDocuments(check.secondToken);
      sideTarget(before, input.documentId);
      refuseSameFile(before, sent);
      await limits.upload(check.secondToken, check.userId);
      const sheet = await storeSheet(files, check.secondToken, sent);
      const doc = await writeSide(check.secondToken, sheet, (locked, documents) => {
        const existing = sideTarget(documents, input.documentId);
        refuseSameFile(documents, sent);
        const base = existing.subType.replace(/_(RECTO|VERSO|RECTO_VERSO|\{token\})$/, '');
        const family = base === 'DRIVING_LICENCE' ? 'DRIVER_LICENCE' : base;
        const sheets = side === 'FRONT' ? [sheet, ...existing.sheets] : [...existing.sheets, sheet];
        return locked.updateSheets(existing.id, `${family}_RECTO_VERSO`, sheets);
      });
      return toWire(doc);
    },

    async deleteDocument(userId: string | undefined, secondToken: string, documentId: string): Promise<void> {
      const check = await openCheck(userId, secondToken);
      // Under the session's lock too: a side being added to it is written first, or refused.
      const doc = await whileOpen(check.secondToken, (locked) =>
        locked.deleteDocument(documentId, check.secondToken),
      );
      if (!doc) throw fail(404, E.documentUnknown);
      await Promise.all(doc.sheets.map((sheet) => files.remove(sheet.storageKey)));
    },

    async listDocuments(userId: string | undefined, secondToken: string) {
      const check = await ownedCheck(userId, secondToken);
      return (await checks.listDocuments(check.secondToken)).map(toWire);
    },

    /**
     * Submits the session: the local analyser reads every stored side (type, pages or
     * dimensions, readability) and scores the session. Gives the score for the log. Refused, as
     * the browser hides its button, unless every document is ready (spec 2 §4 step 7).
     */
    async submit(userId: string | undefined, secondToken: string) {
      const check = await ownedCheck(userId, secondToken);
      // Submitted once: under the session's lock its documents are read for the last time and
      // it becomes PENDING, so no upload joins it after and a second submit is refused.
      const documents = await whileOpen(check.secondToken, async (locked, listed) => {
        if (!isReadyToSubmit(listed.map(toWire))) throw fail(400, E.upload);
        await locked.setStatus(check.secondToken, 'PENDING');
        return listed;
      });
      try {
        const analysed = await analyse(files, documents);
        const { scoreRange, analysisMs } = analysed;
        await checks.recordScore(check.secondToken, { scoreRange, analysisMs, submittedAt: new Date() });
        return analysed;
      } catch (error) {
        // The browser polls until DONE or ERROR: a failed analysis ends the session in ERROR.
        await checks.recordFailure(check.secondToken, E.upload).catch(() => undefined);
        throw error;
      }
    },

    async status(userId: string | undefined, secondToken: string) {
      const check = await ownedCheck(userId, secondToken);
      return {
        status: check.status as 'CREATED' | 'PENDING' | 'DONE' | 'ERROR',
        scoreRange: (check.scoreRange as 'HIGH' | 'MEDIUM' | 'LOW' | null) ?? null,
        errorCode: check.errorCode,
      };
    },

    /**
     * The phone and e-mail a holder gives after a medium score, under the issuer's phone rules: the
     * modal's own schema, so a refused field has the message the browser shows.
     */
    async updateContact(
      userId: string | undefined,
      input: { secondToken: string; telephone: string; mail: string; lang: string; emetIden?: number },
    ): Promise<void> {
      const check = await ownedCheck(userId, input.secondToken);
      if (check.scoreRange !== 'MEDIUM') throw fail(400, E.upload);
      // A signed-in holder's rules are the chosen account's issuer's, as the page applies them; a
      // visitor's, those of the issuer of the sign-up.
      const emetIden = input.emetIden ?? (await deps.primaryIssuer(check.userId)).emetIden;
      const rules = await deps.settings.phoneRules(emetIden);
      const parsed = makeZMediumContact(rules).safeParse({ phone: input.telephone, email: input.mail });
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          fields[CONTACT_FIELDS[issue.path[0] as keyof TMediumContact]] ??= issue.message;
        throw new AppError(400, E.contactInvalid as TErrorCode, fields);
      }
      await checks.recordMediumContacts(check.secondToken, {
        mediumPhone: parsed.data.phone,
        mediumMail: parsed.data.email,
        mediumLang: input.lang,
      });
    },
  };
}

export type TIdentityCheckService = ReturnType<typeof createIdentityCheckService>;
