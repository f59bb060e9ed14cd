import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { CAPTCHA_MIN_SCORE, type TCaptchaChallenge } from '@nomina/domain';

export type TCaptcha = {
  provider: 'altcha' | 'recaptcha';
  challenge: () => Promise<TCaptchaChallenge>;
  /** True when the token proves a person (ALTCHA solution, or reCAPTCHA v3 score ≥ 0.5 for the action). */
  verify: (token: string, action?: string) => Promise<boolean>;
};

const ALTCHA_MAX_NUMBER = 50_000;
const ALTCHA_TTL_MS = 5 * 60_000;

/** Self-hosted ALTCHA proof of work: nothing leaves the machine. A solution is accepted once. */
function createAltcha(hmacKey: string): TCaptcha {
  const spent = new Map<string, number>();
  return {
    provider: 'altcha',
    challenge: async () => ({
      provider: 'altcha',
      ...(await createChallenge({
        hmacKey,
        maxnumber: ALTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + ALTCHA_TTL_MS),
      })),
    }),
    verify: async (token) => {
      const now = Date.now();
      for (const [signature, until] of spent) if (until < now) spent.delete(signature);
      let signature: unknown;
      try {
        signature = (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown })
          .signature;
      } catch {
        return false;
      }
      if (typeof signature !== 'string' || spent.has(signature)) return false;
      const ok = await verifySolution(token, hmacKey, true).catch(() => false);
      if (ok) spent.set(signature, now + ALTCHA_TTL_MS);
      return ok;
    },
  };
}

/** Google reCAPTCHA v3 through its siteverify API, used when RECAPTCHA_SECRET is set. */
function createRecaptcha(secret: string, siteKey: string): TCaptcha {
  return {
    provider: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', siteKey }),
    verify: async (token, action) => {
      const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (!response?.ok) return false;
      const body = (await response.json()) as { success?: boolean; score?: number; action?: string };
      return (
        Boolean(body.success) && (body.score ?? 0) >= CAPTCHA_MIN_SCORE && (!action || body.action === action)
      );
    },
  };
}

export function createCaptcha(options: {
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  altchaKey: string;
}): TCaptcha {
  if (options.recaptchaSecret && options.recaptchaSiteKey)
    return createRecaptcha(options.recaptchaSecret, options.recaptchaSiteKey);
  return createAltcha(options.altchaKey);
}
