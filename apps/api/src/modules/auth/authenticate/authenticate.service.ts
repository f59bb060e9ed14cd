import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type TLoginRequest } from '@nomina/domain';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import { openSession } from '../sessions/session.service';
import { createUnknownLoginCounter } from './login-guard';
import { listComptes, soleAccount } from './user-access';

export type TUserRow = typeof users.$inferSelect;

export const normaliseLogin = (login: string) => login.trim().toLowerCase();

/**
 * Checks a login and password. Every failure, whether the login exists or not, costs one
 * argon2 verification and gives the same answer; the limit locks the account.
 */
export function createPasswordCheck(app: FastifyInstance) {
  const unknownLogins = createUnknownLoginCounter(app.config.MAX_PASSWORD_ATTEMPTS);
  const locked = () => new AppError(423, ERROR_CODES.accountLocked);
  const refused = () => new AppError(401, ERROR_CODES.badCredentials);

  return async function checkPassword(request: TLoginRequest): Promise<TUserRow> {
    const login = normaliseLogin(request.login);
    app.limitIdentifier('login', login);
    const [user] = await app.db.select().from(users).where(eq(users.login, login));
    const matches = await verifyPassword(user?.passwordHash, request.password);
    if (!user || !user.passwordHash) {
      throw unknownLogins.fail(login) ? locked() : refused();
    }
    if (user.lockedAt) throw locked();
    if (!matches) {
      const [updated] = await app.db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1`, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning({ failedAttempts: users.failedAttempts });
      if (updated!.failedAttempts >= app.config.MAX_PASSWORD_ATTEMPTS) {
        await app.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, user.id));
        throw locked();
      }
      throw refused();
    }
    if (user.failedAttempts > 0)
      await app.db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
    return user;
  };
}

/** Opens the session of a user who proved who they are (password, code or SSO). */
export async function startSession(app: FastifyInstance, user: TUserRow, options: { isSso?: boolean } = {}) {
  const comptes = await listComptes(app, user.id);
  return openSession(app.db, {
    userId: user.id,
    ttlHours: app.config.SESSION_TTL_HOURS,
    isSso: options.isSso,
    account: soleAccount(comptes),
  });
}
