import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FLOW_ERRORS, type TErrorCode } from '@nomina/domain';
import { holders, legacyAccounts, users } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import type { TVerification } from '../verifications/verification.service';

export type TLegacyAccount = typeof legacyAccounts.$inferSelect;

/** The old account and holder of an old-account flow, or 400 signup.flow.expired. */
export async function openLegacyFlow(app: FastifyInstance, verificationKey: string) {
  const flow = await app.verifications.find(verificationKey, 'OLD_ACCOUNT');
  const legacyId = flow?.data.legacyId;
  if (!flow || typeof legacyId !== 'string') throw badRequest(FLOW_ERRORS.flowExpired);
  const [row] = await app.db
    .select({ legacy: legacyAccounts, holder: holders })
    .from(legacyAccounts)
    .innerJoin(holders, eq(holders.tituNume, legacyAccounts.tituNume))
    .where(eq(legacyAccounts.id, legacyId));
  if (!row || row.legacy.migratedUserId) throw badRequest(FLOW_ERRORS.flowExpired);
  return { flow, legacy: row.legacy, holder: row.holder };
}

/** Requires an earlier step of the flow to be done. */
export function requireStep(flow: TVerification, step: 'identityMatched' | 'codeVerified'): void {
  if (!flow.data[step]) throw badRequest(FLOW_ERRORS.flowExpired);
}

/**
 * Checks old credentials: identifier, password and (PLS) access code, with the same cost and
 * answer for an unknown identifier. The registrar's block and the attempt limit answer
 * general.error.blocked.xpls, only once the credentials are right or the limit is reached.
 */
export async function checkLegacyCredentials(
  app: FastifyInstance,
  input: { oldIdentifier: string; variant: 'OLIS' | 'PLS'; password: string; accessCode?: string },
) {
  const [legacy] = await app.db
    .select()
    .from(legacyAccounts)
    .where(eq(legacyAccounts.oldIdentifier, input.oldIdentifier));
  const passwordOk = await verifyPassword(legacy?.passwordHash, input.password);
  const codeOk =
    input.variant === 'PLS' ? await verifyPassword(legacy?.accessCodeHash, input.accessCode ?? '') : true;
  const refused = (code: TErrorCode, status = 401) => new AppError(status, code);
  if (!legacy || legacy.variant !== input.variant) throw refused('login.error.credentials');
  if (legacy.failedAttempts >= app.config.MAX_PASSWORD_ATTEMPTS)
    throw refused(FLOW_ERRORS.legacyBlocked, 423);
  if (!passwordOk || !codeOk) {
    await app.db
      .update(legacyAccounts)
      .set({ failedAttempts: sql`${legacyAccounts.failedAttempts} + 1` })
      .where(eq(legacyAccounts.id, legacy.id));
    throw refused('login.error.credentials');
  }
  if (legacy.blocked === 'O') throw refused(FLOW_ERRORS.legacyBlocked, 423);
  if (legacy.migratedUserId) throw refused(FLOW_ERRORS.legacyMigrated, 409);
  await app.db.update(legacyAccounts).set({ failedAttempts: 0 }).where(eq(legacyAccounts.id, legacy.id));
  return legacy;
}

/** A free portal login for a migrated holder: initial + surname, padded with digits to 8-10 characters. */
export async function newLoginFor(
  app: FastifyInstance,
  firstName: string,
  lastName: string,
): Promise<string> {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const stem = `${ascii(firstName).slice(0, 1)}${ascii(lastName)}`.slice(0, 8);
  for (let n = 1; n < 100; n += 1) {
    const login = `${stem}${String(n).padStart(Math.max(2, 8 - stem.length), '0')}`;
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.login, login)));
    if (!taken) return login;
  }
  throw new Error('no free login');
}
