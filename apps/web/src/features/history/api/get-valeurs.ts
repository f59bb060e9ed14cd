import { useQuery } from '@tanstack/react-query';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';

/** The securities the history can be filtered on: the register's one valeurs query, kept 5 minutes here. */
export function useValeurs() {
  return useQuery({ ...portfolioQueries.valeurs(), staleTime: 5 * 60_000 });
}
