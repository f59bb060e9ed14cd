import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadContainer } from '../components/upload-container';
import classes from '../identity-check.module.css';

/** /profil/justificatifs: the connected user's check (checkIdentity, profile). */
export function ProfileIdentityCheckPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.stack}>
      <Title order={1}>{t('idcheck.title')}</Title>
      <UploadContainer mode="connected" />
    </div>
  );
}
