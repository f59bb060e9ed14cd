import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTitulaire } from '../../../lib/session/use-titulaire';

/** Spec 3 §2: holders whose tax residence is not France are told how reports concern them. */
export function ResidenceDisclaimer() {
  const { t } = useTranslation();
  const holder = useTitulaire();
  if (!holder.data || holder.data.residenceFiscale === 'FRANCE') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('documentation.disclaimer.title')}
      data-testid="residence-disclaimer"
    >
      {t('documentation.disclaimer.text')}
    </Alert>
  );
}
