import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What a guard's refusal does to the address (spec 1 §6, spec 3 §5: navigation is blocked): the
 * user stays on the page they came from, the refused one undone from the history; a refused page
 * opened directly (an address typed, a bookmark: the visit the app started on) leads to the
 * dashboard. The reason is the guard's modal.
 */
export function RefusedNavigation() {
  const navigate = useNavigate();
  // 'default': the entry the app started on, with no page of the app before it.
  const cameFromPage = useLocation().key !== 'default';
  const isUndone = useRef(false);
  useEffect(() => {
    if (!cameFromPage || isUndone.current) return;
    isUndone.current = true;
    void navigate(-1);
  }, [cameFromPage, navigate]);
  return cameFromPage ? null : <Navigate to={paths.dashboard.getHref()} replace />;
}
