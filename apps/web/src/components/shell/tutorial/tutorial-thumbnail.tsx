import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { slideKey } from './slides';
import { tutorial, type TTutorialState } from './tutorial-store';
import classes from './tutorial.module.css';

/** The tutorial reduced to a corner thumbnail: what it was showing, resume and close (spec 3 §2). */
export function TutorialThumbnail({ state }: { state: TTutorialState }) {
  const { t } = useTranslation();
  const { category, slide } = state.position;
  return (
    <aside
      className={classes.thumbnail}
      aria-label={t('shell.tutorial.title')}
      data-testid="tutorial-thumbnail"
    >
      <p className={classes.thumbnailTitle}>{t(slideKey(category, slide, 'title'))}</p>
      <div className={classes.thumbnailActions}>
        <Button size="compact-sm" onClick={tutorial.resume}>
          {t('shell.tutorial.resume')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={tutorial.close}>
          {t('general.close')}
        </Button>
      </div>
    </aside>
  );
}
