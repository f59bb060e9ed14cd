import { ZIdentityEmail } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import { useSendForgottenLogin } from '../api/send-forgotten-login';

export type TIdentifierMedium = 'email' | 'telephone';

/** State and sending of the forgotten-identifier form (bot check first, action 'forgot'). */
export function useForgotIdentifier() {
  const { i18n } = useTranslation();
  const botCheck = useBotCheck();
  const send = useSendForgottenLogin();
  const phoneSettings = usePhoneSettings(useThemeIssuerId());
  const [medium, setMedium] = useState<TIdentifierMedium>('email');
  const [email, setEmail] = useState('');
  const [telephone, setTelephone] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isChecking, setIsChecking] = useState(false);

  const emailCheck = ZIdentityEmail.safeParse(email.trim());
  const emailError = emailCheck.success ? null : (emailCheck.error.issues[0]?.message ?? null);
  const isPhoneValid = Boolean(phoneSettings) && isPhoneAccepted(telephone, phoneSettings!, true);
  const isValid = medium === 'email' ? emailError === null : isPhoneValid;

  /** Returns false when the form has an error to show (the caller moves the focus to it). */
  const submit = async (): Promise<boolean> => {
    setIsSubmitted(true);
    if (!isValid) return false;
    setIsChecking(true);
    try {
      const captchaToken = await botCheck.getToken('forgot');
      const contact = medium === 'email' ? { email: email.trim() } : { telephone };
      await send.mutateAsync({ ...contact, lang: i18n.language, ...(captchaToken ? { captchaToken } : {}) });
    } catch (error) {
      void showRequestError(error);
    } finally {
      setIsChecking(false);
    }
    return true;
  };

  return {
    medium,
    setMedium,
    email,
    setEmail,
    setTelephone,
    phoneSettings,
    emailError: isSubmitted ? emailError : null,
    isSubmitted,
    isPending: isChecking || send.isPending,
    isSent: send.isSuccess,
    submit,
  };
}
