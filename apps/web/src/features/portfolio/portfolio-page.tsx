import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../components/tabs/route-tabs';
import { paths } from '../../config/paths';
import { DroitsSection } from './components/droits-section';
import { FondsSection } from './components/fonds-section';
import { SectionState, type TEmptyNext } from './components/section-state';
import { TitresSection } from './components/titres-section';
import { usePortfolioData } from './hooks/use-portfolio-data';
import { isTabBarShown, type TPortfolioSection } from './model/portfolio-tabs';
import classes from './portfolio.module.css';

/**
 * The portfolio container (spec 3 §2): the titres and droits tabs when the account has both, then
 * the section of the route.
 */
export function PortfolioPage({ section }: { section: TPortfolioSection }) {
  const { t } = useTranslation();
  const data = usePortfolioData();
  const isAllowed = data.allowed ? data.allowed.has(section) : null;
  // An empty portfolio offers to buy where the account may, else its statements.
  const titresNext: TEmptyNext = data.allowed?.has('operation_acheter')
    ? { to: paths.operationAcheter.getHref(), labelKey: 'empty.action.buy' }
    : { to: paths.docGeneriqueReleves.getHref(), labelKey: 'empty.action.statements' };

  return (
    <div className={classes.page} data-testid="portfolio-page">
      <Title order={1} className={classes.title}>
        {t('menu.portefeuille')}
      </Title>
      {isTabBarShown(data.tabs, section) ? <RouteTabs tabs={data.tabs} label="portfolio.tabs.label" /> : null}
      <div className={classes.section} data-testid={`portfolio-${section}`}>
        {section === 'titres' ? (
          <SectionState
            query={data.titres}
            isAllowed={isAllowed}
            isEmpty={(titres) => titres.lignes.length === 0}
            emptyKey="portfolio.titres.empty"
            emptyNext={titresNext}
          >
            {(titres) => <TitresSection data={titres} />}
          </SectionState>
        ) : null}
        {section === 'droits' ? (
          <SectionState
            query={data.droits}
            isAllowed={isAllowed}
            isEmpty={(droits) => droits.groupes.every((groupe) => groupe.plans.length === 0)}
            emptyKey="portfolio.droits.empty"
            emptyNext={{ to: paths.docGenerique.getHref(), labelKey: 'empty.action.documents' }}
          >
            {(droits) => <DroitsSection data={droits} />}
          </SectionState>
        ) : null}
        {section === 'fonds' ? (
          <SectionState
            query={data.positions}
            isAllowed={isAllowed}
            isEmpty={(positions) => positions.fonds.length === 0}
            emptyKey="portfolio.fonds.empty"
            emptyNext={{ to: paths.docGeneriqueReleves.getHref(), labelKey: 'empty.action.statements' }}
          >
            {(positions) => <FondsSection data={positions} />}
          </SectionState>
        ) : null}
      </div>
    </div>
  );
}

export const TitresPage = () => <PortfolioPage section="titres" />;
export const DroitsPage = () => <PortfolioPage section="droits" />;
export const FondsPage = () => <PortfolioPage section="fonds" />;
