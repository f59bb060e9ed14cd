import type { TTitreLigne } from '@nomina/domain';
import { Modal, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { ValeurDetailsBody } from './valeur-details-body';

/**
 * The details of one security (operation/valeur-details): the call needs the security's nature,
 * market and fee schedule code, read from operation/valeurs.
 */
export function ValeurDetailsModal({ line, onClose }: { line: TTitreLigne | null; onClose: () => void }) {
  const { t } = useTranslation();
  const valeurs = useQuery({ ...portfolioQueries.valeurs(), enabled: line !== null });
  const valeur = valeurs.data?.find((item) => item.valeIden === line?.valeIden);
  const details = useQuery({
    ...portfolioQueries.valeurDetails({
      valeIden: valeur?.valeIden ?? 0,
      isValeurEtrangere: valeur?.isValeurEtrangere ?? false,
      baremeWeb: valeur?.baremeWeb ?? '',
      valeNatu: valeur?.valeNatu ?? 'ACTION',
    }),
    enabled: valeur !== undefined,
  });
  const isMissing = valeurs.isSuccess && valeur === undefined;

  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={line?.valeLibe ?? ''}
      size="lg"
      // Mantine's scroll lock injects a <style> element, which the strict CSP refuses.
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t('portfolio.details.close') }}
    >
      <div data-testid="valeur-details">
        {valeurs.isError || details.isError || isMissing ? (
          <Text role="alert">{t('portfolio.error')}</Text>
        ) : details.data ? (
          <ValeurDetailsBody details={details.data} />
        ) : (
          <Skeleton height={200} aria-hidden />
        )}
      </div>
    </Modal>
  );
}
