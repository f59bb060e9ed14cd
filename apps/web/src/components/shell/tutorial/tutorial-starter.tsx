import { Button } from '@mantine/core';
import { STORAGE_KEYS } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage/storage';
import { tutorial } from './tutorial-store';
import classes from './tutorial.module.css';

function hasChosen(login: string): boolean {
  return (storage.get<string[]>(STORAGE_KEYS.tutorialChoice) ?? []).includes(login);
}

function rememberChoice(login: string): void {
  const logins = storage.get<string[]>(STORAGE_KEYS.tutorialChoice) ?? [];
  storage.set(STORAGE_KEYS.tutorialChoice, [...new Set([...logins, login])]);
}

/**
 * The tutorial's starter (spec 3 §2), offered on the dashboard until the user answers 'see later'
 * or 'go' (remembered per login). It does not block the page: the dashboard stays usable around it.
 */
export function TutorialStarter({ login }: { login: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(() => !hasChosen(login));
  if (!isOpen) return null;
  const answer = (isGo: boolean) => {
    rememberChoice(login);
    setOpen(false);
    if (isGo) tutorial.start();
  };
  return (
    <section
      className={classes.starter}
      aria-labelledby="tutorial-starter-title"
      data-testid="tutorial-starter"
    >
      <div>
        <h2 id="tutorial-starter-title" className={classes.starterTitle}>
          {t('shell.tutorial.starter.title')}
        </h2>
        <p className={classes.starterText}>{t('shell.tutorial.starter.text')}</p>
      </div>
      <div className={classes.starterActions}>
        <Button size="xs" variant="default" onClick={() => answer(false)}>
          {t('shell.tutorial.later')}
        </Button>
        <Button size="xs" onClick={() => answer(true)}>
          {t('shell.tutorial.go')}
        </Button>
      </div>
    </section>
  );
}
