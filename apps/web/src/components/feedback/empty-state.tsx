import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

/** The drawings an empty state may show; each is decorative (its text says what is missing). */
export type TEmptyIllustration = 'search' | 'documents' | 'chart' | 'calendar';

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
};

type TEmptyStateProps = {
  illustration: TEmptyIllustration;
  /** The message and the next step (a link or a button). */
  children: ReactNode;
  testId?: string;
};

/** An empty or missing state: a small drawing, what is missing, and what the holder can do next. */
export function EmptyState({ illustration, children, testId }: TEmptyStateProps) {
  return (
    <div className={classes.state} data-testid={testId}>
      <svg
        className={classes.drawing}
        viewBox="0 0 112 100"
        width="112"
        height="100"
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
