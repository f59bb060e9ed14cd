import { makeZNewPassword, type TNewPassword, type TPasswordLengths } from '@nomina/domain';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '../../lib/forms/domain-resolver';
import type { TNewPasswordFieldProps } from './new-password-field';

/**
 * A form choosing a new password (sign-up, reset): react-hook-form over the domain's new-password
 * rule, with the props of the NewPasswordField that shows it (its messages once submitted).
 */
export function useNewPasswordForm(lengths: TPasswordLengths) {
  // The lengths may arrive after the first render: the resolver reads the latest ones.
  const latest = useRef(lengths);
  latest.current = lengths;
  const form = useForm<TNewPassword>({
    defaultValues: { password: '', confirmation: '' },
    resolver: domainResolver<TNewPassword>(() => makeZNewPassword(latest.current)),
  });
  const [password, confirmation] = form.watch(['password', 'confirmation']);
  const { isSubmitted } = form.formState;
  const field: TNewPasswordFieldProps = {
    value: { password, confirmation },
    onChange: (next) => {
      const options = { shouldValidate: isSubmitted, shouldDirty: true };
      form.setValue('password', next.password, options);
      form.setValue('confirmation', next.confirmation, options);
    },
    lengths,
    showErrors: isSubmitted,
  };
  return { form, field };
}
