import { Button, NativeSelect, Title } from '@mantine/core';
import { THEME_IDS } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchTheme } from '../../lib/theme/fetch-theme';
import { useThemeState } from '../../lib/theme/theme-store';
import classes from './demo.module.css';

/** Stores the chosen theme and reloads (spec 1 §4); the stored theme wins outside production. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { themeId } = useThemeState();
  const [choice, setChoice] = useState(String(themeId));
  return (
    <section className={classes.section} aria-labelledby="demo-theme">
      <Title order={2} size="h3" id="demo-theme">
        {t('demo.theme.title')}
      </Title>
      <div className={classes.row}>
        <NativeSelect
          label={t('demo.theme.label')}
          data={THEME_IDS.map((id) => ({ value: String(id), label: t('demo.theme.option', { id }) }))}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
        />
        <Button onClick={() => switchTheme(Number(choice))}>{t('demo.theme.apply')}</Button>
      </div>
    </section>
  );
}
