import { Button, Popover, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PortalSketch } from '../../../components/shell/tutorial/portal-sketch';
import { TutorialOverlay } from '../../../components/shell/tutorial/tutorial-overlay';
import { tutorial } from '../../../components/shell/tutorial/tutorial-store';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import classes from '../demo.module.css';

/** A help popover (click trigger, image at most 320 px wide) and the tutorial of the theme's issuer. */
export function PopoverTutorialDemo() {
  const { t } = useTranslation();
  const emetIden = useThemeIssuerId();
  return (
    <>
      <section className={classes.section} aria-labelledby="demo-popovers">
        <Title order={2} size="h3" id="demo-popovers">
          {t('demo.popovers.title')}
        </Title>
        <Popover width={320} position="bottom-start" withArrow>
          <Popover.Target>
            <Button variant="light">{t('demo.popovers.open')}</Button>
          </Popover.Target>
          <Popover.Dropdown className={classes.popover}>
            <PortalSketch focus="menu" caption={t('menu.dashboard')} />
            <Text size="sm">{t('shell.tour.menu.text')}</Text>
          </Popover.Dropdown>
        </Popover>
      </section>
      <section className={classes.section} aria-labelledby="demo-tutorial">
        <Title order={2} size="h3" id="demo-tutorial">
          {t('shell.tutorial.title')}
        </Title>
        <div className={classes.buttons}>
          <Button onClick={tutorial.start} disabled={emetIden === null}>
            {t('shell.tutorial.link')}
          </Button>
        </div>
        <TutorialOverlay emetIden={emetIden} />
      </section>
    </>
  );
}
