import { Alert, Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { paths } from '../../../config/paths';
import { useAllowedModules } from '../api/get-modules';
import { HISTORY_TABS, historyTitleOf, type THistoryTab } from '../model/history-tabs';
import classes from './history.module.css';

const TAB_KEYS = HISTORY_TABS.map((tab) => tab.moduleKey);

/**
 * Title, tabs and notice of the operations history container (spec 3 §2). A tab shows only when
 * the account may open its module (spec 3 §6).
 */
export function HistoryHeader({ active }: { active: THistoryTab }) {
  const { t } = useTranslation();
  const allowed = useAllowedModules(TAB_KEYS);
  const tabs = HISTORY_TABS.map((tab) => ({
    id: tab.moduleKey,
    tabName: tab.label,
    route: tab.route,
    visible: allowed?.has(tab.moduleKey) ?? tab.moduleKey === active.moduleKey,
  }));
  return (
    <header className={classes.header}>
      <Title order={1}>{t(historyTitleOf(active))}</Title>
      <RouteTabs tabs={tabs} label="history.tabs.label" />
      <Alert color="gray" variant="light" className={classes.notice} data-testid="history-notice">
        {t('history.notice.text')}{' '}
        <Anchor component={Link} to={paths.docGeneriqueAvisOperations.getHref()}>
          {t('history.notice.link')}
        </Anchor>
      </Alert>
    </header>
  );
}
