import type { TChannel, TContactInfo } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** The code check for each way it was sent: by SMS, or by e-mail ("by key"). */
const PATH_BY_CHANNEL: Record<TChannel, string> = {
  MOBILE: '/auth/exolis/validate/otp',
  MAIL: '/auth/exolis/validate/otp-by-key',
};

/** POST auth/exolis/validate/otp or validate/otp-by-key → the contacts on record. */
export function validateSpaceCode(
  verificationKey: string,
  channel: TChannel,
  otpCode: string,
): Promise<TContactInfo> {
  return http(PATH_BY_CHANNEL[channel], {
    method: 'POST',
    body: { verificationKey, otpCode },
    skipAuth: true,
  });
}
