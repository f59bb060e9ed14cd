import { FLOW_ERRORS, checkContactUpdate } from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import type { TSiteSettings } from '../../../settings';
import type { TAccountsRepository } from '../accounts/accounts.repository';
import type { TUsersRepository } from '../users/users.repository';
import type { TVerifications } from '../verifications/verification.service';
import { identityChannelOf, openFlow } from '../verifications/flow';

export type TCompleteSignupDeps = {
  verifications: Pick<TVerifications, 'find' | 'consume'>;
  users: Pick<TUsersRepository, 'findById' | 'completeSignup'>;
  accounts: Pick<TAccountsRepository, 'primaryIssuer'>;
  settings: Pick<TSiteSettings, 'phoneRules'>;
  /** 409 cgu.error.version unless the version is the one in force. */
  requireCurrentTerms: (version: number) => Promise<void>;
};

/**
 * The last sign-up step: the contacts confirmed or changed (the domain's contact-update rule),
 * the password chosen earlier stored, and the terms accepted on the way recorded.
 */
export async function completeSignup(
  deps: TCompleteSignupDeps,
  input: {
    verificationKey: string;
    telephone: string;
    email: string;
    consentementSms?: boolean;
    cguVersion?: number;
  },
): Promise<{ login: string }> {
  const { flow, user } = await openFlow(deps, input.verificationKey, 'SIGNUP');
  const passwordHash = flow.data.passwordHash;
  if (!flow.data.codeVerified || typeof passwordHash !== 'string') throw badRequest(FLOW_ERRORS.flowExpired);
  const smsConsent = user.smsConsent || input.consentementSms === true;
  const contacts = checkContactUpdate({
    telephone: input.telephone,
    email: input.email,
    current: { phone: user.phone, email: user.email },
    identityConfirmedBy: identityChannelOf(flow.data),
    smsConsent,
    phoneRules: await deps.settings.phoneRules((await deps.accounts.primaryIssuer(user.id)).emetIden),
  });
  if (!contacts.ok) throw badRequest(contacts.code, contacts.fields);
  if (input.cguVersion !== undefined) await deps.requireCurrentTerms(input.cguVersion);
  await deps.users.completeSignup(
    user.id,
    { phone: contacts.telephone, email: contacts.email, smsConsent, passwordHash },
    input.cguVersion,
  );
  await deps.verifications.consume(flow);
  return { login: user.login };
}
