import {
  PASSWORD_CHANGE_ERRORS,
  passwordErrors,
  type TErrorCode,
  type TPasswordLengths,
  type TUpdatePasswordRequest,
  type TUpdatePasswordResponse,
} from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import type { TAccountRepository } from './account.repository';

export type TAccountDeps = {
  account: TAccountRepository;
  /** The issuer's MIN/MAX_PASSWORD_LENGTH for this user. */
  passwordRules: (userId: string) => Promise<TPasswordLengths>;
  /** Checks the current password, counting a wrong one against the login's attempt limit. */
  confirmCurrentPassword: (who: { userId: string; sessionId: string }, password: string) => Promise<void>;
  /** Tells the user by e-mail that the password changed. */
  notifyChanged: (userId: string) => Promise<void>;
};

/**
 * account/updatePassword: the new password must meet the issuer's rules and differ from the
 * current one, which is checked against the attempt counter; on success every other session of
 * the user ends and the user gets an e-mail.
 */
export async function updatePassword(
  deps: TAccountDeps,
  who: { userId: string; sessionId: string },
  request: TUpdatePasswordRequest,
): Promise<TUpdatePasswordResponse> {
  const failing = passwordErrors(request.newPassword, await deps.passwordRules(who.userId));
  if (failing.length > 0)
    throw badRequest(
      PASSWORD_CHANGE_ERRORS.rules as TErrorCode,
      Object.fromEntries(failing.map((rule) => [rule, rule])),
    );
  await deps.confirmCurrentPassword(who, request.currentPassword);
  const user = await deps.account.findUser(who.userId);
  if (await verifyPassword(user?.passwordHash, request.newPassword))
    throw badRequest(PASSWORD_CHANGE_ERRORS.samePassword as TErrorCode);
  await deps.account.storePasswordHash(who.userId, await hashPassword(request.newPassword));
  const revokedSessions = await deps.account.revokeOtherSessions(
    who.userId,
    who.sessionId,
    'password changed',
  );
  await deps.notifyChanged(who.userId);
  return { updated: true, revokedSessions };
}
