import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';

/**
 * No security is offered for this operation: what is missing, and who can answer (issue 16 §15).
 * `testId` names the page's empty state where tests already look for it.
 */
export function NoSecurities({
  messageKey,
  testId = 'operations-empty',
}: {
  messageKey: TTranslationKey;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState illustration="chart" testId={testId}>
      <Text fw={700}>{t(messageKey)}</Text>
      <Text size="sm">{t('empty.operations.next')}</Text>
      <EmptyStateAction to={paths.contact.getHref()} isSubtle>
        {t('empty.action.contact')}
      </EmptyStateAction>
    </EmptyState>
  );
}
