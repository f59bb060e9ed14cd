import { ZContactForm, type TContactForm, type TPhoneSettings } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { firstFieldIssues, type TFieldIssues } from '../../../lib/forms/field-issues';
import { useThemeState } from '../../../lib/theme/theme-store';
import { useSendContactMessage } from '../api/send-contact-message';

export type TContactField = keyof TContactForm;
export type TContactValues = Record<TContactField, string>;

/** Field order on screen: the first field in error gets the focus. */
export const CONTACT_FIELDS: readonly TContactField[] = ['nom', 'email', 'telephone', 'objet', 'message'];

const EMPTY: TContactValues = { nom: '', email: '', telephone: '', objet: '', message: '' };

/** Values as sent: trimmed, and no phone key when none was given (it is optional). */
function toForm(values: TContactValues): unknown {
  const { telephone, ...rest } = values;
  const trimmed = { ...rest, nom: rest.nom.trim(), email: rest.email.trim(), message: rest.message.trim() };
  return telephone ? { ...trimmed, telephone } : trimmed;
}

/** State, checks and sending of the visitor's contact form (bot check first, spec 1 §4). */
export function useContactForm(
  phoneSettings: TPhoneSettings | null,
  onFirstError: (field: TContactField) => void,
) {
  const { i18n } = useTranslation();
  const { themeId } = useThemeState();
  const botCheck = useBotCheck();
  const send = useSendContactMessage();
  const [values, setValues] = useState<TContactValues>(EMPTY);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isChecking, setIsChecking] = useState(false);

  const parsed = ZContactForm.safeParse(toForm(values));
  const issues: TFieldIssues<TContactField> = parsed.success ? {} : firstFieldIssues(parsed.error);
  // The phone input shows its own message; an optional number given must still pass its rules.
  if (values.telephone && phoneSettings && !isPhoneAccepted(values.telephone, phoneSettings, false))
    issues.telephone = { message: 'form.field.validator.invalidphone' };
  const isValid = Object.keys(issues).length === 0;

  const setValue = (field: TContactField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setIsSubmitted(true);
    if (!parsed.success || !isValid) {
      const first = CONTACT_FIELDS.find((field) => issues[field]);
      if (first) onFirstError(first);
      return;
    }
    setIsChecking(true);
    try {
      const captchaToken = await botCheck.getToken('contact');
      await send.mutateAsync({
        ...parsed.data,
        lang: i18n.language,
        themeId,
        ...(captchaToken ? { captchaToken } : {}),
      });
    } catch (error) {
      void showRequestError(error);
    } finally {
      setIsChecking(false);
    }
  };

  return {
    values,
    setValue,
    issues: isSubmitted ? issues : {},
    isSubmitted,
    isPending: isChecking || send.isPending,
    isSent: send.isSuccess,
    submit,
  };
}
