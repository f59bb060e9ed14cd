import type { FastifyBaseLogger } from 'fastify';
import { FLOW_ERRORS, maskEmail, maskPhone, type TChannel } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError, badRequest } from '../../../lib/app-error';
import type { TSiteSettings } from '../../../settings';
import type { TAccountsRepository } from '../accounts/accounts.repository';
import type { TNotifier } from '../messages/notify';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TCodeCheck, TPurpose, TVerification, TVerifications } from './verification.service';

export type TUser = TUserRow;

/** What the steps of a code or link flow use. */
export type TFlowDeps = {
  verifications: TVerifications;
  users: Pick<TUsersRepository, 'findById'>;
  accounts: Pick<TAccountsRepository, 'primaryIssuer'>;
  settings: Pick<TSiteSettings, 'passwordRules'>;
  limitIdentifier: (scope: string, identifier: string) => Promise<void>;
  config: Pick<TConfig, 'OTP_TTL_SECONDS'>;
};

/** The live flow of a verification key, or 400 signup.flow.expired. */
export async function openFlow(
  deps: { verifications: Pick<TVerifications, 'find'>; users: Pick<TUsersRepository, 'findById'> },
  verificationKey: string,
  purpose: TPurpose | TPurpose[],
): Promise<{ flow: TVerification; user: TUser }> {
  const flow = await deps.verifications.find(verificationKey, purpose);
  if (!flow?.userId) throw badRequest(FLOW_ERRORS.flowExpired);
  const user = await deps.users.findById(flow.userId);
  if (!user) throw badRequest(FLOW_ERRORS.flowExpired);
  return { flow, user };
}

/** Turns a failed code check into its error answer. */
/** The channel a flow's contact-change code was checked on (spec 1 §2 item 6); null before. */
export function identityChannelOf(data: Record<string, unknown>): 'MOBILE' | 'MAIL' | null {
  const channel = data.identityConfirmedBy;
  return channel === 'MOBILE' || channel === 'MAIL' ? channel : null;
}

export function assertCode(check: TCodeCheck): void {
  if (check === 'ok') return;
  const code =
    check === 'wrong'
      ? FLOW_ERRORS.codeInvalid
      : check === 'expired'
        ? FLOW_ERRORS.codeExpired
        : FLOW_ERRORS.codeExhausted;
  throw new AppError(400, code);
}

/** Sends a fresh code of the flow by SMS or e-mail and says where it went. */
export async function sendCode(
  deps: Pick<TFlowDeps, 'verifications' | 'limitIdentifier' | 'config'>,
  notify: TNotifier,
  flow: TVerification,
  user: TUser,
  channel: TChannel,
  language?: string,
) {
  await deps.limitIdentifier('code', flow.verificationKey);
  const destination = channel === 'MOBILE' ? user.phone : user.email;
  if (!destination) throw badRequest(FLOW_ERRORS.contactInvalid);
  const code = await deps.verifications.issueCode(flow, channel, deps.config.OTP_TTL_SECONDS);
  if (channel === 'MOBILE') await notify.sms(user, 'code', { code }, language);
  else await notify.mail(user, 'code', { code }, language);
  return {
    verificationKey: flow.verificationKey,
    channel,
    maskedTo: channel === 'MOBILE' ? maskPhone(destination) : maskEmail(destination),
  };
}

/** MIN/MAX_PASSWORD_LENGTH for the user's (first) issuer. */
export async function passwordRulesFor(deps: Pick<TFlowDeps, 'accounts' | 'settings'>, userId: string) {
  return deps.settings.passwordRules((await deps.accounts.primaryIssuer(userId)).emetIden);
}

/** Runs a notification after the answer is sent, so its time never tells whether a login exists. */
export function notifyLater(log: FastifyBaseLogger, task: () => Promise<unknown>): void {
  setImmediate(() => {
    task().catch((error: unknown) => log.error({ err: error }, 'notification failed'));
  });
}
