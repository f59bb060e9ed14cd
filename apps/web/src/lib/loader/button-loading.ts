import { useSyncExternalStore } from 'react';

/**
 * Loading state per button id (spec 3 §4): while a button's action runs it shows its spinner and
 * the page does not scroll. A button without an id cannot be tracked and is reported.
 */
let loadingIds: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function emit(next: ReadonlySet<string>): void {
  loadingIds = next;
  // Scrolling stops while any button is loading (set through the CSSOM: the CSP allows it).
  document.body.style.overflow = next.size > 0 ? 'hidden' : '';
  listeners.forEach((listener) => listener());
}

/** Runs `action` with the button `id` loading; resolves or rejects as the action does. */
export async function runButtonLoading<T>(id: string, action: () => Promise<T>): Promise<T> {
  if (!id) {
    // Spec 3 §4: a developer's mistake, reported where developers look.
    // eslint-disable-next-line no-console
    console.error('A loading button needs an id.');
    return action();
  }
  emit(new Set([...loadingIds, id]));
  try {
    return await action();
  } finally {
    emit(new Set([...loadingIds].filter((item) => item !== id)));
  }
}

export function isButtonLoading(id: string): boolean {
  return loadingIds.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useButtonLoading(id: string): boolean {
  return useSyncExternalStore(subscribe, () => loadingIds.has(id));
}
