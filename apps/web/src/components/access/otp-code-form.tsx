import { Anchor, Button, TextInput } from '@mantine/core';
import { OTP_LENGTH, OTP_MESSAGES, ZOneTimeCode } from '@nomina/domain';
import type { KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTranslationKey } from '@nomina/translations/keys';
import { domainResolver, fieldMessage } from '../../lib/forms/domain-resolver';
import { modals } from '../modals/modal-store';
import classes from './access.module.css';

export type TOtpCodeFormProps = {
  /** Called with the 6 digits; the button shows a loader until the promise settles. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Translation key of a server answer (wrong or expired code), shown under the field. */
  errorCode?: TTranslationKey | null | undefined;
  /** Where the "no code received" warning leads (the contact page); no link when absent. */
  noCodeHref?: string | undefined;
  /** Replaces the "no code received" warning with the page's own help (a way back and a resend). */
  onNoCode?: (() => void) | undefined;
  /** Translation keys of the field label and the button; sensible defaults. */
  labelKey?: TTranslationKey;
  submitKey?: TTranslationKey;
};

type TCodeForm = { code: string };
const resolver = domainResolver<TCodeForm>(z.object({ code: ZOneTimeCode }));

/** Keys that move or edit rather than type: never filtered. */
function isControlKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length > 1 || event.ctrlKey || event.metaKey || event.altKey;
}

/**
 * One-time code field of spec 1 §2 item 3 and §5: 6 digits only (other keys are ignored), the
 * validate button stays disabled until the code is valid and shows a loader while it is checked,
 * Enter validates. Optional "no code received" link opening the static warning that leads to contact.
 */
export function OtpCodeForm({
  onSubmit,
  errorCode,
  noCodeHref,
  onNoCode,
  labelKey = 'otp.code.label',
  submitKey = 'general.validate',
}: TOtpCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TCodeForm>({ defaultValues: { code: '' }, resolver, mode: 'all' });
  const { field } = useController({ control: form.control, name: 'code' });
  const { errors, isValid, isSubmitting, isSubmitted, touchedFields } = form.formState;
  const error = fieldMessage(errors.code);
  // A typed non-digit is reported at once; length and required wait until the field is left.
  const shown =
    error === OTP_MESSAGES.pattern ? error : touchedFields.code || isSubmitted ? error : undefined;
  const message = shown ?? errorCode ?? undefined;
  const submit = form.handleSubmit(async ({ code }) => {
    await onSubmit(code);
  });

  const openNoCode = () =>
    void modals.warning({
      type: 'warning',
      title: 'otp.nocode.title',
      lines: ['otp.nocode.text'],
      buttonLabel: 'otp.nocode.contact',
      ...(noCodeHref ? { redirectTo: noCodeHref } : {}),
    });

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      noValidate
    >
      <TextInput
        className={classes.code}
        label={t(labelKey)}
        description={t('otp.code.hint', { length: OTP_LENGTH })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        aria-required
        ref={field.ref}
        name={field.name}
        value={field.value}
        onKeyDown={(event) => {
          // The disabled button blocks implicit submission; Enter still explains what is missing.
          if (event.key === 'Enter' && !isValid) {
            event.preventDefault();
            void submit();
          }
          if (!isControlKey(event) && !/^[0-9]$/.test(event.key)) event.preventDefault();
        }}
        onChange={(event) => field.onChange(event.currentTarget.value.replace(/\s/g, ''))}
        onBlur={field.onBlur}
        error={message ? t(message) : undefined}
        size="md"
      />
      <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t(submitKey)}
      </Button>
      {noCodeHref || onNoCode ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          className={classes.noCode}
          onClick={onNoCode ?? openNoCode}
        >
          {t('otp.nocode.link')}
        </Anchor>
      ) : null}
    </form>
  );
}
