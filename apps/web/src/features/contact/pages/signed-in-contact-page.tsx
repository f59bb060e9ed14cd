import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/contact-form';
import classes from '../components/contact.module.css';

/** contact (spec 3 §2): the signed-in holder's message to support, inside the shell. */
export function SignedInContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.intro}>
        <Title order={1} id="contact-form-title" className={classes.heading}>
          {t('contact.form.title')}
        </Title>
        <Text>{t('contact.form.intro')}</Text>
      </div>
      <ContactForm />
    </>
  );
}
