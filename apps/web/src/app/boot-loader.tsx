/**
 * The page busy before anything is translated: the ring index.html draws before any script runs,
 * drawn again by the app (same markup, styled by global.css) until the theme and texts are in.
 */
export function BootLoader() {
  return (
    <div className="boot-loader" aria-busy="true">
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="none" stroke="#dde3ea" strokeWidth="4" />
        <path d="M20 2a18 18 0 0 1 18 18" fill="none" stroke="#1d3557" strokeWidth="4" />
      </svg>
    </div>
  );
}
