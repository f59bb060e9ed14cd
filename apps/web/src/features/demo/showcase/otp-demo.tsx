import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { modals } from '../../../components/modals/modal-store';
import classes from '../demo.module.css';

const CHECK_DELAY_MS = 800;

/** The one-time code form: its submit shows the loader, then tells what was sent. */
export function OtpDemo() {
  const { t } = useTranslation();
  const onSubmit = async () => {
    await new Promise((resolve) => window.setTimeout(resolve, CHECK_DELAY_MS));
    await modals.alert({ kind: 'success', body: 'demo.otp.sent' });
  };
  return (
    <section className={classes.section} aria-labelledby="demo-otp">
      <Title order={2} size="h3" id="demo-otp">
        {t('demo.otp.title')}
      </Title>
      <OtpCodeForm onSubmit={onSubmit} />
    </section>
  );
}
