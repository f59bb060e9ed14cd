import type { TThemeResponse } from '@nomina/domain';
import { useSyncExternalStore } from 'react';

let current: TThemeResponse | null = null;
const listeners = new Set<() => void>();

export function setThemeState(next: TThemeResponse): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getThemeState(): TThemeResponse | null {
  return current;
}

/** Maintenance flag: undefined until the theme call has answered (or failed). */
export function getAliveFlag(): boolean | undefined {
  return current?.alive;
}

/** Spec 1 §4: the maintenance flag is awaited by polling every 100 ms until defined. */
export function waitForAliveFlag(pollMs = 100): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const alive = getAliveFlag();
      if (alive === undefined) window.setTimeout(check, pollMs);
      else resolve(alive);
    };
    check();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The resolved theme; components under the bootstrap gate can rely on it being set. */
export function useThemeState(): TThemeResponse {
  const state = useSyncExternalStore(subscribe, getThemeState);
  if (!state) throw new Error('useThemeState used before the theme was resolved');
  return state;
}
