import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useAutoCarousel } from '../../../components/carousel/use-auto-carousel';
import { PortalSketch, type TSketchFocus } from '../../../components/shell/tutorial/portal-sketch';
import classes from '../demo.module.css';

const SLIDES: { focus: TSketchFocus; label: TTranslationKey }[] = [
  { focus: 'cards', label: 'menu.dashboard' },
  { focus: 'tabs', label: 'menu.portefeuille' },
  { focus: 'documents', label: 'menu.doc_generique' },
];

/** A looping carousel that moves on every 5000 ms, paused while hovered (spec 3 §9). */
export function SampleCarousel() {
  const { t } = useTranslation();
  const { viewportRef, selected, isPaused, togglePause, previous, next } = useAutoCarousel();

  return (
    <section
      className={classes.section}
      aria-labelledby="demo-carousel"
      aria-roledescription={t('demo.carousel.role')}
    >
      <Title order={2} size="h3" id="demo-carousel">
        {t('demo.carousel.title')}
      </Title>
      <div className={classes.slides} ref={viewportRef}>
        <div className={classes.slideTrack}>
          {SLIDES.map((slide, index) => (
            <div
              key={slide.label}
              className={classes.slideItem}
              aria-roledescription={t('demo.carousel.slide')}
              aria-label={t('shell.tutorial.slide', { number: index + 1, total: SLIDES.length })}
              inert={index !== selected}
            >
              <PortalSketch focus={slide.focus} caption={t(slide.label)} />
            </div>
          ))}
        </div>
      </div>
      <div className={classes.buttons}>
        <Button variant="default" onClick={previous}>
          {t('shell.tutorial.previous')}
        </Button>
        <Button variant="default" onClick={togglePause} aria-pressed={isPaused}>
          {t(isPaused ? 'dashboard.banner.play' : 'dashboard.banner.pause')}
        </Button>
        <Button variant="default" onClick={next}>
          {t('shell.tutorial.next')}
        </Button>
      </div>
    </section>
  );
}
