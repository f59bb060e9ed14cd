import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addDays,
  closedDaySet,
  parisClock,
  validityWindow,
  type TClosedDaySet,
  type TValidityWindow,
} from '@nomina/domain';
import { operationsQueries } from '../api/operations-queries';

/** Days of closed-days asked ahead: two months plus the shift to the next working day, with room. */
const LOOKAHEAD_DAYS = 100;

/**
 * The validity dates an order may take today (spec 3 §5 Dates), from the domain's rule and the
 * market's closed days (operation/closed-days); null while the closed days load.
 */
export function useValidityWindow(): {
  window: TValidityWindow | null;
  closed: TClosedDaySet;
  isError: boolean;
} {
  const today = parisClock(new Date()).day;
  const closedDays = useQuery(operationsQueries.closedDays(today, addDays(today, LOOKAHEAD_DAYS)));
  return useMemo(() => {
    const closed = closedDaySet(closedDays.data ?? []);
    return {
      window: closedDays.data ? validityWindow(new Date(), closed) : null,
      closed,
      isError: closedDays.isError,
    };
  }, [closedDays.data, closedDays.isError]);
}
