import classes from './meetings.module.css';

/** A small ballot-box drawing shown when the issuer has no meeting (decorative). */
export function EmptyIllustration() {
  return (
    <svg className={classes.illustration} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="20" y="40" width="80" height="48" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      <line x1="44" y1="40" x2="76" y2="40" stroke="currentColor" strokeWidth="6" />
      <rect x="42" y="8" width="36" height="44" rx="3" fill="none" stroke="currentColor" strokeWidth="4" />
      <polyline points="50,30 57,37 70,22" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}
