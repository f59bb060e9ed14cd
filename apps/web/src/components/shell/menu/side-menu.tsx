import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { serverKey } from '../../../lib/i18n/server-key';
import { findGroupOfPath, toggleGroup, type TMenuEntry, type TMenuGroup, type TMenuLink } from './build-menu';
import { MenuCounter } from './menu-counter';
import { MenuIcon } from './menu-icon';
import classes from './side-menu.module.css';

type TSideMenuProps = {
  entries: readonly TMenuEntry[];
  isEmpty: boolean;
  /** Expanded (labels shown); closed is an icon rail on desktop and hidden on phones. */
  isOpen: boolean;
  onOpen: () => void;
  /** Called after choosing a route (the phone drawer closes then). */
  onNavigate: () => void;
};

function MenuLink({ entry, onNavigate }: { entry: TMenuLink; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={`/${entry.url}`}
      className={({ isActive }) => `${classes.entry} ${isActive ? classes.active : ''} mantine-focus-auto`}
      onClick={onNavigate}
      data-testid={`menu-${entry.id}`}
    >
      <MenuIcon name={entry.icon} className={classes.icon} />
      <span className={classes.label}>{t(serverKey(entry.label))}</span>
      <MenuCounter counter={entry.counter} />
    </NavLink>
  );
}

type TMenuGroupProps = {
  entry: TMenuGroup;
  isExpanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
};

function MenuGroup({ entry, isExpanded, onToggle, onNavigate }: TMenuGroupProps) {
  const { t } = useTranslation();
  const listId = `menu-group-${entry.id}`;
  return (
    <>
      <button
        type="button"
        className={`${classes.entry} ${classes.groupButton} mantine-focus-auto`}
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={onToggle}
        data-testid={`menu-${entry.id}`}
      >
        <MenuIcon name={entry.icon} className={classes.icon} />
        <span className={classes.label}>{t(serverKey(entry.label))}</span>
        <MenuCounter counter={entry.counter} />
        <span className={`${classes.chevron} ${isExpanded ? classes.chevronOpen : ''}`} aria-hidden="true" />
      </button>
      <ul id={listId} className={classes.subList} hidden={!isExpanded}>
        {entry.items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={`/${item.url}`}
              end
              className={({ isActive }) =>
                `${classes.subEntry} ${isActive ? classes.active : ''} mantine-focus-auto`
              }
              onClick={onNavigate}
            >
              {t(serverKey(item.label))}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The side menu of spec 3 §2/§4: dashboard, groups (one open at a time) and direct links. */
export function SideMenu({ entries, isEmpty, isOpen, onOpen, onNavigate }: TSideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => findGroupOfPath(entries, pathname));

  // Once the modules arrive (or the route changes), the group holding the page opens.
  useEffect(() => {
    const current = findGroupOfPath(entries, pathname);
    if (current) setOpenGroup(current);
  }, [entries, pathname]);

  const onToggle = (id: string) => {
    // In the closed rail a group has no room to unfold: choosing it opens the menu on that group.
    if (!isOpen) {
      onOpen();
      setOpenGroup(id);
      return;
    }
    setOpenGroup((current) => toggleGroup(current, id));
  };

  return (
    <nav aria-label={t('shell.menu.label')} className={`${classes.nav} ${isOpen ? '' : classes.rail}`}>
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'link' ? (
              <MenuLink entry={entry} onNavigate={onNavigate} />
            ) : (
              <MenuGroup
                entry={entry}
                isExpanded={isOpen && openGroup === entry.id}
                onToggle={() => onToggle(entry.id)}
                onNavigate={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
      {isEmpty ? (
        <p className={classes.empty} data-testid="menu-empty">
          {t('shell.menu.empty')}
        </p>
      ) : null}
    </nav>
  );
}
