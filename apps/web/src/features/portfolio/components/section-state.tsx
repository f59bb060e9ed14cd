import { Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import classes from '../portfolio.module.css';

/** The next step an empty section offers: where the holder can act. */
export type TEmptyNext = { to: string; labelKey: TTranslationKey };

type TSectionStateProps<TData> = {
  query: UseQueryResult<TData>;
  /** null while the habilitations load. */
  isAllowed: boolean | null;
  isEmpty: (data: TData) => boolean;
  /** Translation key of the empty state. */
  emptyKey: TTranslationKey;
  emptyNext: TEmptyNext;
  children: (data: TData) => ReactNode;
};

/** A section's loading, refused, failed and empty states, else its content. */
export function SectionState<TData>({
  query,
  isAllowed,
  isEmpty,
  emptyKey,
  emptyNext,
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
      <EmptyState illustration="wallet" testId="portfolio-empty">
        <Text fw={700}>{t(emptyKey)}</Text>
        <Text size="sm">{t('empty.portfolio.next')}</Text>
        <EmptyStateAction to={emptyNext.to}>{t(emptyNext.labelKey)}</EmptyStateAction>
      </EmptyState>
    );
  return <>{children(query.data)}</>;
}
