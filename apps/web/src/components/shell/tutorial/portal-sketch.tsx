/** The part of the portal a tutorial slide is about. */
export type TSketchFocus =
  'menu' | 'header' | 'content' | 'cards' | 'tabs' | 'table' | 'footer' | 'documents';

const FOCUS_FILL = 'var(--mantine-color-issuer-6)';
const PART_FILL = '#dee2e6';

/**
 * A small drawing of the portal's screen with the slide's subject highlighted; the caption is in
 * the tutorial's language (French or English), as the original screenshots were.
 */
export function PortalSketch({ focus, caption }: { focus: TSketchFocus; caption: string }) {
  const fill = (part: TSketchFocus) => (part === focus ? FOCUS_FILL : PART_FILL);
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={caption} focusable="false">
      <rect x="0" y="0" width="320" height="180" rx="10" fill="#f8f9fa" stroke="#adb5bd" />
      <rect x="8" y="8" width="304" height="22" rx="4" fill={fill('header')} />
      <rect x="8" y="36" width="64" height="112" rx="4" fill={fill('menu')} />
      <rect x="80" y="36" width="232" height="16" rx="4" fill={fill('tabs')} />
      <rect x="80" y="58" width="72" height="40" rx="4" fill={fill('cards')} />
      <rect x="160" y="58" width="72" height="40" rx="4" fill={fill('cards')} />
      <rect x="240" y="58" width="72" height="40" rx="4" fill={fill('documents')} />
      <rect
        x="80"
        y="104"
        width="232"
        height="44"
        rx="4"
        fill={fill(focus === 'content' ? 'content' : 'table')}
      />
      <rect x="8" y="154" width="304" height="18" rx="4" fill={fill('footer')} />
      <text x="160" y="132" textAnchor="middle" fontSize="14" fontWeight="700" fill="#212529">
        {caption}
      </text>
    </svg>
  );
}
