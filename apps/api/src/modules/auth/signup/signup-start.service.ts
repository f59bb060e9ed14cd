import { FLOW_ERRORS } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { badRequest } from '../../../lib/app-error';
import type { TNotifier } from '../messages/notify';
import type { TUsersRepository } from '../users/users.repository';
import { passwordRulesFor, type TFlowDeps } from '../verifications/flow';

export type TSignupStartDeps = {
  flow: TFlowDeps;
  users: Pick<TUsersRepository, 'findByLogin'>;
  notify: TNotifier;
  config: Pick<TConfig, 'LINK_TTL_MINUTES' | 'publicUrl'>;
  /** Runs a message after the answer is sent, so its time never tells whether a login exists. */
  later: (task: () => Promise<unknown>) => void;
};

/**
 * Sign-up step 1 (forgot/verifyIdentifiant) and the opening of any e-mail link
 * (forgot/verify-token). The answer to step 1 is the same whether the identifier exists,
 * is already active, or is unknown.
 */
export function createSignupStartService(deps: TSignupStartDeps) {
  const { flow: flowDeps, notify, config } = deps;
  return {
    /** The activation e-mail of a known, not yet active login (an active one is told so), after the answer. */
    sendActivation(login: string, lang?: string) {
      deps.later(async () => {
        const user = await deps.users.findByLogin(login);
        if (!user) return;
        if (user.passwordHash) {
          await notify.mail(user, 'signup-active', { login, link: `${config.publicUrl}/#/login` }, lang);
          return;
        }
        const link = await flowDeps.verifications.startLink({
          userId: user.id,
          purpose: 'SIGNUP',
          ttlSeconds: config.LINK_TTL_MINUTES * 60,
        });
        await notify.mail(
          user,
          'signup',
          { login, link: `${config.publicUrl}/#/firstconnexion?sd=${link}` },
          lang,
        );
      });
      return { sent: true as const };
    },

    /** Spends an e-mail link: the sign-up or reset flow it continues, or 400 link invalid. */
    async openLink(sd: string) {
      const flow = await flowDeps.verifications.openLink(sd);
      const purpose = flow?.purpose;
      if (!flow?.userId || (purpose !== 'SIGNUP' && purpose !== 'RESET'))
        throw badRequest(FLOW_ERRORS.linkInvalid);
      const user = await flowDeps.users.findById(flow.userId);
      if (!user) throw badRequest(FLOW_ERRORS.linkInvalid);
      // The link reached the e-mail on record: a reset flow opened by it may set the password.
      if (purpose === 'RESET') await flowDeps.verifications.update(flow, { codeVerified: true });
      return {
        verificationKey: flow.verificationKey,
        purpose: purpose as 'SIGNUP' | 'RESET',
        login: user.login,
        passwordRules: await passwordRulesFor(flowDeps, user.id),
      };
    },
  };
}
