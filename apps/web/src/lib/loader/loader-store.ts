import type { TLoaderType } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useSyncExternalStore } from 'react';

/** One pending loading reason: its kind decides what the overlay looks like. */
type TLoaderEntry = { id: number; type: TLoaderType; message?: TTranslationKey };
type TLoaderState = { entries: readonly TLoaderEntry[] };

let state: TLoaderState = { entries: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: TLoaderState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Loader messages of spec 1 §2 / spec 3 §3: 'loading' (the default) and 'prepare your space'. */
export const LOADER_MESSAGES = { loading: 'general.loading', prepareSpace: 'general.loading.space' } as const;

/** Starts a loading reason; call the returned function when it is over (idempotent). */
export function startLoading(
  type: TLoaderType = 'transparent-simple',
  message?: TTranslationKey,
): () => void {
  const id = nextId;
  nextId += 1;
  emit({ entries: [...state.entries, { id, type, ...(message ? { message } : {}) }] });
  let isDone = false;
  return () => {
    if (isDone) return;
    isDone = true;
    emit({ entries: state.entries.filter((entry) => entry.id !== id) });
  };
}

/** The loader to show: the most recent reason wins; `hidden` still counts as loading. */
export function getActiveLoader(current: TLoaderState = state): TLoaderType | null {
  return current.entries.at(-1)?.type ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveLoader(): TLoaderType | null {
  return useSyncExternalStore(subscribe, () => getActiveLoader(state));
}

/** The message of the loader shown, as a translation key. */
export function useLoaderMessage(): TTranslationKey {
  return useSyncExternalStore(subscribe, () => state.entries.at(-1)?.message ?? LOADER_MESSAGES.loading);
}
