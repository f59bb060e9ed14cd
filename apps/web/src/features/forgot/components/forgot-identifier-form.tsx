import { Anchor, Button, Radio, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import classes from './forgot.module.css';
import { SentConfirmation } from './sent-confirmation';
import { useForgotIdentifier, type TIdentifierMedium } from '../hooks/use-forgot-identifier';

/** E-mail or mobile on record → the identifier is sent there; the same answer for anyone. */
export function ForgotIdentifierForm() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForgotIdentifier();

  if (form.isSent) {
    const isMail = form.medium === 'email';
    return (
      <SentConfirmation
        titleKey="forgot.identifier.sent.title"
        textKey={isMail ? 'forgot.identifier.sent.mail' : 'forgot.identifier.sent.sms'}
        noMessageKey={isMail ? 'forgot.sent.nomail' : 'forgot.sent.nosms'}
        {...(isMail ? { hintKey: 'forgot.sent.spam' } : {})}
      />
    );
  }

  const onInvalid = () => formRef.current?.querySelector<HTMLInputElement>('[data-contact] input')?.focus();

  return (
    <form
      ref={formRef}
      className={classes.stack}
      onSubmit={form.form.handleSubmit(form.send, onInvalid)}
      noValidate
    >
      <Radio.Group
        label={t('forgot.identifier.medium')}
        value={form.medium}
        onChange={(value) => form.form.setValue('medium', value as TIdentifierMedium)}
        size="md"
      >
        <div className={classes.choices}>
          <Radio className={classes.choice} value="email" label={t('forgot.identifier.medium.email')} />
          <Radio className={classes.choice} value="telephone" label={t('forgot.identifier.medium.sms')} />
        </div>
      </Radio.Group>
      {form.medium === 'email' ? (
        <div data-contact>
          <TextInput
            type="email"
            label={t('general.field.email')}
            autoComplete="email"
            aria-required
            {...form.form.register('email')}
            error={form.emailError}
            size="md"
          />
        </div>
      ) : null}
      {form.medium === 'telephone' && form.phoneSettings ? (
        <div data-contact>
          <PhoneInput
            label={t('forgot.identifier.phone')}
            settings={form.phoneSettings}
            showErrors={form.isSubmitted}
            onChange={(telephone) =>
              form.form.setValue('telephone', telephone, { shouldValidate: form.isSubmitted })
            }
          />
        </div>
      ) : null}
      <Button type="submit" size="md" fullWidth loading={form.isPending}>
        {t('forgot.identifier.submit')}
      </Button>
      <Anchor component={Link} to={paths.login.getHref()} size="sm">
        {t('general.back.login')}
      </Anchor>
    </form>
  );
}
