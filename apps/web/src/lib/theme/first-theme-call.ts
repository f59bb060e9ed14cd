import { STORAGE_KEYS } from '@nomina/domain';
import { API_BASE } from '../http/api-base';
import { CIPHER_KEY } from '../storage/cipher-key';
import { hashKey } from '../storage/obfuscate';

let first: Promise<unknown> | undefined;
/** Once the app read the theme, a first script arriving late has nothing left to start. */
let isTaken = false;

/**
 * The theme call as the page's first script makes it (src/first-call.ts, a few hundred bytes run
 * as soon as it arrives): the theme comes in while the app's code is still loading instead of
 * after it (issue 15 §5). Only for a browser holding no theme of its own, the one case where
 * the call is sure to be POST resource/theme with the page origin alone (fetch-theme.ts).
 */
export function startFirstThemeCall(): void {
  if (isTaken || window.localStorage.getItem(hashKey(CIPHER_KEY, STORAGE_KEYS.theme)) !== null) return;
  first = fetch(`${API_BASE}/resource/theme`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'hidden-req': 'true' },
    body: JSON.stringify({ url: window.location.origin }),
    credentials: 'same-origin',
  }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(String(response.status))),
  );
  first.catch(() => {});
}

/** The answer of that call, once: any later theme read (or a failed call) asks again. */
export function takeFirstThemeCall(): Promise<unknown> | undefined {
  const taken = first;
  first = undefined;
  isTaken = true;
  return taken;
}
