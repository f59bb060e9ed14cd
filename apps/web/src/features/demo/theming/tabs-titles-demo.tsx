import { Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../demo.module.css';

const BANNERS = [
  { kind: 'info', title: 'general.info.title', text: 'demo.banners.info' },
  { kind: 'success', title: 'general.success.title', text: 'demo.banners.success' },
  { kind: 'warning', title: 'general.warning.alert', text: 'demo.banners.warning' },
  { kind: 'error', title: 'general.warning.error', text: 'demo.banners.error' },
] as const;

/** Tabs, the heading scale and the four banner kinds in the current theme. */
export function TabsTitlesDemo() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.section} aria-labelledby="demo-tabs">
        <Title order={2} size="h3" id="demo-tabs">
          {t('demo.tabs.title')}
        </Title>
        <Tabs defaultValue="titres">
          <Tabs.List>
            <Tabs.Tab value="titres">{t('menu.titres')}</Tabs.Tab>
            <Tabs.Tab value="droits">{t('menu.droits')}</Tabs.Tab>
            <Tabs.Tab value="fonds">{t('menu.fonds')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="titres" pt="sm">
            {t('tuto.2.1.title')}
          </Tabs.Panel>
          <Tabs.Panel value="droits" pt="sm">
            {t('tuto.2.2.title')}
          </Tabs.Panel>
          <Tabs.Panel value="fonds" pt="sm">
            {t('menu.fonds')}
          </Tabs.Panel>
        </Tabs>
      </section>
      <section className={classes.section} aria-labelledby="demo-titles">
        <Title order={2} size="h3" id="demo-titles">
          {t('demo.titles.title')}
        </Title>
        <p className={classes.h1Sample}>{t('demo.titles.level', { level: 1 })}</p>
        <p className={classes.h2Sample}>{t('demo.titles.level', { level: 2 })}</p>
        <p className={classes.h3Sample}>{t('demo.titles.level', { level: 3 })}</p>
      </section>
      <section className={classes.section} aria-labelledby="demo-banners">
        <Title order={2} size="h3" id="demo-banners">
          {t('demo.banners.title')}
        </Title>
        {BANNERS.map((banner) => (
          <div key={banner.kind} className={`${classes.banner} ${classes[banner.kind] ?? ''}`}>
            <p className={classes.bannerTitle}>{t(banner.title)}</p>
            <p className={classes.bannerText}>{t(banner.text)}</p>
          </div>
        ))}
      </section>
    </>
  );
}
