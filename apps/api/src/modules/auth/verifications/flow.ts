import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FLOW_ERRORS, maskEmail, maskPhone, type TChannel } from '@nomina/domain';
import { users } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/app-error';
import { readPasswordRules } from '../../resource/parametre-site/parametre-site.service';
import { primaryIssuerOf } from '../authenticate/user-access';
import type { TNotifier } from '../messages/notify';
import type { TCodeCheck, TPurpose, TVerification } from './verification.service';

export type TUser = typeof users.$inferSelect;

/** The live flow of a verification key, or 400 signup.flow.expired. */
export async function openFlow(
  app: FastifyInstance,
  verificationKey: string,
  purpose: TPurpose | TPurpose[],
): Promise<{ flow: TVerification; user: TUser }> {
  const flow = await app.verifications.find(verificationKey, purpose);
  if (!flow?.userId) throw badRequest(FLOW_ERRORS.flowExpired);
  const [user] = await app.db.select().from(users).where(eq(users.id, flow.userId));
  if (!user) throw badRequest(FLOW_ERRORS.flowExpired);
  return { flow, user };
}

/** Turns a failed code check into its error answer. */
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
  app: FastifyInstance,
  notify: TNotifier,
  flow: TVerification,
  user: TUser,
  channel: TChannel,
  language?: string,
) {
  await app.limitIdentifier('code', flow.verificationKey);
  const destination = channel === 'MOBILE' ? user.phone : user.email;
  if (!destination) throw badRequest(FLOW_ERRORS.contactInvalid);
  const code = await app.verifications.issueCode(flow, channel, app.config.OTP_TTL_SECONDS);
  if (channel === 'MOBILE') await notify.sms(user, 'code', { code }, language);
  else await notify.mail(user, 'code', { code }, language);
  return {
    verificationKey: flow.verificationKey,
    channel,
    maskedTo: channel === 'MOBILE' ? maskPhone(destination) : maskEmail(destination),
  };
}

/** MIN/MAX_PASSWORD_LENGTH for the user's (first) issuer. */
export async function passwordRulesFor(app: FastifyInstance, userId: string) {
  return readPasswordRules(app.db, (await primaryIssuerOf(app, userId)).emetIden);
}

/** Runs a notification after the answer is sent, so its time never tells whether a login exists. */
export function notifyLater(app: FastifyInstance, task: () => Promise<unknown>): void {
  setImmediate(() => {
    task().catch((error: unknown) => app.log.error({ err: error }, 'notification failed'));
  });
}
