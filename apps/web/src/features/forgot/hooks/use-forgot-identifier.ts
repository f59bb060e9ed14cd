import { ZIdentityEmail, type TPhoneSettings } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import { sendForgottenLogin } from '../api/send-forgotten-login';

export type TIdentifierMedium = 'email' | 'telephone';
export type TForgotIdentifierForm = { medium: TIdentifierMedium; email: string; telephone: string };

/** The chosen contact is checked: the e-mail with the identity rule, the mobile with the issuer's. */
function forgotIdentifierSchema(phoneSettings: TPhoneSettings | null) {
  return z
    .object({ medium: z.enum(['email', 'telephone']), email: z.string(), telephone: z.string() })
    .superRefine(({ medium, email, telephone }, context) => {
      if (medium === 'email') {
        const issue = ZIdentityEmail.safeParse(email.trim()).error?.issues[0];
        if (issue) context.addIssue({ code: 'custom', path: ['email'], message: issue.message });
      } else if (!phoneSettings || !isPhoneAccepted(telephone, phoneSettings, true))
        context.addIssue({
          code: 'custom',
          path: ['telephone'],
          message: 'form.field.validator.invalidphone',
        });
    });
}

/** Form and sending of the forgotten-identifier request (bot check first, action 'forgot'). */
export function useForgotIdentifier() {
  const { t, i18n } = useTranslation();
  const botCheck = useBotCheck();
  const phoneSettings = usePhoneSettings(useThemeIssuerId());
  // The phone rules arrive after the first render: the resolver reads the latest ones.
  const latestSettings = useRef(phoneSettings);
  latestSettings.current = phoneSettings;
  const form = useForm<TForgotIdentifierForm>({
    defaultValues: { medium: 'email', email: '', telephone: '' },
    resolver: domainResolver<TForgotIdentifierForm>(() => forgotIdentifierSchema(latestSettings.current)),
    shouldFocusError: false,
  });
  const send = useMutation({
    mutationFn: async ({ medium, email, telephone }: TForgotIdentifierForm) => {
      const captchaToken = await botCheck.getToken('forgot');
      const contact = medium === 'email' ? { email: email.trim() } : { telephone };
      return sendForgottenLogin({
        ...contact,
        lang: i18n.language,
        ...(captchaToken ? { captchaToken } : {}),
      });
    },
    onError: (error) => void showRequestError(error),
  });
  const { errors, isSubmitted } = form.formState;

  return {
    form,
    medium: form.watch('medium'),
    phoneSettings,
    emailError: fieldErrorText(t, errors.email),
    isSubmitted,
    isPending: send.isPending,
    isSent: send.isSuccess,
    send: (values: TForgotIdentifierForm) => send.mutate(values),
  };
}
