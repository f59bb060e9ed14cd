import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { siteLanguagesQuery } from '../../../lib/i18n/translations-api';
import { acceptCookies, hasCookieConsent } from './cookie-consent';
import { LANGUAGE_FLAGS } from './language-flags';
import classes from './cookie-notice.module.css';

/**
 * Cookie notice (spec 3 §2, §4): shown until accepted, the consent kept for the login cookie
 * duration; it lists the site's languages with their flags, and choosing one switches to it.
 */
export function CookieNotice() {
  const { t, i18n } = useTranslation();
  const [isShown, setShown] = useState(() => !hasCookieConsent());
  const { data: languages = [] } = useQuery({
    ...siteLanguagesQuery,
    enabled: isShown,
  });
  if (!isShown) return null;

  return (
    <section className={classes.notice} aria-labelledby="cookie-notice-title" data-testid="cookie-notice">
      <div className={classes.text}>
        <h2 id="cookie-notice-title" className={classes.title}>
          {t('shell.cookie.title')}
        </h2>
        <p className={classes.body}>{t('shell.cookie.text')}</p>
      </div>
      <ul className={classes.languages} aria-label={t('general.language.label')}>
        {languages.map((language) => (
          <li key={language.langueIden}>
            <button
              type="button"
              lang={language.langueIden}
              className={`${classes.language} mantine-focus-auto`}
              aria-pressed={i18n.language === language.langueIden}
              onClick={() => void switchLanguage(language.langueIden)}
            >
              <img
                className={classes.flag}
                src={LANGUAGE_FLAGS[language.langueIden]}
                alt=""
                width="24"
                height="16"
              />
              <span className={classes.languageName}>{language.libelle}</span>
            </button>
          </li>
        ))}
      </ul>
      <Button
        size="xs"
        className={classes.accept}
        onClick={() => {
          acceptCookies();
          setShown(false);
        }}
      >
        {t('shell.cookie.accept')}
      </Button>
    </section>
  );
}
