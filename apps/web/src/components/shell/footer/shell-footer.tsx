import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PublicFooter } from '../../layout/public-footer';
import type { TMenuEntry } from '../menu/build-menu';
import { tutorial, useTutorialState } from '../tutorial/tutorial-store';
import { FooterMenu } from './footer-menu';
import classes from './shell-footer.module.css';

/**
 * Footer of signed-in users (spec 3 §2): the common footer plus the footer menu groups and the
 * tutorial link, disabled while the tutorial is visible.
 */
export function ShellFooter({ entries }: { entries: readonly TMenuEntry[] }) {
  const { t } = useTranslation();
  const { isVisible } = useTutorialState();
  return (
    <PublicFooter contactHref={paths.contact.getHref()}>
      <FooterMenu entries={entries} />
      <div className={classes.tutorial} data-tuto="tutorial-link">
        <Button
          variant="subtle"
          size="sm"
          disabled={isVisible}
          onClick={tutorial.start}
          data-testid="tutorial-link"
        >
          {t('shell.tutorial.link')}
        </Button>
      </div>
    </PublicFooter>
  );
}
