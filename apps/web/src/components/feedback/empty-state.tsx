import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './empty-state.module.css';

/** The drawings an empty state may show; each is decorative (its text says what is missing). */
export type TEmptyIllustration =
  'search' | 'documents' | 'chart' | 'calendar' | 'wallet' | 'history' | 'ballot' | 'messages' | 'events';

const DRAWINGS: Record<TEmptyIllustration, ReactNode> = {
  search: (
    <>
      <circle cx="52" cy="44" r="22" className={classes.line} />
      <path d="M68 60l18 18" className={classes.line} />
      <path d="M42 44h20" className={classes.accent} />
    </>
  ),
  documents: (
    <>
      <rect x="30" y="18" width="44" height="56" rx="4" className={classes.sheet} />
      <rect x="38" y="26" width="44" height="56" rx="4" className={classes.line} />
      <path d="M46 42h28M46 52h28M46 62h16" className={classes.accent} />
    </>
  ),
  chart: (
    <>
      <path d="M24 80V22M24 80h68" className={classes.line} />
      <path d="M32 66l16-14 14 8 22-24" className={classes.accent} />
    </>
  ),
  calendar: (
    <>
      <rect x="24" y="26" width="64" height="54" rx="5" className={classes.line} />
      <path d="M24 40h64M40 20v12M72 20v12" className={classes.line} />
      <path d="M38 54h8M52 54h8M66 54h8M38 66h8" className={classes.accent} />
    </>
  ),
  wallet: (
    <>
      <rect x="22" y="32" width="68" height="46" rx="6" className={classes.line} />
      <path d="M30 32l36-14 8 14" className={classes.line} />
      <rect x="64" y="48" width="26" height="14" rx="4" className={classes.line} />
      <circle cx="72" cy="55" r="2.5" className={classes.accent} />
    </>
  ),
  history: (
    <>
      <circle cx="56" cy="50" r="28" className={classes.line} />
      <path d="M56 34v16l11 7" className={classes.accent} />
      <path d="M24 28l4 10 10-4" className={classes.line} />
    </>
  ),
  ballot: (
    <>
      <rect x="26" y="44" width="60" height="36" rx="5" className={classes.line} />
      <path d="M44 44h24" className={classes.line} />
      <rect x="42" y="14" width="28" height="36" rx="3" className={classes.line} />
      <path d="M49 32l5 5 10-12" className={classes.accent} />
    </>
  ),
  messages: (
    <>
      <rect x="22" y="28" width="68" height="46" rx="5" className={classes.line} />
      <path d="M24 31l32 24 32-24" className={classes.line} />
      <path d="M36 66h14" className={classes.accent} />
    </>
  ),
  events: (
    <>
      <rect x="24" y="26" width="64" height="54" rx="5" className={classes.line} />
      <path d="M24 40h64M40 20v12M72 20v12" className={classes.line} />
      <path d="M46 60l8 8 14-16" className={classes.accent} />
    </>
  ),
};

type TEmptyStateProps = {
  illustration: TEmptyIllustration;
  /** The message and the next step (a link or a button). */
  children: ReactNode;
  testId?: string;
  /** A smaller drawing and less room, for a card among others (the dashboard). */
  isCompact?: boolean;
};

/** An empty or missing state: a small drawing, what is missing, and what the holder can do next. */
export function EmptyState({ illustration, children, testId, isCompact = false }: TEmptyStateProps) {
  return (
    <div className={isCompact ? `${classes.state} ${classes.compact}` : classes.state} data-testid={testId}>
      <svg
        className={classes.drawing}
        viewBox="0 0 112 100"
        width={isCompact ? 67 : 112}
        height={isCompact ? 60 : 100}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="56" cy="50" r="46" className={classes.halo} />
        {DRAWINGS[illustration]}
      </svg>
      <div className={classes.body}>{children}</div>
    </div>
  );
}

type TEmptyStateActionProps = { to: string; children: ReactNode; isSubtle?: boolean };

/** The next step of an empty state: a link to the page where the holder can act, drawn as a button. */
export function EmptyStateAction({ to, children, isSubtle = false }: TEmptyStateActionProps) {
  return (
    <Button
      component={Link}
      to={to}
      size="sm"
      variant={isSubtle ? 'default' : 'filled'}
      className={classes.next}
    >
      {children}
    </Button>
  );
}
