import type { TTranslationKey } from '@nomina/translations/keys';
import { useSyncExternalStore } from 'react';

export type TAlertKind = 'error' | 'success' | 'warning' | 'info';
export type TAlertResult = 'closed' | 'validated' | 'cancelled' | 'dismissed';

/** Texts are translation keys (an unknown key, e.g. text already translated, shows as given). */
export type TAlertOptions = {
  kind: TAlertKind;
  title?: TTranslationKey;
  /** One text or a list; HTML is allowed and sanitised. */
  body: string | readonly string[];
  closeLabel?: TTranslationKey;
  /** Info kind only: labels of the cancel and validate buttons. */
  cancelLabel?: TTranslationKey;
  validateLabel?: TTranslationKey;
  /** Route to go to once closed. */
  redirectTo?: string;
  onClose?: () => void;
};

export type TWarningType = 'error' | 'warning' | 'success' | 'neutral';
export type TWarningOptions = {
  type: TWarningType;
  title: TTranslationKey;
  lines?: readonly TTranslationKey[];
  /** Plain text, never HTML. */
  text?: TTranslationKey;
  buttonLabel?: TTranslationKey;
  redirectTo?: string;
};

export type TSessionTimeoutOptions = { deadline: number };

export type TModalEntry =
  | { id: number; type: 'alert'; options: TAlertOptions; resolve: (result: TAlertResult) => void }
  | { id: number; type: 'warning'; options: TWarningOptions; resolve: (result: TAlertResult) => void }
  | { id: number; type: 'session'; options: TSessionTimeoutOptions; resolve: (result: TAlertResult) => void };

type TNewEntry = TModalEntry extends infer E
  ? E extends TModalEntry
    ? Omit<E, 'id' | 'resolve'>
    : never
  : never;

let entries: readonly TModalEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly TModalEntry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

function open(entry: TNewEntry): Promise<TAlertResult> {
  return new Promise((resolve) => {
    const id = nextId;
    nextId += 1;
    emit([...entries, { ...entry, id, resolve } as TModalEntry]);
  });
}

/** Closes one modal and settles the promise its opener holds. */
export function closeModal(id: number, result: TAlertResult): void {
  const entry = entries.find((item) => item.id === id);
  if (!entry) return;
  emit(entries.filter((item) => item.id !== id));
  entry.resolve(result);
}

/**
 * The one modal service. Usable from components and from plain modules (logout, http errors);
 * each call resolves when its modal closes.
 */
export const modals = {
  alert: (options: TAlertOptions) => open({ type: 'alert', options }),
  warning: (options: TWarningOptions) => open({ type: 'warning', options }),
  /** Resolves 'validated' when the user chose to stay connected. */
  sessionTimeout: (options: TSessionTimeoutOptions) => open({ type: 'session', options }),
  closeAll: () => entries.forEach((entry) => closeModal(entry.id, 'dismissed')),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalEntries(): readonly TModalEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}
