import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { modals } from '../../../components/modals/modal-store';

/**
 * The modal with confirmation of spec 3 §4: leaving a step midway asks first, with the spec's
 * leaving text; staying keeps everything as it was.
 */
export function useLeaveGuard(isActive: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isActive && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modals
      .alert({
        kind: 'info',
        title: 'coct.leave.title',
        body: 'coct.leave.text',
        validateLabel: 'coct.leave.confirm',
        cancelLabel: 'coct.leave.stay',
      })
      .then((result) => (result === 'validated' ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}
