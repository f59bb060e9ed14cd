import { Anchor, Button, TextInput } from '@mantine/core';
import { OTP_LENGTH, OTP_MESSAGES, oneTimeCodeErrors } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverKey } from '../../lib/i18n/server-key';
import { modals } from '../modals/modal-store';
import classes from './access.module.css';

export type TOtpCodeFormProps = {
  /** Called with the 6 digits; the button shows a loader until the promise settles. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Translation key of a server answer (wrong or expired code), shown under the field. */
  errorCode?: string | null | undefined;
  /** Where the "no code received" warning leads (the contact page); no link when absent. */
  noCodeHref?: string | undefined;
  /** Replaces the "no code received" warning with the page's own help (a way back and a resend). */
  onNoCode?: (() => void) | undefined;
  /** Translation keys of the field label and the button; sensible defaults. */
  labelKey?: TTranslationKey;
  submitKey?: TTranslationKey;
};

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
  const [code, setCode] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const errors = oneTimeCodeErrors(code);
  const isValid = errors.length === 0;
  // A typed non-digit is reported at once; length and required wait until the field is left.
  const shown = errors.includes(OTP_MESSAGES.pattern)
    ? OTP_MESSAGES.pattern
    : isTouched
      ? errors[0]
      : undefined;
  const message = shown ?? errorCode ?? undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isValid || isSubmitting) return;
    setIsSubmitting(true);
    try {
      await onSubmit(code);
    } finally {
      setIsSubmitting(false);
    }
  };

  const openNoCode = () =>
    void modals.warning({
      type: 'warning',
      title: 'otp.nocode.title',
      lines: ['otp.nocode.text'],
      buttonLabel: 'otp.nocode.contact',
      ...(noCodeHref ? { redirectTo: noCodeHref } : {}),
    });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        className={classes.code}
        label={t(labelKey)}
        description={t('otp.code.hint', { length: OTP_LENGTH })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        aria-required
        value={code}
        onKeyDown={(event) => {
          // The disabled button blocks implicit submission; Enter still explains what is missing.
          if (event.key === 'Enter') setIsTouched(true);
          if (!isControlKey(event) && !/^[0-9]$/.test(event.key)) event.preventDefault();
        }}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\s/g, ''))}
        onBlur={() => setIsTouched(true)}
        error={message ? t(serverKey(message)) : undefined}
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
