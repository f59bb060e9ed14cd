import { Button, Title } from '@mantine/core';
import { LOADER_TYPES, type TLoaderType } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { startLoading } from '../../lib/loader/loader-store';
import classes from './demo.module.css';

const DEMO_LOADER_MS = 2000;

export function LoadersDemo() {
  const { t } = useTranslation();
  const labels: Record<TLoaderType, string> = {
    'transparent-simple': t('demo.loaders.transparent'),
    'white-logo-progress': t('demo.loaders.logo'),
    'white-simple': t('demo.loaders.white'),
    hidden: t('demo.loaders.hidden'),
  };
  const show = (type: TLoaderType) => {
    const stop = startLoading(type);
    window.setTimeout(stop, DEMO_LOADER_MS);
  };
  return (
    <section className={classes.section} aria-labelledby="demo-loaders">
      <Title order={2} size="h3" id="demo-loaders">
        {t('demo.loaders.title')}
      </Title>
      <div className={classes.buttons}>
        {LOADER_TYPES.map((type) => (
          <Button key={type} variant="light" onClick={() => show(type)}>
            {labels[type]}
          </Button>
        ))}
      </div>
    </section>
  );
}
