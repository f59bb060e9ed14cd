import { PasswordInput, Text, VisuallyHidden } from '@mantine/core';
import {
  PASSWORD_ERRORS,
  newPasswordError,
  passwordErrors,
  type TNewPassword,
  type TPasswordLengths,
} from '@nomina/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './access.module.css';

export { newPasswordError, type TNewPassword } from '@nomina/domain';

export type TNewPasswordFieldProps = {
  value: TNewPassword;
  onChange: (next: TNewPassword) => void;
  /** MIN_PASSWORD_LENGTH / MAX_PASSWORD_LENGTH of the issuer (or the link's passwordRules). */
  lengths: TPasswordLengths;
  /** Set after a submit attempt: shows the required / rules / mismatch messages on the fields. */
  showErrors?: boolean;
};

/**
 * New password and its confirmation (spec 1 §5 strength rules), each with a show/hide toggle,
 * and a checklist that ticks each rule as it is met while the user types.
 */
export function NewPasswordField({ value, onChange, lengths, showErrors = false }: TNewPasswordFieldProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const failed = passwordErrors(value.password, lengths);
  const error = showErrors ? newPasswordError(value, lengths) : null;
  const isConfirmationError = error === 'password.confirm.mismatch';
  const toggle = { 'aria-label': t('login.password.toggle'), tabIndex: 0 } as const;

  return (
    <>
      <PasswordInput
        label={t('password.new.label')}
        autoComplete="new-password"
        aria-required
        aria-describedby={rulesId}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
        error={error && !isConfirmationError ? t(error) : undefined}
        visibilityToggleButtonProps={toggle}
        size="md"
      />
      <div id={rulesId}>
        <Text size="sm" fw={600} mb={4}>
          {t('password.rules.title')}
        </Text>
        <ul className={classes.checklist}>
          {PASSWORD_ERRORS.map((rule) => {
            const isMet = !failed.includes(rule);
            return (
              <li key={rule} className={classes.rule} data-met={isMet} data-rule={rule}>
                <span className={classes.mark} aria-hidden>
                  {isMet ? '✓' : '•'}
                </span>
                <span>{t(rule, lengths)}</span>
                <VisuallyHidden>{t(isMet ? 'password.rule.met' : 'password.rule.unmet')}</VisuallyHidden>
              </li>
            );
          })}
        </ul>
      </div>
      <PasswordInput
        label={t('password.new.confirm.label')}
        autoComplete="new-password"
        aria-required
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.currentTarget.value })}
        error={isConfirmationError ? t(error) : undefined}
        visibilityToggleButtonProps={toggle}
        size="md"
      />
    </>
  );
}
