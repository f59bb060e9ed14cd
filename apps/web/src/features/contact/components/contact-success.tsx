import { Button, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import successImage from '../../../assets/warning/success.svg';
import classes from './contact.module.css';

/** Shown in place of the form once support has the message; the heading takes the focus. */
export function ContactSuccess() {
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
      <Button component={Link} to={paths.login.getHref()} size="md" fullWidth>
        {t('general.back.login')}
      </Button>
    </section>
  );
}
