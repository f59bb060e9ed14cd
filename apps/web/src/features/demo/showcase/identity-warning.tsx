import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../components/modals/modal-store';
import classes from '../demo.module.css';

/** The warning shown before the holder leaves for the link-based identity check service. */
export function IdentityWarning() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="demo-identity">
      <Title order={2} size="h3" id="demo-identity">
        {t('demo.identity.title')}
      </Title>
      <div className={classes.buttons}>
        <Button
          variant="outline"
          onClick={() =>
            void modals.warning({
              type: 'warning',
              title: 'demo.identity.modal.title',
              lines: ['demo.identity.modal.line'],
              text: 'demo.identity.modal.text',
              buttonLabel: 'demo.identity.modal.button',
            })
          }
        >
          {t('demo.identity.open')}
        </Button>
      </div>
    </section>
  );
}
