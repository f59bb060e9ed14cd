import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modals } from '../../components/modals/modal-store';
import classes from './demo.module.css';

export function ModalsDemo() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.section} aria-labelledby="demo-alerts">
        <Title order={2} size="h3" id="demo-alerts">
          {t('demo.alerts.title')}
        </Title>
        <div className={classes.buttons}>
          <Button
            onClick={() =>
              void modals.alert({
                kind: 'error',
                title: 'general.warning.alert',
                body: 'api.technical.error',
              })
            }
          >
            {t('demo.alerts.error')}
          </Button>
          <Button
            onClick={() =>
              void modals.alert({ kind: 'success', body: ['demo.sample.line1', 'demo.sample.line2'] })
            }
          >
            {t('demo.alerts.success')}
          </Button>
          <Button onClick={() => void modals.alert({ kind: 'warning', body: 'demo.sample.html' })}>
            {t('demo.alerts.warning')}
          </Button>
          <Button
            onClick={() =>
              void modals.alert({
                kind: 'info',
                title: 'demo.sample.info.title',
                body: 'demo.sample.info.body',
              })
            }
          >
            {t('demo.alerts.info')}
          </Button>
        </div>
      </section>
      <section className={classes.section} aria-labelledby="demo-warnings">
        <Title order={2} size="h3" id="demo-warnings">
          {t('demo.warnings.title')}
        </Title>
        <div className={classes.buttons}>
          <Button
            variant="outline"
            onClick={() =>
              void modals.warning({
                type: 'error',
                title: 'general.warning.error',
                lines: ['api.technical.error'],
              })
            }
          >
            {t('demo.warnings.error')}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void modals.warning({
                type: 'warning',
                title: 'general.warning.alert',
                lines: ['demo.sample.line1'],
                text: 'demo.sample.plain',
              })
            }
          >
            {t('demo.warnings.warning')}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void modals.warning({
                type: 'success',
                title: 'general.success.title',
                lines: ['demo.sample.line2'],
              })
            }
          >
            {t('demo.warnings.success')}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void modals.warning({
                type: 'neutral',
                title: 'habilitations.restriction.msg.n.title',
                lines: ['habilitations.restriction.msg.n'],
              })
            }
          >
            {t('demo.warnings.neutral')}
          </Button>
          <Button
            variant="outline"
            onClick={() => void modals.sessionTimeout({ deadline: Date.now() + 120_000 })}
          >
            {t('demo.session.open')}
          </Button>
        </div>
      </section>
    </>
  );
}
