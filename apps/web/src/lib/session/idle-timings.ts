import { SESSION } from '@nomina/domain';
import { IS_PRODUCTION_BUILD } from '../env';

export type TIdleTimings = { idleMs: number; timeoutMs: number; pingMs: number };

function readSeconds(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isFinite(value) && value > 0 ? value * 1000 : null;
}

/**
 * Spec 1 §4 idle timings (600 s, then 120 s; a keep-alive ping every 600 s). Non-production
 * builds accept the page query parameters `idleSeconds`, `timeoutSeconds` and `pingSeconds`
 * (before the hash: `/?idleSeconds=2&timeoutSeconds=3#/login`)
 * so a test or a tester sees the popup and the logout in seconds. Production ignores them.
 */
export function readIdleTimings(
  search: string = window.location.search,
  isProduction: boolean = IS_PRODUCTION_BUILD,
): TIdleTimings {
  const defaults = {
    idleMs: SESSION.idleSeconds * 1000,
    timeoutMs: SESSION.timeoutSeconds * 1000,
    pingMs: SESSION.pingSeconds * 1000,
  };
  if (isProduction) return defaults;
  const params = new URLSearchParams(search);
  return {
    idleMs: readSeconds(params, 'idleSeconds') ?? defaults.idleMs,
    timeoutMs: readSeconds(params, 'timeoutSeconds') ?? defaults.timeoutMs,
    pingMs: readSeconds(params, 'pingSeconds') ?? defaults.pingMs,
  };
}
