/**
 * What the browser knows of the user's terms of use between two checks: the session whose
 * acceptance is known (so the terms guard asks the server once per session), and who to tell
 * when the server refuses a call with cgu.error.pending (new terms published mid-session, or
 * an acceptance missing): the app then goes to the terms page.
 */
let acceptedSession: string | null = null;

type TListener = () => void;
const listeners = new Set<TListener>();

export function isTermsAcceptedFor(session: string): boolean {
  return acceptedSession === session;
}

export function rememberTermsAccepted(session: string | null): void {
  acceptedSession = session;
}

/** The app registers here how to reach the terms page. Returns the unsubscribe function. */
export function onTermsRequired(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server answered cgu.error.pending: forget the known acceptance and go to the terms. */
export function reportTermsRequired(): void {
  acceptedSession = null;
  listeners.forEach((listener) => listener());
}
