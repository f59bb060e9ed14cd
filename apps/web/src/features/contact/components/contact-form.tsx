import { Button, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { CONTACT_MESSAGE_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECTS } from '@nomina/domain';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import type { TFieldIssue } from '../../../lib/forms/field-issues';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import { ContactSuccess } from './contact-success';
import classes from './contact.module.css';
import { useContactForm, type TContactField } from './use-contact-form';

/** The visitor's message to support: name, e-mail, optional phone, subject and message. */
export function ContactForm() {
  const { t } = useTranslation();
  const phoneSettings = usePhoneSettings(useThemeIssuerId());
  const fieldsRef = useRef<HTMLFormElement>(null);
  const focusField = (field: TContactField) =>
    fieldsRef.current
      ?.querySelector<HTMLElement>(`[data-field="${field}"] :is(input, select, textarea)`)
      ?.focus();
  const form = useContactForm(phoneSettings, focusField);
  const { values, issues } = form;
  const show = (issue: TFieldIssue | undefined) => (issue ? t(issue.message, issue.params) : undefined);

  if (form.isSent) return <ContactSuccess />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form
      ref={fieldsRef}
      className={classes.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <Text size="sm" c="dimmed">
        {t('contact.form.required.note')}
      </Text>
      <div data-field="nom">
        <TextInput
          label={t('contact.form.name')}
          autoComplete="name"
          withAsterisk
          aria-required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={values.nom}
          onChange={(event) => form.setValue('nom', event.currentTarget.value)}
          error={show(issues.nom)}
          size="md"
        />
      </div>
      <div data-field="email">
        <TextInput
          type="email"
          label={t('general.field.email')}
          description={t('contact.form.email.hint')}
          autoComplete="email"
          withAsterisk
          aria-required
          value={values.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
          error={show(issues.email)}
          size="md"
        />
      </div>
      {phoneSettings ? (
        <div data-field="telephone">
          <PhoneInput
            label={t('contact.form.phone')}
            settings={phoneSettings}
            isRequired={false}
            showErrors={form.isSubmitted}
            onChange={(value) => form.setValue('telephone', value)}
          />
        </div>
      ) : null}
      <div data-field="objet">
        <NativeSelect
          label={t('contact.form.subject')}
          withAsterisk
          aria-required
          value={values.objet}
          onChange={(event) => form.setValue('objet', event.currentTarget.value)}
          error={show(issues.objet)}
          size="md"
          data={[
            { value: '', label: t('contact.form.subject.placeholder'), disabled: true },
            ...CONTACT_SUBJECTS.map((subject) => ({
              value: subject,
              label: t(`contact.subject.${subject}`),
            })),
          ]}
        />
      </div>
      <div data-field="message">
        <Textarea
          label={t('contact.form.message')}
          description={t('contact.form.message.counter', {
            length: values.message.trim().length,
            ...CONTACT_MESSAGE_LENGTH,
          })}
          withAsterisk
          aria-required
          autosize
          minRows={5}
          maxRows={14}
          value={values.message}
          onChange={(event) => form.setValue('message', event.currentTarget.value)}
          error={show(issues.message)}
          size="md"
        />
      </div>
      <Button type="submit" size="md" fullWidth loading={form.isPending}>
        {t('contact.form.submit')}
      </Button>
    </form>
  );
}
