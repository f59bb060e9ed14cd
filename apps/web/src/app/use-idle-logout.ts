import { SESSION } from '@nomina/domain';
import { useEffect } from 'react';
import { modals } from '../components/modals/modal-store';
import { logout } from '../lib/session/logout';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Spec 1 §4 idle handling: after 600 s without activity the session time-out popup opens; staying
 * connected restarts the count, otherwise logout follows 120 s later.
 */
export function useIdleLogout(
  idleMs = SESSION.idleSeconds * 1000,
  timeoutMs = SESSION.timeoutSeconds * 1000,
): void {
  useEffect(() => {
    let idleTimer = 0;
    let logoutTimer = 0;
    let isWarning = false;

    const startIdleCount = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(onIdle, idleMs);
    };
    const onActivity = () => {
      if (!isWarning) startIdleCount();
    };
    function onIdle() {
      isWarning = true;
      logoutTimer = window.setTimeout(() => logout('idle'), timeoutMs);
      void modals.sessionTimeout({ deadline: Date.now() + timeoutMs }).then((result) => {
        window.clearTimeout(logoutTimer);
        isWarning = false;
        if (result === 'validated') startIdleCount();
      });
    }

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    startIdleCount();
    return () => {
      window.clearTimeout(idleTimer);
      window.clearTimeout(logoutTimer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [idleMs, timeoutMs]);
}
