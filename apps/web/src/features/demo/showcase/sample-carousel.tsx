import { Button, Title } from '@mantine/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { PortalSketch, type TSketchFocus } from '../../../components/shell/tutorial/portal-sketch';
import classes from '../demo.module.css';

const SLIDES: { focus: TSketchFocus; label: TTranslationKey }[] = [
  { focus: 'cards', label: 'menu.dashboard' },
  { focus: 'tabs', label: 'menu.portefeuille' },
  { focus: 'documents', label: 'menu.doc_generique' },
];

/** A looping carousel (embla, driven directly: the CSP refuses @mantine/carousel's inline styles). */
export function SampleCarousel() {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

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
        <Button variant="default" onClick={() => embla?.scrollPrev()}>
          {t('shell.tutorial.previous')}
        </Button>
        <Button variant="default" onClick={() => embla?.scrollNext()}>
          {t('shell.tutorial.next')}
        </Button>
      </div>
    </section>
  );
}
