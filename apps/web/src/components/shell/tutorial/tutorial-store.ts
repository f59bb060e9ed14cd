import { useSyncExternalStore } from 'react';
import type { TSlidePosition } from './tutorial-config';

/**
 * The tutorial overlay's state (spec 3 §4): visible or not, full-screen or reduced to a corner
 * thumbnail, the slide shown (category -1 is the starter), and the six-step guided tour.
 */
export type TTutorialState = {
  isVisible: boolean;
  size: 'full' | 'reduced';
  position: TSlidePosition;
  /** Index of the guided tour's step, or null when the tour is not running. */
  tourStep: number | null;
};

const START: TSlidePosition = { category: 0, slide: 0 };
let state: TTutorialState = { isVisible: false, size: 'full', position: START, tourStep: null };
const listeners = new Set<() => void>();

function update(patch: Partial<TTutorialState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** One tutorial per page; the footer link, the starter and the demo pages drive it. */
export const tutorial = {
  /** Opening resets to the first category and slide. */
  start: () => update({ isVisible: true, size: 'full', position: START, tourStep: null }),
  goTo: (position: TSlidePosition) => update({ position }),
  reduce: () => update({ size: 'reduced' }),
  resume: () => update({ size: 'full' }),
  close: () => update({ isVisible: false, size: 'full', tourStep: null }),
  startTour: () => update({ isVisible: true, size: 'full', tourStep: 0 }),
  setTourStep: (tourStep: number) => update({ tourStep }),
};

export function getTutorialState(): TTutorialState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTutorialState(): TTutorialState {
  return useSyncExternalStore(subscribe, () => state);
}
