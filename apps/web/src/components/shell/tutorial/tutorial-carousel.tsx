import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../../modals/blocking-modal';
import { SafeHtml } from '../../modals/safe-html';
import { PortalSketch } from './portal-sketch';
import { categoryKey, slideKey, SLIDES } from './slides';
import { stepSlide, tutorialLanguage, type TTutoConfig } from './tutorial-config';
import { tutorial, type TTutorialState } from './tutorial-store';
import classes from './tutorial.module.css';

type TTutorialCarouselProps = { config: TTutoConfig; state: TTutorialState };

/**
 * The tutorial's full-screen view (spec 3 §2): categories, the slide (image, title, html),
 * previous and next (wrapping), numbered dots, reduce, close, and the guided tour.
 */
export function TutorialCarousel({ config, state }: TTutorialCarouselProps) {
  const { t, i18n } = useTranslation();
  const { category, slide } = state.position;
  const sketch = SLIDES[category]?.[slide];
  const language = tutorialLanguage(i18n.language);
  const slideCount = config.sousCateg[category] ?? 0;

  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      onClose={tutorial.close}
      size="xl"
      title={t('shell.tutorial.title')}
      classNames={{ title: classes.modalTitle }}
      data-testid="tutorial-carousel"
    >
      <div className={classes.categories} role="group" aria-label={t('shell.tutorial.categories')}>
        {config.sousCateg.map((_, index) => (
          <Button
            key={index}
            size="compact-sm"
            variant={index === category ? 'filled' : 'light'}
            aria-pressed={index === category}
            onClick={() => tutorial.goTo({ category: index, slide: 0 })}
          >
            {t(categoryKey(index))}
          </Button>
        ))}
      </div>
      <section
        className={classes.slide}
        aria-live="polite"
        aria-labelledby="tutorial-slide-title"
        data-testid="tutorial-slide"
      >
        {sketch ? (
          <div className={classes.sketch}>
            <PortalSketch focus={sketch.focus} caption={sketch.caption[language]} />
          </div>
        ) : null}
        <h2 id="tutorial-slide-title" className={classes.slideTitle}>
          {t(slideKey(category, slide, 'title'))}
        </h2>
        <SafeHtml className={classes.slideText} html={t(slideKey(category, slide, 'html'))} />
      </section>
      <div className={classes.navigation}>
        <Button variant="default" onClick={() => tutorial.goTo(stepSlide(config, state.position, -1))}>
          {t('shell.tutorial.previous')}
        </Button>
        <ol className={classes.dots} aria-label={t('shell.tutorial.slides')}>
          {Array.from({ length: slideCount }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                className={`${classes.dot} ${index === slide ? classes.dotActive : ''} mantine-focus-auto`}
                aria-current={index === slide ? 'step' : undefined}
                aria-label={t('shell.tutorial.slide', { number: index + 1, total: slideCount })}
                onClick={() => tutorial.goTo({ category, slide: index })}
              >
                {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <Button onClick={() => tutorial.goTo(stepSlide(config, state.position, 1))}>
          {t('shell.tutorial.next')}
        </Button>
      </div>
      <div className={classes.actions}>
        <Button variant="subtle" onClick={tutorial.startTour}>
          {t('shell.tutorial.tour')}
        </Button>
        <Button variant="subtle" onClick={tutorial.reduce}>
          {t('shell.tutorial.reduce')}
        </Button>
        <Button variant="outline" onClick={tutorial.close}>
          {t('general.close')}
        </Button>
      </div>
    </Modal>
  );
}
