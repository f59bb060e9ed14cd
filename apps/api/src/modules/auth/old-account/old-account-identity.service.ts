import {
  ERROR_CODES,
  FLOW_ERRORS,
  clientReferencePrefix,
  makeZClientReference,
  maskEmail,
  maskPhone,
  splitClientReference,
  type TChannel,
} from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError, badRequest } from '../../../lib/app-error';
import type { TCounterStore } from '../../../lib/counter-store';
import type { TAccountsRepository } from '../accounts/accounts.repository';
import type { TNotifier } from '../messages/notify';
import { assertCode } from '../verifications/flow';
import type { TVerifications } from '../verifications/verification.service';
import type { TLegacyAccountsRepository } from './legacy-accounts.repository';
import { openLegacyFlow, requireStep } from './old-account.service';

const IDENTITY_TRIES = 3;

export type TOldAccountIdentityDeps = {
  verifications: TVerifications;
  legacyAccounts: Pick<TLegacyAccountsRepository, 'findWithHolder'>;
  accounts: Pick<TAccountsRepository, 'issuerTheme'>;
  notify: TNotifier;
  limitIdentifier: (scope: string, identifier: string) => Promise<void>;
  counters: Pick<TCounterStore, 'hit'>;
  config: Pick<TConfig, 'OTP_TTL_SECONDS' | 'MAX_CODE_ATTEMPTS' | 'RESET_CODES_PER_DAY'>;
};

/**
 * Old account, identity and codes: the issuer and client reference checked against the
 * register (3 tries), a code to a contact on record, and the codes that confirm them.
 */
export function createOldAccountIdentityService(deps: TOldAccountIdentityDeps) {
  const { verifications, config } = deps;

  /**
   * A code of the flow checked (by SMS, by e-mail or either), marking the step it completes; the
   * contact-change code is marked with the channel it went to (the contact that stays).
   */
  const checkCode =
    (channel: 'MOBILE' | 'MAIL' | 'ANY', mark: 'codeVerified' | 'identityConfirmedBy') =>
    async (verificationKey: string, otpCode: string) => {
      const { flow, holder } = await openLegacyFlow(deps, verificationKey);
      requireStep(flow, mark === 'codeVerified' ? 'identityMatched' : 'codeVerified');
      if (channel !== 'ANY' && flow.channel !== channel) throw new AppError(400, FLOW_ERRORS.codeInvalid);
      assertCode(await verifications.checkCode(flow, otpCode, config.MAX_CODE_ATTEMPTS));
      await verifications.update(flow, { [mark]: mark === 'codeVerified' ? true : flow.channel });
      return { telephone: holder.phone, email: holder.email, consentementSms: false };
    };

  return {
    /** exolis/verify-identity: issuer, client reference 'code / digits', optional employee reference. */
    async verifyIdentity(input: {
      verificationKey: string;
      emetIden: number;
      refClient: string;
      refSalarie?: string;
    }) {
      const { verificationKey, emetIden, refClient, refSalarie } = input;
      const { flow, legacy } = await openLegacyFlow(deps, verificationKey);
      // The identity form's rule (spec 1 §5): blank gives the required message, then the format keys.
      const format = makeZClientReference(clientReferencePrefix(emetIden)).safeParse(refClient);
      if (!format.success)
        throw badRequest(FLOW_ERRORS.legacyIdentity, { refClient: format.error.issues[0]!.message });
      const matches =
        legacy.emetIden === emetIden &&
        splitClientReference(refClient)?.digits === legacy.refClient &&
        (!refSalarie || refSalarie === legacy.refSalarie);
      if (!matches) {
        const attempts = await verifications.addAttempt(flow);
        if (attempts >= IDENTITY_TRIES) await verifications.consume(flow);
        throw new AppError(
          400,
          attempts >= IDENTITY_TRIES ? FLOW_ERRORS.flowExpired : FLOW_ERRORS.legacyIdentity,
        );
      }
      await verifications.clearAttempts(flow);
      await verifications.update({ ...flow, attempts: 0 }, { identityMatched: true });
      return { matched: true as const };
    },

    /** exolis/request-otp: a code to the mobile or e-mail on record. */
    async requestCode(verificationKey: string, channel: TChannel) {
      const { flow, holder, legacy } = await openLegacyFlow(deps, verificationKey);
      requireStep(flow, 'identityMatched');
      await deps.limitIdentifier('code', flow.verificationKey);
      // Each new code gives its flow fresh attempts, and an SMS costs: codes to one old account
      // are bounded per day, whichever flow asks (not spaced: a move asks two in a row).
      const budget = await deps.counters.hit('legacy-code', legacy.id, {
        periodSeconds: 86_400,
        max: config.RESET_CODES_PER_DAY,
      });
      if (!budget.allowed) throw new AppError(429, ERROR_CODES.tooManyRequests);
      const to = channel === 'MOBILE' ? holder.phone : holder.email;
      if (!to) throw badRequest(FLOW_ERRORS.contactInvalid);
      const code = await verifications.issueCode(flow, channel, config.OTP_TTL_SECONDS);
      const themeId = (await deps.accounts.issuerTheme(legacy.emetIden)) ?? undefined;
      const recipient = { id: null, email: holder.email, phone: holder.phone, themeId };
      if (channel === 'MOBILE') await deps.notify.sms(recipient, 'code', { code });
      else await deps.notify.mail(recipient, 'code', { code });
      return {
        verificationKey: flow.verificationKey,
        channel,
        maskedTo: channel === 'MOBILE' ? maskPhone(to) : maskEmail(to),
      };
    },

    /** exolis/validate/otp: the code sent by SMS. */
    checkSmsCode: checkCode('MOBILE', 'codeVerified'),
    /** exolis/validate/otp-by-key: the code sent by e-mail. */
    checkMailCode: checkCode('MAIL', 'codeVerified'),
    /** exolis/validate/otp-old: the code confirming a contact change. */
    checkContactChangeCode: checkCode('ANY', 'identityConfirmedBy'),
  };
}
