import { BREAKPOINTS } from '@nomina/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';

const isWide = () => window.innerWidth > BREAKPOINTS.xl;

/**
 * The side menu's open state (spec 3 §4): open on wide screens, closed at or below xl (1200 px),
 * closing by itself whenever the window is resized at or below xl. From lg (992 px) the menu is a
 * column (closed: an icon rail); below, a drawer over the page (closed: hidden).
 */
export function useSideMenu() {
  const [isOpen, setOpen] = useState(isWide);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`, window.innerWidth >= BREAKPOINTS.lg, {
    getInitialValueInEffect: false,
  });

  useEffect(() => {
    const onResize = () => {
      if (!isWide()) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // The phone drawer closes with Escape, as any overlay does.
  useEffect(() => {
    if (isDesktop || !isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDesktop, isOpen]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  /** After choosing a route the drawer goes away on phones; the desktop column stays as it was. */
  const onNavigate = useCallback(() => {
    if (!isDesktop) setOpen(false);
  }, [isDesktop]);

  return { isOpen, isDesktop, toggle, open, close, onNavigate };
}
