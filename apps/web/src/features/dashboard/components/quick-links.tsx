import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardCard } from './dashboard-card';
import classes from '../dashboard.module.css';

/** `needs`: the modules the page needs, its group's gate first (spec 3 §6). */
type TQuickLink = { label: string; href: string; needs?: string[] };

/** Shortcuts to the areas; a module the account may not open is not offered. */
export function QuickLinks({ allowed }: { allowed: ReadonlySet<string> | null }) {
  const { t } = useTranslation();
  const links: TQuickLink[] = [
    { label: t('menu.titres'), href: paths.titres.getHref(), needs: ['portefeuille', 'titres'] },
    { label: t('menu.droits'), href: paths.droits.getHref(), needs: ['portefeuille', 'droits'] },
    { label: t('menu.fonds'), href: paths.fonds.getHref(), needs: ['portefeuille', 'fonds'] },
    {
      label: t('menu.histo_ope_bourse'),
      href: paths.histoOpeBourse.getHref(),
      needs: ['suivi_operations', 'histo_ope_bourse'],
    },
    { label: t('menu.doc_generique'), href: paths.docGenerique.getHref() },
  ];
  const shown = links.filter((link) => (link.needs ?? []).every((key) => allowed?.has(key)));
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
