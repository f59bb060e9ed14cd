import { FLOW_ERRORS, type TChannel } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { badRequest } from '../../../lib/app-error';
import type { TNotifier } from '../messages/notify';
import type { TUsersRepository } from '../users/users.repository';
import { assertCode, openFlow, sendCode, type TFlowDeps } from '../verifications/flow';

export type TSecuringDeps = {
  flow: TFlowDeps;
  users: Pick<TUsersRepository, 'recordSmsConsent'>;
  notify: TNotifier;
  config: Pick<TConfig, 'MAX_CODE_ATTEMPTS'>;
};

/**
 * Securing steps of the sign-up, after the password: the SMS code, the SMS consent, and the
 * identity code asked before a contact detail changes. Each needs the previous step done.
 */
export function createSecuringService(deps: TSecuringDeps) {
  const { flow: flowDeps, notify, config } = deps;
  const { verifications } = flowDeps;
  /** The sign-up flow once its securing code is checked, or 400 signup.flow.expired. */
  const openSecured = async (verificationKey: string) => {
    const opened = await openFlow(flowDeps, verificationKey, 'SIGNUP');
    if (!opened.flow.data.codeVerified) throw badRequest(FLOW_ERRORS.flowExpired);
    return opened;
  };

  return {
    /** firstconnexion/validate-otp: checks the securing code; answers the contacts on record. */
    async validateCode(verificationKey: string, otpCode: string) {
      const { flow, user } = await openFlow(flowDeps, verificationKey, 'SIGNUP');
      if (!flow.data.passwordHash) throw badRequest(FLOW_ERRORS.flowExpired);
      assertCode(await verifications.checkCode(flow, otpCode, config.MAX_CODE_ATTEMPTS));
      await verifications.update(flow, { codeVerified: true });
      return { telephone: user.phone, email: user.email, consentementSms: user.smsConsent };
    },

    /** firstconnexion/resend-otp: the securing code again, while it is not yet checked. */
    async resendCode(verificationKey: string) {
      const { flow, user } = await openFlow(flowDeps, verificationKey, 'SIGNUP');
      if (!flow.data.passwordHash || flow.data.codeVerified) throw badRequest(FLOW_ERRORS.flowExpired);
      return sendCode(flowDeps, notify, flow, user, user.phone ? 'MOBILE' : 'MAIL');
    },

    /** firstconnexion/consentSms. */
    async recordSmsConsent(verificationKey: string): Promise<true> {
      const { user } = await openSecured(verificationKey);
      await deps.users.recordSmsConsent(user.id);
      return true;
    },

    /** firstconnexion/request-otp: an identity code to the current mobile or e-mail. */
    async requestIdentityCode(verificationKey: string, channel: TChannel) {
      const { flow, user } = await openSecured(verificationKey);
      return sendCode(flowDeps, notify, flow, user, channel);
    },

    /**
     * firstconnexion/validate-identity-otp: the identity code of a contact change, recorded with
     * the channel it went to (the contact that stays: the change it allows depends on it).
     */
    async validateIdentityCode(verificationKey: string, otpCode: string) {
      const { flow } = await openSecured(verificationKey);
      assertCode(await verifications.checkCode(flow, otpCode, config.MAX_CODE_ATTEMPTS));
      await verifications.update(flow, { identityConfirmedBy: flow.channel });
      return { confirmed: true as const };
    },
  };
}
