import { Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../portfolio.module.css';

type TSectionStateProps<TData> = {
  query: UseQueryResult<TData>;
  /** null while the habilitations load. */
  isAllowed: boolean | null;
  isEmpty: (data: TData) => boolean;
  /** Translation key of the empty state. */
  emptyKey: string;
  children: (data: TData) => ReactNode;
};

/** A section's loading, refused, failed and empty states, else its content. */
export function SectionState<TData>({
  query,
  isAllowed,
  isEmpty,
  emptyKey,
  children,
}: TSectionStateProps<TData>) {
  const { t } = useTranslation();
  if (isAllowed === false)
    return (
      <Text className={classes.state} data-testid="portfolio-refused">
        {t('portfolio.refused')}
      </Text>
    );
  if (query.isError)
    return (
      <Text role="alert" className={classes.state} data-testid="portfolio-error">
        {t('portfolio.error')}
      </Text>
    );
  if (isAllowed === null || query.isPending) return <Skeleton height={160} aria-hidden />;
  if (isEmpty(query.data))
    return (
      <Text className={classes.state} data-testid="portfolio-empty">
        {t(emptyKey)}
      </Text>
    );
  return <>{children(query.data)}</>;
}
