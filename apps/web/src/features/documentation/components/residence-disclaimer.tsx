import { Alert } from '@mantine/core';
import { isFrenchTaxResident } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useTitulaire } from '../../../lib/session/use-titulaire';
import classes from './documentation.module.css';

/**
 * Spec 3 §2: holders resident for tax outside France (DOM and TOM residents are French) are told
 * how reports concern them; shown on the reports tab only.
 */
export function ResidenceDisclaimer() {
  const { t } = useTranslation();
  const holder = useTitulaire();
  if (!holder.data || isFrenchTaxResident(holder.data.residenceFiscale)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('documentation.disclaimer.title')}
      classNames={{ root: classes.disclaimer, title: classes.disclaimerTitle }}
      data-testid="residence-disclaimer"
    >
      {t('documentation.disclaimer.text')}
    </Alert>
  );
}
