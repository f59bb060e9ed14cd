import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ContactFormLink } from '../../../components/contact/contact-form-link';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/contact.module.css';

/** How a visitor reaches support (spec 1 §2 contact-us): the form first, then self-help paths. */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <div className={classes.intro}>
        <Title order={1} size="h2" className={classes.heading}>
          {t('contact.us.title')}
        </Title>
        <Text>{t('contact.us.intro')}</Text>
      </div>
      <ul className={classes.channels}>
        <li className={classes.channel}>
          <Title order={2} size="h4">
            {t('contact.us.form.title')}
          </Title>
          <Text size="sm">{t('contact.us.form.text')}</Text>
          <ContactFormLink variant="button" buttonProps={{ variant: 'filled', size: 'md' }}>
            {t('contact.us.form.button')}
          </ContactFormLink>
        </li>
        <li className={classes.channel}>
          <Title order={2} size="h4">
            {t('contact.us.access.title')}
          </Title>
          <Text size="sm">{t('contact.us.access.text')}</Text>
          <Anchor component={Link} to={paths.forgotCredentials.getHref()} size="sm">
            {t('login.forgot.credentials')}
          </Anchor>
          <Anchor component={Link} to={paths.firstConnexion.getHref()} size="sm">
            {t('login.firstconnexion.button')}
          </Anchor>
        </li>
      </ul>
      <Anchor component={Link} to={paths.contactUsFaq.getHref()} size="sm">
        {t('contact.faq.link')}
      </Anchor>
      <section className={classes.notice} aria-labelledby="contact-security-title">
        <Title order={2} size="h5" id="contact-security-title">
          {t('contact.us.security.title')}
        </Title>
        <Text size="sm">{t('contact.us.security.text')}</Text>
      </section>
      <Anchor component={Link} to={paths.login.getHref()} size="sm">
        {t('general.back.login')}
      </Anchor>
    </AuthLayout>
  );
}
