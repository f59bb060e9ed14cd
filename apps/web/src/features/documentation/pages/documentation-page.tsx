import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { paths } from '../../../config/paths';
import { GedDocuments } from '../components/ged-documents';
import { GeneralDocuments } from '../components/general-documents';
import { ResidenceDisclaimer } from '../components/residence-disclaimer';
import classes from '../components/documentation.module.css';
import { DOCUMENTATION_TABS, documentationTabOf, FROM_DISCLAIMER_PARAM } from '../model/documentation-tabs';

const TABS = DOCUMENTATION_TABS.map((tab) => ({
  id: tab.id,
  tabName: tab.label,
  route: tab.route,
  visible: true,
}));

/** doc_generique (spec 3 §2): the general documents and the holder's statements, reports and notices. */
export function DocumentationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const tab = documentationTabOf(pathname);

  if (searchParams.has(FROM_DISCLAIMER_PARAM) && tab.id !== 'avis-operations')
    return <Navigate to={paths.docGeneriqueAvisOperations.getHref()} replace />;

  return (
    <div className={classes.page} data-testid={`documentation-page-${tab.id}`}>
      <Title order={1}>{t('menu.doc_generique')}</Title>
      <RouteTabs tabs={TABS} label="documentation.tabs.label" />
      {tab.id === 'rapports' ? <ResidenceDisclaimer /> : null}
      {tab.categorie ? (
        <GedDocuments key={tab.id} categorie={tab.categorie} label={t(tab.label)} />
      ) : (
        <GeneralDocuments />
      )}
    </div>
  );
}
