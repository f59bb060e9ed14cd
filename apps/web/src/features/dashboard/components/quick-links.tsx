import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardCard } from './dashboard-card';
import classes from '../dashboard.module.css';

type TQuickLink = { label: string; href: string; moduleKey?: string };

/** Shortcuts to the areas; a module the account may not open is not offered. */
export function QuickLinks({ allowed }: { allowed: ReadonlySet<string> | null }) {
  const { t } = useTranslation();
  const links: TQuickLink[] = [
    { label: t('menu.titres'), href: paths.titres.getHref(), moduleKey: 'titres' },
    { label: t('menu.droits'), href: paths.droits.getHref(), moduleKey: 'droits' },
    { label: t('menu.fonds'), href: paths.fonds.getHref(), moduleKey: 'fonds' },
    {
      label: t('menu.histo_ope_bourse'),
      href: paths.histoOpeBourse.getHref(),
      moduleKey: 'histo_ope_bourse',
    },
    { label: t('menu.doc_generique'), href: paths.docGenerique.getHref() },
  ];
  const shown = links.filter((link) => !link.moduleKey || allowed?.has(link.moduleKey));
  return (
    <DashboardCard titleKey="dashboard.links.title" testId="quick-links">
      <ul className={classes.links}>
        {shown.map((link) => (
          <li key={link.href}>
            <Anchor component={Link} to={link.href} className={classes.link}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
