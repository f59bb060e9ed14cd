import { ZSignupIdentifier } from '@nomina/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { domainResolver, fieldErrorText } from '../../lib/forms/domain-resolver';

type TIdentifierForm = { login: string };
const resolver = domainResolver<TIdentifierForm>(z.object({ login: ZSignupIdentifier }));

/**
 * The identifier field of the sign-up and reset journeys (spec 1 §2 item 1, §5): checked as it is
 * typed, its message shown once the field is left (or at once when it comes prefilled and
 * `checksPrefilled`), and a validate button that stays disabled until it is 8 to 10 characters.
 */
export function useIdentifierForm(defaultLogin: string, checksPrefilled: boolean) {
  const { t } = useTranslation();
  const form = useForm<TIdentifierForm>({ defaultValues: { login: defaultLogin }, resolver, mode: 'all' });
  const { errors, isValid, isSubmitted, touchedFields } = form.formState;
  const startsTouched = checksPrefilled && defaultLogin.length > 0;
  useEffect(() => {
    if (startsTouched) void form.trigger('login');
  }, [form, startsTouched]);
  const isShown = startsTouched || isSubmitted || touchedFields.login === true;
  return {
    form,
    error: isShown ? fieldErrorText(t, errors.login) : undefined,
    isValid,
  };
}
