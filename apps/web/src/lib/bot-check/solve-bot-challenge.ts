import type { TBotChallenge } from './bot-check-api';

type TGrecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

/**
 * ALTCHA: the proof of work, solved asynchronously (SHA digests through WebCrypto, so the page
 * stays responsive; the server caps the work at a fraction of a second). The token is the base64
 * JSON the server's verifySolution reads.
 */
async function solveAltcha(challenge: Extract<TBotChallenge, { provider: 'altcha' }>): Promise<string> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('bot check: no solution');
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  );
}

function loadRecaptcha(siteKey: string): Promise<TGrecaptcha> {
  const existing = (window as { grecaptcha?: TGrecaptcha }).grecaptcha;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { grecaptcha?: TGrecaptcha }).grecaptcha;
      if (loaded) loaded.ready(() => resolve(loaded));
      else reject(new Error('bot check: reCAPTCHA unavailable'));
    };
    script.onerror = () => reject(new Error('bot check: reCAPTCHA unavailable'));
    document.head.append(script);
  });
}

/** A token for the action, from whichever provider the server configured. */
export async function solveBotChallenge(challenge: TBotChallenge, action: string): Promise<string> {
  if (challenge.provider === 'altcha') return solveAltcha(challenge);
  const grecaptcha = await loadRecaptcha(challenge.siteKey);
  return grecaptcha.execute(challenge.siteKey, { action });
}
