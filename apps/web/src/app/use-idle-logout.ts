import { SESSION } from '@nomina/domain';
import { useEffect } from 'react';
import { modals } from '../components/modals/modal-store';
import { renewSession } from '../lib/http/refresh-token';
import { logout } from '../lib/session/logout';
import { readUserAccess } from '../lib/session/user-access';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** The keep-alive ping: renews the session; one the server refuses (revoked, expired) ends now. */
async function pingSession(): Promise<void> {
  if (!readUserAccess()) return;
  if ((await renewSession()) === 'refused') logout('session');
}

/**
 * Spec 1 §4 idle handling: after 600 s without activity the session time-out popup opens; staying
 * connected restarts the count, otherwise logout follows 120 s later. Ping 600: every 600 s in
 * which the holder was active, the session is renewed, so a holder reading a page keeps it and a
 * session ended elsewhere (logout on another device, a lock) is noticed without a click.
 */
export function useIdleLogout(
  idleMs = SESSION.idleSeconds * 1000,
  timeoutMs = SESSION.timeoutSeconds * 1000,
  pingMs = SESSION.pingSeconds * 1000,
): void {
  useEffect(() => {
    let idleTimer = 0;
    let logoutTimer = 0;
    let isWarning = false;
    let wasActive = false;

    const startIdleCount = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(onIdle, idleMs);
    };
    const onActivity = () => {
      if (isWarning) return;
      wasActive = true;
      startIdleCount();
    };
    const pingTimer = window.setInterval(() => {
      if (isWarning || !wasActive) return;
      wasActive = false;
      void pingSession();
    }, pingMs);
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
      window.clearInterval(pingTimer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [idleMs, timeoutMs, pingMs]);
}
