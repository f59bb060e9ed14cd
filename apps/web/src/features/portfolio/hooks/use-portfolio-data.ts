import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { modulesQuery, allowedModuleKeys } from '../../../components/shell/guard/modules-query';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { portfolioTabs, type TSectionCounts } from '../model/portfolio-tabs';

/**
 * The portfolio's three sources, each asked only when the account may open its module (the API
 * refuses the others), and the tabs they give.
 */
export function usePortfolioData() {
  const modules = useQuery(modulesQuery());
  const allowed = useMemo(() => (modules.data ? allowedModuleKeys(modules.data) : null), [modules.data]);
  const titres = useQuery({ ...portfolioQueries.titres(), enabled: allowed?.has('titres') ?? false });
  const droits = useQuery({ ...portfolioQueries.droits(), enabled: allowed?.has('droits') ?? false });
  const positions = useQuery({ ...portfolioQueries.positions(), enabled: allowed?.has('fonds') ?? false });

  const counts: TSectionCounts = {
    titres: titres.data?.lignes.length,
    droits: droits.data?.groupes.reduce((sum, groupe) => sum + groupe.plans.length, 0),
    fonds: positions.data?.fonds.length,
  };
  const tabs = allowed ? portfolioTabs(allowed, counts) : [];
  return { modules, allowed, titres, droits, positions, tabs };
}

export type TPortfolioData = ReturnType<typeof usePortfolioData>;
