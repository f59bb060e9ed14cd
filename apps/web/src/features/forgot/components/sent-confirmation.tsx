import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { ContactFormLink } from '../../../components/contact/contact-form-link';
import successImage from '../../../assets/warning/success.svg';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

type TSentConfirmationProps = {
  titleKey: TTranslationKey;
  textKey: TTranslationKey;
  noMessageKey: TTranslationKey;
  /** E-mails only: where else to look. */
  hintKey?: TTranslationKey;
};

/**
 * Confirmation after sending (spec 1 §2 item 2): the same words whether or not an account
 * matched, a back button to login and a "nothing received" link to the contact form.
 */
export function SentConfirmation({ titleKey, textKey, noMessageKey, hintKey }: TSentConfirmationProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.result} aria-labelledby="forgot-sent-title">
      <img className={classes.resultImage} src={successImage} alt="" />
      <StepHeading id="forgot-sent-title">{t(titleKey)}</StepHeading>
      <Text>{t(textKey)}</Text>
      {hintKey ? (
        <Text size="sm" c="dimmed">
          {t(hintKey)}
        </Text>
      ) : null}
      <div className={classes.actions}>
        <Button component={Link} to={paths.login.getHref()} size="md" fullWidth>
          {t('general.back.login')}
        </Button>
        <ContactFormLink anchorProps={{ className: classes.secondary }}>{t(noMessageKey)}</ContactFormLink>
      </div>
    </section>
  );
}
