import { Alert, Button, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_LENGTH, SUPPORT_NAME_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from '@nomina/domain';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { toErrorCode } from '../../../lib/http/api-error';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import { useContactPrefill } from '../api/contact-prefill';
import { useCategories } from '../api/support-api';
import { AttachmentsField } from './attachments-field';
import { ContactSuccess } from './contact-success';
import classes from './contact.module.css';
import { SUPPORT_FIELD_PARAMS, useSupportForm, type TSupportField } from '../hooks/use-support-form';
import { fieldErrorText } from '../../../lib/forms/domain-resolver';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * A support request (spec 3 §1 contact support): the writer's identity and contacts (prefilled
 * for a signed-in holder), a category, a subject, the message and up to three files.
 */
export function SupportRequestForm({ isHolder }: { isHolder: boolean }) {
  const { t } = useTranslation();
  const themeIssuer = useThemeIssuerId();
  const phoneSettings = usePhoneSettings(
    isHolder ? (readSelectedHolder()?.emetIden ?? themeIssuer) : themeIssuer,
  );
  const prefill = useContactPrefill(isHolder);
  const categories = useCategories(isHolder);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (field: TSupportField) =>
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field="${field}"] :is(input, select, textarea, button)`)
      ?.focus();
  const { form, submit, isPending, created } = useSupportForm({
    isHolder,
    prefill: prefill.data,
    phoneSettings,
    onFirstError: focusField,
  });
  const { errors, isSubmitted } = form.formState;
  const show = (field: TSupportField) =>
    fieldErrorText(t, errors[field], { params: SUPPORT_FIELD_PARAMS[field] });
  const message = form.watch('message');
  const files = form.watch('files');

  if (created) return <ContactSuccess reference={created.reference} isHolder={isHolder} />;
  // The holder's form waits for their details, so the phone field starts with their number.
  if (isHolder && prefill.isPending) return <Text role="status">{t('general.loading')}</Text>;
  // Details that cannot be read leave the form to fill in; categories that cannot be read (none
  // kept from an earlier visit) leave nothing to choose: either is said above the form.
  const loadError = prefill.isError
    ? prefill.error
    : categories.isError && !categories.data?.length
      ? categories.error
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void submit(event);
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      {loadError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(loadError))}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('contact.form.required.note')}
      </Text>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('contact.form.identity')}</legend>
        {isHolder ? (
          <Text size="sm" c="dimmed">
            {t('contact.form.identity.holder')}
          </Text>
        ) : null}
        <div data-field="nom">
          <TextInput
            label={t('contact.form.name')}
            autoComplete="name"
            withAsterisk
            aria-required
            maxLength={SUPPORT_NAME_MAX_LENGTH}
            {...form.register('nom')}
            error={show('nom')}
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
            {...form.register('email')}
            error={show('email')}
            size="md"
          />
        </div>
        {phoneSettings ? (
          <div data-field="telephone">
            <PhoneInput
              label={t('contact.form.phone')}
              settings={phoneSettings}
              defaultValue={prefill.data?.telephone ?? ''}
              isRequired={false}
              showErrors={isSubmitted}
              onChange={(value) =>
                form.setValue('telephone', value, { shouldValidate: isSubmitted, shouldDirty: true })
              }
            />
          </div>
        ) : null}
      </fieldset>
      <div data-field="categorie">
        <NativeSelect
          label={t('contact.form.category')}
          withAsterisk
          aria-required
          {...form.register('categorie')}
          error={show('categorie')}
          size="md"
          data={[
            { value: '', label: t('contact.form.category.placeholder'), disabled: true },
            ...(categories.data ?? []).map((category) => ({
              value: category.code,
              label: t(serverKey(category.libelle)),
            })),
          ]}
        />
      </div>
      <div data-field="objet">
        <TextInput
          label={t('contact.form.subject')}
          withAsterisk
          aria-required
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          {...form.register('objet')}
          error={show('objet')}
          size="md"
        />
      </div>
      <div data-field="message">
        <Textarea
          label={t('contact.form.message')}
          description={t('contact.form.message.counter', {
            length: message.trim().length,
            ...SUPPORT_MESSAGE_LENGTH,
          })}
          withAsterisk
          aria-required
          autosize
          minRows={5}
          maxRows={14}
          {...form.register('message')}
          error={show('message')}
          size="md"
        />
      </div>
      <AttachmentsField
        files={files}
        onChange={(next) => form.setValue('files', next, { shouldValidate: isSubmitted, shouldDirty: true })}
        error={show('files')}
      />
      <Button type="submit" size="md" fullWidth loading={isPending}>
        {t('contact.form.submit')}
      </Button>
    </form>
  );
}
