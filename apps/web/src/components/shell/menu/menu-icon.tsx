import type { ReactNode } from 'react';
import { LineIcon } from '../../layout/header-icons';

/** Stroke paths of each menu icon (24 × 24), keyed by the register's groupeImgName. */
const PATHS: Record<string, ReactNode> = {
  'dashboard.svg': <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  'wallet.svg': (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h13v4" />
      <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
      <circle cx="16" cy="14.5" r="1.2" />
    </>
  ),
  'history.svg': (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 3" />
    </>
  ),
  'exchange.svg': <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  'corporate-action.svg': (
    <>
      <path d="M4 20V10l8-6 8 6v10z" />
      <path d="M9 20v-6h6v6" />
    </>
  ),
  'vote.svg': (
    <>
      <path d="M4 14h16v6H4z" />
      <path d="m8 10 3 3 5-7" />
    </>
  ),
  'documents.svg': (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5M9 13h7M9 17h7" />
    </>
  ),
  'profile.svg': (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  'settings.svg': (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  'links.svg': (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
};

const DEFAULT_ICON = <circle cx="12" cy="12" r="7" />;

/** A menu group's icon, keyed by the register's groupeImgName. */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  return (
    <LineIcon size={22} {...(className ? { className } : {})}>
      {PATHS[name] ?? DEFAULT_ICON}
    </LineIcon>
  );
}
