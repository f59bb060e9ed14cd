import { Button, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import successImage from '../../../assets/warning/success.svg';
import classes from './contact.module.css';

/**
 * Shown in place of the form once the request is recorded: its reference, then the way on —
 * messaging and the holder's space for a signed-in holder, the login for a visitor.
 */
export function ContactSuccess({ reference, isHolder }: { reference: string; isHolder: boolean }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={classes.result} aria-labelledby="contact-success-title">
      <img className={classes.resultImage} src={successImage} alt="" />
      <Title
        order={2}
        size="h3"
        id="contact-success-title"
        ref={headingRef}
        tabIndex={-1}
        className={classes.heading}
      >
        {t('contact.success.title')}
      </Title>
      <Text>{t('contact.success.text')}</Text>
      <Text fw={600} data-testid="support-reference">
        {t('contact.success.reference', { reference })}
      </Text>
      {isHolder ? (
        <>
          <Button component={Link} to={paths.messagerie.getHref()} size="md" fullWidth>
            {t('contact.success.messaging')}
          </Button>
          <Button component={Link} to={paths.dashboard.getHref()} size="md" fullWidth variant="outline">
            {t('contact.success.back.space')}
          </Button>
        </>
      ) : (
        <Button component={Link} to={paths.login.getHref()} size="md" fullWidth>
          {t('general.back.login')}
        </Button>
      )}
    </section>
  );
}
