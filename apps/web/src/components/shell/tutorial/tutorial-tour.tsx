import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DYNAMIC_STEPS } from './tutorial-config';
import { tutorial } from './tutorial-store';
import classes from './tutorial.module.css';

/** The last displayed element marked for a step: the menu itself, or its burger while the phone drawer is closed. */
function findTarget(step: string): HTMLElement | null {
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(`[data-tuto="${step}"]`));
  const shown = candidates.filter((element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : element.getClientRects().length > 0,
  );
  return shown.at(-1) ?? null;
}

/**
 * The guided tour (spec 3 §4): six steps, each highlighting one part of the shell, with previous,
 * next and finish, and progress dots (total 6, the first active at start).
 */
export function TutorialTour({ step }: { step: number }) {
  const { t } = useTranslation();
  const name = DYNAMIC_STEPS[step] ?? DYNAMIC_STEPS[0];
  const total = DYNAMIC_STEPS.length;
  const isLast = step === total - 1;

  useEffect(() => {
    const target = findTarget(name);
    if (!target) return undefined;
    target.classList.add(classes.highlight ?? '');
    target.scrollIntoView?.({ block: 'center' });
    return () => target.classList.remove(classes.highlight ?? '');
  }, [name]);

  return (
    <section
      className={classes.tour}
      role="dialog"
      aria-labelledby="tutorial-tour-title"
      data-testid="tutorial-tour"
    >
      <h2 id="tutorial-tour-title" className={classes.tourTitle}>
        {t(`shell.tour.${name}.title`)}
      </h2>
      <p className={classes.tourText}>{t(`shell.tour.${name}.text`)}</p>
      <ol className={classes.progress} aria-label={t('shell.tutorial.progress', { active: step + 1, total })}>
        {DYNAMIC_STEPS.map((item, index) => (
          <li
            key={item}
            className={`${classes.progressDot} ${index === step ? classes.progressActive : ''}`}
            aria-current={index === step ? 'step' : undefined}
            data-testid="tour-dot"
          />
        ))}
      </ol>
      <div className={classes.tourActions}>
        <Button
          variant="default"
          size="sm"
          disabled={step === 0}
          onClick={() => tutorial.setTourStep(step - 1)}
        >
          {t('shell.tutorial.previous')}
        </Button>
        {isLast ? (
          <Button size="sm" onClick={tutorial.close}>
            {t('shell.tutorial.finish')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => tutorial.setTourStep(step + 1)}>
            {t('shell.tutorial.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
