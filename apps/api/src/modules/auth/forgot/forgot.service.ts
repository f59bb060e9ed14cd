import { randomBytes } from 'node:crypto';
import { ERROR_CODES, FLOW_ERRORS } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import type { TAuthCounters } from '../attempts/counters.repository';
import { normaliseLogin } from '../authenticate/authenticate.service';
import type { TNotifier } from '../messages/notify';
import type { TUsersRepository } from '../users/users.repository';
import { openFlow, passwordRulesFor, type TFlowDeps } from '../verifications/flow';

/** The destination shown for a reset code by SMS: the same for every login, known or not. */
export const HIDDEN_DESTINATION = '**********';

export type TForgotDeps = {
  flow: TFlowDeps;
  users: Pick<TUsersRepository, 'findByLogin' | 'findByContact'>;
  counters: Pick<TAuthCounters, 'hit'>;
  /** Whether one more message may go to this phone or address today. */
  mayMessage: (destination: string) => Promise<boolean>;
  notify: TNotifier;
  config: Pick<
    TConfig,
    | 'RESET_CODES_PER_DAY'
    | 'RESET_CODE_SPACING_SECONDS'
    | 'LINK_TTL_MINUTES'
    | 'OTP_TTL_SECONDS'
    | 'MAX_CODE_ATTEMPTS'
    | 'publicUrl'
  >;
  /** Runs a message after the answer is sent, so its time never tells whether a login exists. */
  later: (task: () => Promise<unknown>) => void;
};

/**
 * Forgotten password and forgotten identifier. Every answer is the same whether or not the
 * account exists: a by-SMS reset gives a verification key either way (a made-up one never
 * accepts a code), and messages leave after the answer.
 */
export function createForgotService(deps: TForgotDeps) {
  const { flow: flowDeps, notify, config } = deps;
  const verifications = flowDeps.verifications;
  const resetBudget = {
    periodSeconds: 86_400,
    max: config.RESET_CODES_PER_DAY,
    spacingSeconds: config.RESET_CODE_SPACING_SECONDS,
  };
  const findActive = async (login: string) => {
    const user = await deps.users.findByLogin(normaliseLogin(login));
    return user?.passwordHash ? user : null;
  };

  return {
    /** forgot/set-password: a reset link by e-mail, or a code by SMS. */
    async requestReset(input: { login: string; buttonChoice: 'MAIL' | 'SMS'; lang?: string }) {
      const { login, buttonChoice, lang } = input;
      const user = await findActive(login);
      if (buttonChoice === 'MAIL') {
        if (user) {
          deps.later(async () => {
            const link = await verifications.startLink({
              userId: user.id,
              purpose: 'RESET',
              ttlSeconds: config.LINK_TTL_MINUTES * 60,
            });
            await notify.mail(
              user,
              'reset',
              { login: user.login, link: `${config.publicUrl}/#/setpassword?sd=${link}` },
              lang,
            );
          });
        }
        return { sent: true as const };
      }
      // The key is made before knowing whether anyone gets a code, so both answers look alike.
      const verificationKey = randomBytes(24).toString('base64url');
      // Spacing and daily budget per login apply to any login, known or not: the same answers.
      const perLogin = await deps.counters.hit('reset-code:login', normaliseLogin(login), resetBudget);
      if (!perLogin.allowed) throw new AppError(429, ERROR_CODES.tooManyRequests);
      const phone = user?.phone;
      if (user && phone) {
        deps.later(async () => {
          // Per phone too (several logins may share one); past it nothing is sent, silently.
          if (!(await deps.counters.hit('reset-code:phone', phone, resetBudget)).allowed) return;
          const flow = await verifications.start({
            userId: user.id,
            purpose: 'RESET',
            ttlSeconds: config.LINK_TTL_MINUTES * 60,
            verificationKey,
          });
          const code = await verifications.issueCode(flow, 'MOBILE', config.OTP_TTL_SECONDS);
          await notify.sms(user, 'code', { code }, lang);
        });
      }
      // Nothing of the phone is shown: it would tell that the login exists.
      return { verificationKey, channel: 'MOBILE' as const, maskedTo: HIDDEN_DESTINATION };
    },

    /** forgot/validate-code: checks the SMS code; save-password then takes the same key. */
    async validateCode(verificationKey: string, otpCode: string) {
      const { flow, user } = await openFlow(flowDeps, verificationKey, 'RESET').catch(() => {
        throw new AppError(400, FLOW_ERRORS.codeInvalid);
      });
      // Every refusal reads the same (wrong, expired or used up): an unknown login's key, which
      // never accepts a code, must not be told apart from a real one by its third answer.
      if ((await verifications.checkCode(flow, otpCode, config.MAX_CODE_ATTEMPTS)) !== 'ok')
        throw new AppError(400, FLOW_ERRORS.codeInvalid);
      // The key was handed out before any code: only now may save-password use it.
      await verifications.update(flow, { codeVerified: true });
      return {
        verificationKey: flow.verificationKey,
        purpose: 'RESET' as const,
        login: user.login,
        passwordRules: await passwordRulesFor(flowDeps, user.id),
      };
    },

    /** forgot/forgot-login: sends each login on record for the e-mail or mobile, after the answer. */
    sendLogins(input: { email?: string; telephone?: string; lang?: string }) {
      const { email, telephone, lang } = input;
      deps.later(async () => {
        for (const user of await deps.users.findByContact({ email, telephone })) {
          // Past the day's messages to this destination, nothing more is sent, silently.
          if (!(await deps.mayMessage(email ?? telephone ?? ''))) return;
          if (email)
            await notify.mail(
              user,
              'login',
              { login: user.login, link: `${config.publicUrl}/#/login` },
              lang,
            );
          else await notify.sms(user, 'login', { login: user.login }, lang);
        }
      });
      return { sent: true as const };
    },
  };
}
