import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runButtonLoading, useButtonLoading } from '../../../lib/loader/button-loading';
import classes from '../demo.module.css';

const SAVE_ID = 'demo-save';
const SAVE_MS = 1500;

/** The theme's buttons, and the per-button loading state of spec 3 §4. */
export function ButtonsDemo() {
  const { t } = useTranslation();
  const isSaving = useButtonLoading(SAVE_ID);
  return (
    <section className={classes.section} aria-labelledby="demo-buttons">
      <Title order={2} size="h3" id="demo-buttons">
        {t('demo.buttons.title')}
      </Title>
      <div className={classes.buttons}>
        <Button>{t('demo.buttons.primary')}</Button>
        <Button variant="outline">{t('demo.buttons.secondary')}</Button>
        <Button variant="light">{t('demo.buttons.light')}</Button>
        <Button variant="subtle">{t('demo.buttons.subtle')}</Button>
        <Button disabled>{t('demo.buttons.disabled')}</Button>
        <Button
          id={SAVE_ID}
          loading={isSaving}
          onClick={() =>
            void runButtonLoading(
              SAVE_ID,
              () => new Promise((resolve) => window.setTimeout(resolve, SAVE_MS)),
            )
          }
        >
          {t('demo.buttons.loading')}
        </Button>
      </div>
    </section>
  );
}
