import { UI_TIMINGS } from '@nomina/domain';
import { useEffect, useState } from 'react';

/**
 * True for 3000 ms (spec 3 §9 alert animation) each time `counter` changes to a value above 0,
 * so the badge animates then rests.
 */
export function useAlertPulse(counter: number): boolean {
  const [isPulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (counter <= 0) return undefined;
    setPulsing(true);
    const timer = window.setTimeout(() => setPulsing(false), UI_TIMINGS.alertAnimationMs);
    return () => window.clearTimeout(timer);
  }, [counter]);
  return counter > 0 && isPulsing;
}
