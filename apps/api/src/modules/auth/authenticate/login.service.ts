import {
  ERROR_CODES,
  FLOW_ERRORS,
  OTP_RESEND_DELAY_SECONDS,
  maskPhone,
  type TLoginRequest,
  type TOtpChallenge,
} from '@nomina/domain';
import type { TAccessClaims, TAccessTokens } from '../../../access';
import type { TConfig } from '../../../config/config';
import { AppError, badRequest } from '../../../lib/app-error';
import type { TAccountsRepository, TCompteWithTheme } from '../accounts/accounts.repository';
import type { TNotifier } from '../messages/notify';
import type { TSessionAccount, TSessionRow, TSessionService } from '../sessions/session.service';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { assertCode, type sendCode } from '../verifications/flow';
import type { TVerifications } from '../verifications/verification.service';
import { startSession, type TCheckedPassword } from './authenticate.service';

/**
 * The login steps behind `authenticate`, `validate-otp`, `resend-otp`, `refreshtoken` and
 * `user-token`: each route parses, calls one of these and answers. What they give back is what
 * the answer carries (`sendUserAccess` turns an opened session into tokens and the cookie).
 */
export type TLoginDeps = {
  checkPassword: (request: TLoginRequest, address: string) => Promise<TCheckedPassword>;
  users: Pick<TUsersRepository, 'findById' | 'loginOf'>;
  accounts: Pick<TAccountsRepository, 'listComptes'>;
  sessions: Pick<TSessionService, 'open' | 'rotate' | 'selectAccount'>;
  verifications: Pick<TVerifications, 'start' | 'issueCode' | 'find' | 'checkCode' | 'consume'>;
  notify: Pick<TNotifier, 'sms'>;
  tokens: Pick<TAccessTokens, 'sign'>;
  /** Sends a fresh code of a flow (verifications/flow.ts). */
  sendCode: (flow: Parameters<typeof sendCode>[2], user: TUserRow) => ReturnType<typeof sendCode>;
  config: Pick<TConfig, 'OTP_TTL_SECONDS' | 'MAX_CODE_ATTEMPTS'>;
  /**
   * Runs a login's password check and session opening when its turn comes (lib/gate.ts): a few
   * at once keep every hash thread busy, and the event loop never holds a burst of them. A login
   * whose requester left (`gone`) is dropped when its turn comes.
   */
  admit: <T>(work: () => Promise<T>, gone?: () => boolean) => Promise<T>;
  now?: () => number;
};

/** A session just opened, with what the answer needs. */
export type TOpened = {
  session: TSessionRow;
  refreshToken: string;
  login: string;
  comptes?: TCompteWithTheme[];
};

async function open(deps: TLoginDeps, user: TUserRow, read?: TCompteWithTheme[]): Promise<TOpened> {
  const { session, refreshToken, comptes } = await startSession(deps, user, { comptes: read });
  return { session, refreshToken, comptes, login: user.login };
}

/**
 * Password step: a session, or an SMS code challenge for a user with the one-time-code step.
 * `gone` tells whether the requester closed the connection while the login waited its turn.
 */
export async function logIn(
  deps: TLoginDeps,
  request: TLoginRequest,
  address: string,
  gone?: () => boolean,
): Promise<{ opened: TOpened } | { challenge: TOtpChallenge }> {
  const withCode = (user: TUserRow): user is TUserRow & { phone: string } =>
    Boolean(user.otpLogin && user.phone);
  // The accounts the session opens on are read with the user, before the hash. The code step's
  // SMS goes out after the turn is given back: a slow gateway holds no other login.
  const checked = await deps.admit(async () => {
    const { user, comptes, recorded } = await deps.checkPassword(request, address);
    if (!withCode(user)) {
      const [opened] = await Promise.all([open(deps, user, comptes), recorded]);
      return { opened };
    }
    await recorded;
    return { user };
  }, gone);
  if (checked.opened) return { opened: checked.opened };
  const { user } = checked;
  const ttl = deps.config.OTP_TTL_SECONDS;
  const flow = await deps.verifications.start({ userId: user.id, purpose: 'LOGIN_OTP', ttlSeconds: ttl });
  const code = await deps.verifications.issueCode(flow, 'MOBILE', ttl);
  await deps.notify.sms(user, 'code', { code });
  return {
    challenge: {
      otpRequired: true,
      verificationKey: flow.verificationKey,
      maskedPhone: maskPhone(user.phone),
    },
  };
}

/** Code step: the SMS code of a LOGIN_OTP flow opens the session (counted guesses, spent once). */
export async function validateOtp(deps: TLoginDeps, verificationKey: string, code: string): Promise<TOpened> {
  const flow = await deps.verifications.find(verificationKey, 'LOGIN_OTP');
  if (!flow?.userId) throw badRequest(FLOW_ERRORS.flowExpired);
  assertCode(await deps.verifications.checkCode(flow, code, deps.config.MAX_CODE_ATTEMPTS));
  await deps.verifications.consume(flow);
  const user = await deps.users.findById(flow.userId);
  if (!user) throw new AppError(401, ERROR_CODES.badCredentials);
  return open(deps, user);
}

/** A new SMS code for a login at the code step, OTP_RESEND_DELAY_SECONDS after the last one. */
export async function resendOtp(
  deps: TLoginDeps,
  verificationKey: string,
): Promise<{ maskedPhone: string; resendAfterSeconds: number }> {
  const flow = await deps.verifications.find(verificationKey, 'LOGIN_OTP');
  if (!flow?.userId) throw badRequest(FLOW_ERRORS.flowExpired);
  const issuedAt = Number(flow.data.codeExpiresAt ?? 0) - deps.config.OTP_TTL_SECONDS * 1000;
  const waitMs = issuedAt + OTP_RESEND_DELAY_SECONDS * 1000 - (deps.now ?? Date.now)();
  if (waitMs > 0)
    throw new AppError(429, ERROR_CODES.tooManyRequests, {
      retryAfterSeconds: String(Math.ceil(waitMs / 1000)),
    });
  const user = await deps.users.findById(flow.userId);
  if (!user?.phone) throw badRequest(FLOW_ERRORS.flowExpired);
  const sent = await deps.sendCode(flow, user);
  return { maskedPhone: sent.maskedTo, resendAfterSeconds: OTP_RESEND_DELAY_SECONDS };
}

/**
 * Spends a refresh token for the next one. Every claim comes from the session, never from the
 * request (issue 9 §10); a refusal says why, for the log, and ends in 401 session ended.
 */
export async function refresh(
  deps: TLoginDeps,
  presented: string,
  sessionId: string,
): Promise<{ opened: TOpened } | { refused: string }> {
  const rotation = await deps.sessions.rotate(presented, sessionId);
  if (!rotation.ok) return { refused: rotation.reason };
  const login = await deps.users.loginOf(rotation.session.userId);
  if (!login) return { refused: 'no user' };
  return { opened: { session: rotation.session, refreshToken: rotation.refreshToken, login } };
}

/** Binds the session to one of its user's accounts: a token for it and its issuer's theme. */
export async function chooseAccount(
  deps: TLoginDeps,
  claims: TAccessClaims,
  chosen: { actiIden: number; emetIden: number },
): Promise<{ token: string; idTheme: number }> {
  const comptes = await deps.accounts.listComptes(claims.userId);
  const compte = comptes.find(
    (candidate) => candidate.actiIden === chosen.actiIden && candidate.emetIden === chosen.emetIden,
  );
  if (!compte) throw new AppError(403, ERROR_CODES.unknownAccount);
  const account: TSessionAccount = {
    tituNume: compte.tituNume,
    actiIden: compte.actiIden,
    emetIden: compte.emetIden,
  };
  await deps.sessions.selectAccount(claims.sessionId, account);
  return { token: await deps.tokens.sign({ ...claims, ...account }), idTheme: compte.themeId };
}
