import type { TTranslationKey } from '@nomina/translations/keys';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { paths } from '../../../config/paths';
import type { TRouteHandle } from '../../../config/route-handle';
import classes from './shell-breadcrumbs.module.css';

/** The trail of the current page: the dashboard, then the route's crumbs (spec 3 §2). */
export function useCrumbs(): TTranslationKey[] {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle as TRouteHandle | undefined)
    .reverse()
    .find((item) => item?.crumbs);
  return ['menu.dashboard', ...(handle?.crumbs ?? [])];
}

/**
 * Breadcrumbs (spec 3 §2): shown only with more than one item; the first leads to the dashboard;
 * the last, the current page, is cut with an ellipsis past 180 px (380 px ≥ 992, 480 px ≥ 1200).
 */
export function ShellBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useCrumbs();
  if (crumbs.length <= 1) return null;
  return (
    <nav
      aria-label={t('shell.breadcrumbs.label')}
      className={classes.nav}
      data-tuto="breadcrumbs"
      data-testid="breadcrumbs"
    >
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${crumb}-${index}`} className={`${classes.item} ${isLast ? classes.last : ''}`}>
              {index === 0 ? (
                <Link to={paths.dashboard.getHref()} className={`${classes.link} mantine-focus-auto`}>
                  {t(crumb)}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} title={isLast ? t(crumb) : undefined}>
                  {t(crumb)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
