import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import { SupportRequestForm } from '../components/support-request-form';
import classes from '../components/contact.module.css';

/** contact (spec 3 §2): the signed-in holder's support request, prefilled, inside the shell. */
export function SignedInContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.intro}>
        <Title order={1} id="contact-form-title" className={classes.heading}>
          {t('contact.form.title')}
        </Title>
        <Text>{t('contact.form.intro')}</Text>
        <Anchor component={Link} to={paths.faq.getHref()} size="sm">
          {t('contact.faq.link')}
        </Anchor>
      </div>
      <SupportRequestForm isHolder />
    </>
  );
}
