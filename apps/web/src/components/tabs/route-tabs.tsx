import type { TTranslationKey } from '@nomina/translations/keys';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { serverKey } from '../../lib/i18n/server-key';
import { findActiveTab, listVisibleTabs, type TRouteTab } from './active-tab';
import classes from './route-tabs.module.css';

export type { TRouteTab } from './active-tab';

type TRouteTabsProps = {
  tabs: readonly TRouteTab[];
  /** Translation key naming the tab bar for assistive technologies. */
  label?: TTranslationKey;
  /** Told the chosen tab's route, after navigation starts. */
  onChange?: (route: string) => void;
};

/**
 * The tab bar of the portfolio, history and documentation containers (spec 3 §4): one link per
 * visible tab, the active one marked as the current page; choosing one navigates to its route and
 * scrolls it into view (the bar scrolls sideways on phones). Links, not ARIA tabs: each tab is a
 * page of its own, with its own URL.
 */
export function RouteTabs({ tabs, label = 'general.tabs.label', onChange }: TRouteTabsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = findActiveTab(tabs, location);

  const onChoose = (event: MouseEvent<HTMLAnchorElement>, route: string) => {
    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    onChange?.(route);
  };

  return (
    <nav aria-label={t(label)}>
      <ul className={classes.list}>
        {listVisibleTabs(tabs).map((tab) => {
          const isActive = tab.id === active?.id;
          return (
            <li key={tab.id} className={classes.item}>
              <Link
                to={tab.route}
                id={`tab-${tab.id}`}
                className={`${classes.tab} ${isActive ? classes.active : ''} mantine-focus-auto`}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => onChoose(event, tab.route)}
              >
                {t(serverKey(tab.tabName))}
                {tab.notifCounter ? (
                  <span
                    className={classes.counter}
                    aria-label={t('general.notifications', { count: tab.notifCounter })}
                  >
                    {tab.notifCounter}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
