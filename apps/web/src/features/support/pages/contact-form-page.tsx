import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { SupportRequestForm } from '../components/support-request-form';
import classes from '../components/contact.module.css';

/** contact-us/form-call: the visitor's support request (selfcare/demande). */
export function ContactFormPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <div className={classes.intro}>
        <Title order={1} size="h2" id="contact-form-title" className={classes.heading}>
          {t('contact.form.title')}
        </Title>
        <Text>{t('contact.form.intro')}</Text>
      </div>
      <Anchor component={Link} to={paths.contactUsFaq.getHref()} size="sm">
        {t('contact.faq.link')}
      </Anchor>
      <SupportRequestForm isHolder={false} />
      <Anchor component={Link} to={paths.contactUs.getHref()} size="sm">
        {t('contact.form.back')}
      </Anchor>
    </AuthLayout>
  );
}
