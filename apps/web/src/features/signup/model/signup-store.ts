import type { TCodeSent, TContactInfo, TLinkInfo, TPasswordLengths } from '@nomina/domain';
import { useSyncExternalStore } from 'react';

/**
 * Where the holder is in the sign-up (spec 1 §4). identifier and sent belong to the identity
 * stage, password to updating, code and contact to securing.
 */
export type TSignupStep = 'identifier' | 'sent' | 'password' | 'code' | 'contact';

export type TSignupState = {
  step: TSignupStep;
  login: string;
  verificationKey: string;
  passwordRules: TPasswordLengths;
  codeSent: TCodeSent | null;
  contact: TContactInfo | null;
};

const INITIAL: TSignupState = {
  step: 'identifier',
  login: '',
  verificationKey: '',
  passwordRules: { min: 12, max: 64 },
  codeSent: null,
  contact: null,
};

/**
 * The stored sign-up state, kept in memory only: it holds the flow's verification key, which must
 * not outlive the page (the e-mail link is single use, so a reload starts over).
 */
let state: TSignupState = INITIAL;
const listeners = new Set<() => void>();

function patch(next: Partial<TSignupState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const signupStore = {
  get: (): TSignupState => state,
  identifierSent: (login: string) => patch({ step: 'sent', login }),
  backToIdentifier: () => patch({ step: 'identifier' }),
  linkOpened: (link: TLinkInfo) =>
    patch({
      ...INITIAL,
      step: 'password',
      login: link.login,
      verificationKey: link.verificationKey,
      passwordRules: link.passwordRules,
    }),
  passwordSaved: (codeSent: TCodeSent) => patch({ step: 'code', codeSent }),
  codeResent: (codeSent: TCodeSent) => patch({ codeSent }),
  codeValidated: (contact: TContactInfo) => patch({ step: 'contact', contact }),
  consentGiven: () => patch({ contact: state.contact ? { ...state.contact, consentementSms: true } : null }),
  /** Going to login, or starting over: nothing of the flow is kept. */
  clear: () => patch(INITIAL),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignupState(): TSignupState {
  return useSyncExternalStore(subscribe, signupStore.get);
}
