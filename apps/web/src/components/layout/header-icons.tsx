import type { ReactNode } from 'react';

/**
 * A decorative line icon drawn inline (24 × 24 grid, no image request); the text beside it names
 * what it stands for. Header links and the menu's groups use it.
 */
export function LineIcon({
  children,
  size = 20,
  className,
}: {
  children: ReactNode;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HelpIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </LineIcon>
  );
}

export function MessageIcon() {
  return (
    <LineIcon>
      <path d="M4 5h16v11H8l-4 4z" />
    </LineIcon>
  );
}

export function LogoutIcon() {
  return (
    <LineIcon>
      <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
    </LineIcon>
  );
}
