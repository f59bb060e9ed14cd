import { FLOW_ERRORS, passwordErrors } from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import type { TNotifier } from '../messages/notify';
import type { TSessionsRepository } from '../sessions/sessions.repository';
import type { TUsersRepository } from '../users/users.repository';
import { openFlow, passwordRulesFor, sendCode, type TFlowDeps } from '../verifications/flow';

export type TSavePasswordDeps = {
  flow: TFlowDeps;
  users: Pick<TUsersRepository, 'setPassword'>;
  sessions: Pick<TSessionsRepository, 'revokeAllOfUser'>;
  notify: TNotifier;
};

/**
 * signup/save-password. Sign-up: keeps the new password's hash in the flow and sends the
 * securing code by SMS (or e-mail when there is no phone). Reset, once the e-mail link was opened
 * or the SMS code checked: sets the password at once, unlocks the account and ends every open
 * session.
 */
export async function savePassword(
  deps: TSavePasswordDeps,
  input: { verificationKey: string; password: string; lang?: string },
) {
  const { flow: flowDeps } = deps;
  const { verificationKey, password, lang } = input;
  const { flow, user } = await openFlow(flowDeps, verificationKey, ['SIGNUP', 'RESET']);
  // A reset sets the password only once its owner proved the contact: the e-mail link opened, or
  // the SMS code checked (forgot/validate-code). Its key alone, answered before any code, is not.
  if (flow.purpose === 'RESET' && flow.data.codeVerified !== true) throw badRequest(FLOW_ERRORS.codeInvalid);
  const failing = passwordErrors(password, await passwordRulesFor(flowDeps, user.id));
  if (failing.length > 0)
    throw badRequest(FLOW_ERRORS.passwordRules, Object.fromEntries(failing.map((error) => [error, error])));
  const passwordHash = await hashPassword(password);
  if (flow.purpose === 'RESET') {
    await deps.users.setPassword(user.id, passwordHash);
    await deps.sessions.revokeAllOfUser(user.id, 'password reset');
    await flowDeps.verifications.consume(flow);
    return { done: true as const };
  }
  await flowDeps.verifications.update(flow, { passwordHash });
  const fresh = (await flowDeps.verifications.find(verificationKey, 'SIGNUP'))!;
  return sendCode(flowDeps, deps.notify, fresh, user, user.phone ? 'MOBILE' : 'MAIL', lang);
}
