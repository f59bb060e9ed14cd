import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { modulesQuery, allowedModuleKeys } from '../../components/shell/guard/modules-query';
import { portfolioQueries } from '../../components/portfolio/portfolio-queries';
import { ActiveAccount } from './active-account';
import { dashboardQueries } from './api/dashboard-queries';
import { AlertsCard } from './components/alerts-card';
import { DeadlinesCard } from './components/deadlines-card';
import { NewsBanner } from './components/news-banner';
import { NewsCard } from './components/news-card';
import { QuickLinks } from './components/quick-links';
import { ValuationCard } from './components/valuation-card';
import classes from './dashboard.module.css';
import { upcomingDeadlines } from './model/deadlines';

/**
 * The signed-in landing (issue 4, area 1): the valuation and its split first, then the banner of
 * headline news, the account, alerts and upcoming deadlines, then shortcuts and news. The shell draws the rest.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const modules = useQuery(modulesQuery());
  const allowed = useMemo(() => (modules.data ? allowedModuleKeys(modules.data) : null), [modules.data]);
  // Rights and funds feed the deadlines; a refused module (or its group's gate, spec 3 §6) is not
  // asked (the API would answer 403).
  const mayOpen = (key: string) => allowed?.has('portefeuille') === true && allowed.has(key);
  const droits = useQuery({ ...portfolioQueries.droits(), enabled: mayOpen('droits') });
  const positions = useQuery({ ...portfolioQueries.positions(), enabled: mayOpen('fonds') });
  // A source not asked (module refused) stays pending: only the ones asked are waited for.
  const deadlinesPending =
    modules.isPending || (mayOpen('droits') && droits.isPending) || (mayOpen('fonds') && positions.isPending);
  const deadlinesError = modules.isError || droits.isError || positions.isError;
  const news = useQuery(dashboardQueries.news(i18n.language));
  const headlines = news.data?.filter((item) => item.aLaUne) ?? [];
  const deadlines = useMemo(
    () => upcomingDeadlines(droits.data, positions.data, new Date()),
    [droits.data, positions.data],
  );

  return (
    <div className={classes.page} data-testid="dashboard-page">
      <Title order={1} className={classes.title}>
        {t('dashboard.title')}
      </Title>
      {/* The holder's money first; the headline news follows it (issue 16 §14). */}
      <div className={classes.grid}>
        <ValuationCard />
        {headlines.length > 0 ? (
          <div className={classes.wide}>
            <NewsBanner news={headlines} />
          </div>
        ) : null}
        {/*
          Two stacks on wide screens, each card as tall as its content (issue 16 §15: no card is a
          big empty box): the account, its alerts and deadlines; the shortcuts and the news feed.
          On phones the stacks follow each other in that reading order.
        */}
        <div className={classes.stack}>
          <ActiveAccount />
          <AlertsCard />
          <DeadlinesCard deadlines={deadlines} isPending={deadlinesPending} isError={deadlinesError} />
        </div>
        <div className={classes.stack}>
          <QuickLinks allowed={allowed} />
          <NewsCard news={news} />
        </div>
      </div>
    </div>
  );
}
