import {
  ERROR_CODES,
  FLOW_ERRORS,
  checkContactUpdate,
  maskEmail,
  maskPhone,
  type TErrorCode,
} from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError, badRequest } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import type { TSiteSettings } from '../../../settings';
import type { TAttemptsRepository, TLegacyLock } from '../attempts/attempts.repository';
import { countOnce, retryAfter, type TLockCell, type TSeenLock } from '../authenticate/login-guard';
import { isLocked, lockPolicyOf, type TLockState } from '../authenticate/lock-policy';
import type { TNotifier } from '../messages/notify';
import type { TUsersRepository } from '../users/users.repository';
import type { TVerification, TVerifications } from '../verifications/verification.service';
import { identityChannelOf } from '../verifications/flow';
import type { TLegacyAccountsRepository } from './legacy-accounts.repository';

export type { TLegacyAccount } from './legacy-accounts.repository';

/** The old account and holder of an old-account flow, or 400 signup.flow.expired. */
export async function openLegacyFlow(
  deps: {
    verifications: Pick<TVerifications, 'find'>;
    legacyAccounts: Pick<TLegacyAccountsRepository, 'findWithHolder'>;
  },
  verificationKey: string,
) {
  const flow = await deps.verifications.find(verificationKey, 'OLD_ACCOUNT');
  const legacyId = flow?.data.legacyId;
  if (!flow || typeof legacyId !== 'string') throw badRequest(FLOW_ERRORS.flowExpired);
  const row = await deps.legacyAccounts.findWithHolder(legacyId);
  if (!row || row.legacy.migratedUserId) throw badRequest(FLOW_ERRORS.flowExpired);
  return { flow, legacy: row.legacy, holder: row.holder };
}

/** Requires an earlier step of the flow to be done. */
export function requireStep(flow: TVerification, step: 'identityMatched' | 'codeVerified'): void {
  if (!flow.data[step]) throw badRequest(FLOW_ERRORS.flowExpired);
}

/** An old account's row as a lock state, with the counters its compare-and-set writes over. */
const legacyLock = (row: TLegacyLock): TSeenLock<TLegacyVersion> => ({
  state: {
    failures: row.failedAttempts,
    lockouts: row.lockouts,
    lockedUntil: row.lockedUntil,
    permanent: false,
  },
  version: { failedAttempts: row.failedAttempts, lockouts: row.lockouts },
});

type TLegacyVersion = Pick<TLegacyLock, 'failedAttempts' | 'lockouts'>;

/**
 * Checks old credentials: identifier, password and (PLS) access code, with the same cost and
 * answer for an unknown identifier. Every MAX_PASSWORD_ATTEMPTS wrong ones bring a temporary lock
 * that doubles (LOCK_BASE_SECONDS up to LOCK_MAX_SECONDS; never for good, so nobody who knows an
 * old identifier can shut its holder out): 429 general.error.ratelimit until it lifts. Each check
 * takes its place in the count before its answer, so a burst gets no more answers than the limit.
 * The registrar's block answers general.error.blocked.xpls, only once the credentials are right.
 */
export async function checkLegacyCredentials(
  deps: {
    legacyAccounts: Pick<TLegacyAccountsRepository, 'findByIdentifier'>;
    attempts: Pick<TAttemptsRepository, 'readLegacyLock' | 'swapLegacyLock' | 'clearLegacyFailures'>;
    config: Pick<TConfig, 'MAX_PASSWORD_ATTEMPTS' | 'LOCK_BASE_SECONDS' | 'LOCK_MAX_SECONDS'>;
    now?: () => Date;
  },
  input: { oldIdentifier: string; variant: 'OLIS' | 'PLS'; password: string; accessCode?: string },
) {
  const legacy = await deps.legacyAccounts.findByIdentifier(input.oldIdentifier);
  const passwordOk = await verifyPassword(legacy?.passwordHash, input.password);
  const codeOk =
    input.variant === 'PLS' ? await verifyPassword(legacy?.accessCodeHash, input.accessCode ?? '') : true;
  const refused = (code: TErrorCode, status = 401) => new AppError(status, code);
  if (!legacy || legacy.variant !== input.variant) throw refused('login.error.credentials');
  const now = deps.now?.() ?? new Date();
  const policy = lockPolicyOf(deps.config, null);
  const lockedOut = (state: TLockState) =>
    new AppError(429, ERROR_CODES.tooManyRequests, undefined, retryAfter(state.lockedUntil ?? now));
  const seen = legacyLock(legacy);
  if (isLocked(seen.state, now)) throw lockedOut(seen.state);
  const cell: TLockCell<TLegacyVersion> = {
    read: async () => {
      const row = await deps.attempts.readLegacyLock(legacy.id);
      if (!row) throw refused('login.error.credentials');
      return legacyLock(row);
    },
    swap: (before, next) =>
      deps.attempts.swapLegacyLock(legacy.id, before.version, {
        failedAttempts: next.failures,
        lockouts: next.lockouts,
        lockedUntil: next.lockedUntil,
      }),
  };
  const taken = await countOnce(cell, seen, policy, now);
  if (!taken.counted) throw lockedOut(taken.state);
  if (!passwordOk || !codeOk) {
    throw isLocked(taken.state, now) ? lockedOut(taken.state) : refused('login.error.credentials');
  }
  await deps.attempts.clearLegacyFailures(legacy.id);
  if (legacy.blocked === 'O') throw refused(FLOW_ERRORS.legacyBlocked, 423);
  if (legacy.migratedUserId) throw refused(FLOW_ERRORS.legacyMigrated, 409);
  return legacy;
}

/**
 * authenticate/exolis: the old portal's credentials checked, then the migration flow opened. The
 * old password becomes the new account's password: kept hashed in the flow only.
 */
export async function startOldAccountFlow(
  deps: Parameters<typeof checkLegacyCredentials>[0] & {
    verifications: Pick<TVerifications, 'start'>;
    config: Parameters<typeof checkLegacyCredentials>[0]['config'] & Pick<TConfig, 'LINK_TTL_MINUTES'>;
  },
  input: { oldIdentifier: string; variant: 'OLIS' | 'PLS'; password: string; accessCode?: string },
): Promise<{ verificationKey: string }> {
  const legacy = await checkLegacyCredentials(deps, input);
  const flow = await deps.verifications.start({
    userId: null,
    purpose: 'OLD_ACCOUNT',
    ttlSeconds: deps.config.LINK_TTL_MINUTES * 60,
    data: { legacyId: legacy.id, passwordHash: await hashPassword(input.password) },
  });
  return { verificationKey: flow.verificationKey };
}

/** exolis/validate/infos: which contacts on record can receive a code (partly starred), once the identity matched. */
export async function contactsOnRecord(deps: Parameters<typeof openLegacyFlow>[0], verificationKey: string) {
  const { flow, holder } = await openLegacyFlow(deps, verificationKey);
  if (!flow.data.identityMatched)
    return { hasPhone: false, hasEmail: false, maskedPhone: null, maskedEmail: null };
  return {
    hasPhone: Boolean(holder.phone),
    hasEmail: Boolean(holder.email),
    maskedPhone: holder.phone ? maskPhone(holder.phone) : null,
    maskedEmail: holder.email ? maskEmail(holder.email) : null,
  };
}

/** A free portal login for a migrated holder: initial + surname, padded with digits to 8-10 characters. */
export async function newLoginFor(
  users: Pick<TUsersRepository, 'isLoginTaken'>,
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
    if (!(await users.isLoginTaken(login))) return login;
  }
  throw new Error('no free login');
}

/**
 * exolis/consentSms, asked before any contact action (spec 1 §4): the SMS consent kept on the flow,
 * as the portal user it belongs to is only created by update-contacts; once the space code is
 * checked, like update-contacts.
 */
export async function recordOldAccountConsent(
  deps: Parameters<typeof openLegacyFlow>[0] & { verifications: Pick<TVerifications, 'update'> },
  verificationKey: string,
): Promise<true> {
  const { flow } = await openLegacyFlow(deps, verificationKey);
  requireStep(flow, 'codeVerified');
  await deps.verifications.update(flow, { smsConsent: true });
  return true;
}

export type TMigrationDeps = {
  verifications: Pick<TVerifications, 'find'>;
  legacyAccounts: Pick<TLegacyAccountsRepository, 'findWithHolder' | 'migrate'>;
  users: Pick<TUsersRepository, 'isLoginTaken'>;
  settings: Pick<TSiteSettings, 'phoneRules'>;
};

/**
 * update-contacts of the old-account flow: the contacts confirmed or changed (the domain's
 * contact-update rule, the consent recorded by consentSms or given with them, as sign-up takes
 * it), then the holder's portal user created with the old password and a fresh login.
 */
export async function migrateOldAccount(
  deps: TMigrationDeps,
  input: { verificationKey: string; telephone: string; email: string; consentementSms: boolean },
): Promise<void> {
  const { flow, legacy, holder } = await openLegacyFlow(deps, input.verificationKey);
  requireStep(flow, 'codeVerified');
  const contacts = checkContactUpdate({
    telephone: input.telephone,
    email: input.email,
    current: { phone: holder.phone, email: holder.email },
    identityConfirmedBy: identityChannelOf(flow.data),
    smsConsent: flow.data.smsConsent === true || input.consentementSms,
    phoneRules: await deps.settings.phoneRules(legacy.emetIden),
  });
  if (!contacts.ok) throw badRequest(contacts.code, contacts.fields);
  const login = await newLoginFor(deps.users, holder.firstName, holder.lastName);
  await deps.legacyAccounts.migrate({
    legacyId: legacy.id,
    holder,
    user: {
      login,
      email: contacts.email,
      phone: contacts.telephone,
      passwordHash: String(flow.data.passwordHash),
    },
    flow,
  });
}

/**
 * Old account, last step: the new login, sent by e-mail (with the link to the login page) and by
 * SMS, and shown; the flow is spent then.
 */
export async function sendNewLogin(
  deps: {
    verifications: Pick<TVerifications, 'find' | 'consume'>;
    users: Pick<TUsersRepository, 'findById'>;
    notify: Pick<TNotifier, 'mail' | 'sms'>;
    config: Pick<TConfig, 'publicUrl'>;
  },
  verificationKey: string,
  language?: string,
): Promise<{ login: string }> {
  const flow = await deps.verifications.find(verificationKey, 'OLD_ACCOUNT');
  const login = flow?.data.login;
  if (!flow?.userId || typeof login !== 'string') throw badRequest(FLOW_ERRORS.flowExpired);
  const user = await deps.users.findById(flow.userId);
  if (!user) throw badRequest(FLOW_ERRORS.flowExpired);
  await deps.notify.mail(user, 'login', { login, link: `${deps.config.publicUrl}/#/login` }, language);
  await deps.notify.sms(user, 'login', { login }, language);
  await deps.verifications.consume(flow);
  return { login };
}
