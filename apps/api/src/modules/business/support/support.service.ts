import { randomBytes } from 'node:crypto';
import {
  DEFAULT_THEME_ID,
  ERROR_CODES,
  PHONE_MESSAGES,
  SUPPORT_ERRORS,
  phoneErrors,
  statusLabelKey,
  supportReference,
  type TErrorCode,
  type TPhoneSettings,
  type TSupportRequestDetail,
  type TSupportRequestPayload,
  type TSupportRequestSummary,
  type TSupportStatus,
} from '@nomina/domain';
import type { TIdentityFileStore } from '../../../adapters/identity-check';
import { AppError, badRequest } from '../../../lib/app-error';
import { extensionOf, type TAttachment } from './attachments';
import type { TFileRow, TNewFile, TRequestRow, TSupportRepository } from './support.repository';

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);

export type TSelfcareDeps = {
  support: TSupportRepository;
  /** Whether a theme exists (the resource module's themes). */
  themeExists: (themeId: number) => Promise<boolean>;
  /**
   * The phone rules a request's number must pass: the holder's issuer's, or for a visitor those of
   * the theme's first issuer, as the form applies them (TEL_INDICATIF_AUTORISE...).
   */
  phoneRules: (by: { emetIden: number } | { themeId: number }) => Promise<TPhoneSettings>;
  /**
   * Whether one more request or reply, with its files, may be stored today for its writer (a
   * holder's user, or a visitor's address): files fill a disk otherwise (SUPPORT_MESSAGES_PER_DAY).
   */
  mayWrite: (writer: string) => Promise<boolean>;
  files: TIdentityFileStore;
  notify: {
    /** The acknowledgement to the writer, with the reference. */
    acknowledged: (request: TRequestRow) => Promise<void>;
    /** The desk hears of a new request or a holder's reply. */
    toDesk: (request: TRequestRow, texte: string) => Promise<void>;
    /** The writer hears of the desk's answer (a visitor gets its text, a holder a messaging link). */
    answered: (request: TRequestRow, texte: string) => Promise<void>;
  };
};

/** What the holder's read calls (and the desk's) need: only the support repository. */
export type TSupportReadDeps = Pick<TSelfcareDeps, 'support'>;

export type TWriter = { userId: string; tituNume: string; emetIden: number } | null;

/** Stores the files under one new folder; gives their rows, or removes them all on failure. */
async function storeFiles(deps: TSelfcareDeps, attachments: TAttachment[]): Promise<TNewFile[]> {
  const folder = randomBytes(16).toString('hex');
  const rows: TNewFile[] = [];
  try {
    for (const file of attachments) {
      const storageKey = `${folder}/${randomBytes(12).toString('hex')}.${extensionOf(file.contentType)}`;
      await deps.files.put(storageKey, file.bytes);
      rows.push({
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        storageKey,
      });
    }
    return rows;
  } catch (error) {
    await removeFiles(deps, rows);
    throw error;
  }
}

async function removeFiles(deps: TSelfcareDeps, rows: TNewFile[]): Promise<void> {
  await Promise.all(rows.map((row) => deps.files.remove(row.storageKey).catch(() => undefined)));
}

/** Runs a write with its files stored first; the files go again if the write fails. */
async function withFiles<T>(
  deps: TSelfcareDeps,
  attachments: TAttachment[],
  write: (rows: TNewFile[]) => Promise<T>,
): Promise<T> {
  const rows = await storeFiles(deps, attachments);
  try {
    return await write(rows);
  } catch (error) {
    await removeFiles(deps, rows);
    throw error;
  }
}

/** selfcare/categories: the categories a visitor, or a signed-in holder, may pick. */
export const categoriesFor = ({ support }: TSupportReadDeps, logged: boolean) =>
  support.listCategories(logged);

/** selfcare/demande: records a visitor's or a holder's request, acknowledges it, tells the desk. */
export async function createRequest(
  deps: TSelfcareDeps,
  writer: TWriter,
  payload: TSupportRequestPayload,
  attachments: TAttachment[],
  /** The visitor's address, whose requests a day are bounded like a holder's. */
  address: string,
): Promise<{ idDemande: string; reference: string }> {
  const asked = payload.themeId ?? DEFAULT_THEME_ID;
  const themeId = (await deps.themeExists(asked)) ? asked : DEFAULT_THEME_ID;
  const allowed = await deps.support.listCategories(writer !== null);
  if (!allowed.some((category) => category.code === payload.categorie))
    throw fail(400, SUPPORT_ERRORS.unknownCategory);
  if (payload.telephone) {
    const rules = await deps.phoneRules(writer ? { emetIden: writer.emetIden } : { themeId });
    const error = phoneErrors(payload.telephone, { ...rules, required: false });
    if (error) throw badRequest(ERROR_CODES.validation, { telephone: PHONE_MESSAGES[error] });
  }
  if (!(await deps.mayWrite(writer ? `user:${writer.userId}` : `address:${address}`)))
    throw fail(429, ERROR_CODES.tooManyRequests);
  const row = await withFiles(deps, attachments, (files) =>
    deps.support.insertRequest(
      {
        userId: writer?.userId ?? null,
        tituNume: writer?.tituNume ?? null,
        categorie: payload.categorie,
        objet: payload.objet.trim(),
        nom: payload.nom.trim(),
        email: payload.email.trim(),
        telephone: payload.telephone || null,
        language: payload.lang,
        themeId,
      },
      payload.message.trim(),
      files,
      (numero, createdAt) => supportReference(createdAt.getUTCFullYear(), numero),
    ),
  );
  await deps.notify.acknowledged(row);
  await deps.notify.toDesk(row, payload.message.trim());
  return { idDemande: row.id, reference: row.reference! };
}

const toSummary = (row: TRequestRow, nonLus: number): TSupportRequestSummary => ({
  idDemande: row.id,
  reference: row.reference ?? '',
  categorie: row.categorie,
  categorieLibelle: `selfcare.category.${row.categorie}`,
  objet: row.objet,
  statut: row.statut as TSupportStatus,
  dateCreation: row.createdAt.toISOString(),
  dateMaj: row.updatedAt.toISOString(),
  nonLus,
});

export async function listRequests(
  { support }: TSupportReadDeps,
  userId: string,
): Promise<TSupportRequestSummary[]> {
  const rows = await support.listUserRequests(userId);
  return rows.map((row) => toSummary(row.request, Number(row.nonLus)));
}

async function ownRequest(
  support: TSupportRepository,
  userId: string,
  requestId: string,
): Promise<TRequestRow> {
  const row = await support.findUserRequest(userId, requestId);
  if (!row) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  return row;
}

/** The thread of any request (the desk's view): messages with their files. */
export async function requestThread(
  { support }: TSupportReadDeps,
  row: TRequestRow,
): Promise<TSupportRequestDetail> {
  const { messages, files } = await support.listMessages(row.id);
  const unread = messages.filter((message) => message.auteur === 'CONSEILLER' && !message.readAt).length;
  const filesOf = (messageId: string) =>
    files
      .filter((file: TFileRow) => file.messageId === messageId)
      .map((file) => ({
        idFichier: file.id,
        nom: file.fileName,
        contentType: file.contentType,
        taille: file.size,
      }));
  return {
    ...toSummary(row, unread),
    messages: messages.map((message) => ({
      idMessage: message.id,
      auteur: message.auteur as 'TITULAIRE' | 'CONSEILLER',
      texte: message.texte,
      date: message.createdAt.toISOString(),
      lu: message.readAt !== null,
      fichiers: filesOf(message.id),
    })),
  };
}

/** The holder opens a request: its thread, as it stood; its answers are read from now on. */
export async function readRequest({ support }: TSupportReadDeps, userId: string, requestId: string) {
  const row = await ownRequest(support, userId, requestId);
  const thread = await requestThread({ support }, row);
  await support.markAnswersRead(row.id);
  return thread;
}

/** selfcare/demandes/{idDemande}/status: the status and its label key. */
export async function statusOf({ support }: TSupportReadDeps, userId: string, requestId: string) {
  const row = await ownRequest(support, userId, requestId);
  const statut = row.statut as TSupportStatus;
  return { statut, libelle: statusLabelKey(statut) };
}

export const unreadCount = async ({ support }: TSupportReadDeps, userId: string) => ({
  nonLus: await support.countUnread(userId),
});

/** The holder answers in the thread: the request waits for the desk again. */
export async function replyToRequest(
  deps: TSelfcareDeps,
  userId: string,
  requestId: string,
  texte: string,
  attachments: TAttachment[],
) {
  const row = await ownRequest(deps.support, userId, requestId);
  if (row.statut === 'CLOSE') throw fail(409, SUPPORT_ERRORS.closed);
  if (!(await deps.mayWrite(`user:${userId}`))) throw fail(429, ERROR_CODES.tooManyRequests);
  await withFiles(deps, attachments, (files) =>
    deps.support.insertMessage(row.id, { auteur: 'TITULAIRE', texte: texte.trim() }, files, 'EN_ATTENTE'),
  );
  await deps.notify.toDesk(row, texte.trim());
  return readRequest(deps, userId, requestId);
}

/** The desk answers a request: the writer is told, the holder's unread counter goes up. */
export async function answerSupportRequest(
  deps: TSelfcareDeps,
  requestId: string,
  texte: string,
  attachments: TAttachment[],
) {
  const row = await deps.support.findRequest(requestId);
  if (!row) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  if (row.statut === 'CLOSE') throw fail(409, SUPPORT_ERRORS.closed);
  await withFiles(deps, attachments, (files) =>
    deps.support.insertMessage(row.id, { auteur: 'CONSEILLER', texte: texte.trim() }, files, 'REPONDUE'),
  );
  await deps.notify.answered(row, texte.trim());
  return requestThread(deps, (await deps.support.findRequest(requestId))!);
}

/** The desk closes a request. */
export async function closeSupportRequest({ support }: TSupportReadDeps, requestId: string) {
  const row = await support.findRequest(requestId);
  if (!row) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  await support.setStatus(row.id, 'CLOSE');
  return requestThread({ support }, (await support.findRequest(requestId))!);
}

/** A file of the holder's own request, with its bytes. */
export async function userFile(deps: TSelfcareDeps, userId: string, fileId: string) {
  const file = await deps.support.findUserFile(userId, fileId);
  if (!file) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  const bytes = await deps.files.get(file.storageKey);
  if (!bytes) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  return { file, bytes };
}

/** The holder's name and contacts on file, to prefill the signed-in request form. */
export async function contactPrefill({ support }: TSupportReadDeps, tituNume: string) {
  const holder = await support.findHolderIdentity(tituNume);
  if (!holder) throw fail(404, SUPPORT_ERRORS.unknownRequest);
  return {
    nom: `${holder.firstName} ${holder.lastName}`.trim(),
    email: holder.email ?? '',
    telephone: holder.phone ?? '',
  };
}
