import {
  PHONE_MESSAGES,
  SUPPORT_ERRORS,
  SUPPORT_FILES_PARAMS,
  SUPPORT_MESSAGE_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  ZSupportRequestForm,
  type TPhoneSettings,
  type TSupportContact,
  type TSupportRequestCreated,
  type TSupportRequestForm,
} from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { ApiError } from '../../../lib/http/api-error';
import { useThemeState } from '../../../lib/theme/theme-store';
import { useSendSupportRequest } from '../api/support-api';
import { attachmentsIssue } from '../components/attachments-field';

/** Answers about the attachments, shown under the files field. */
const FILE_ERRORS: readonly string[] = [
  SUPPORT_ERRORS.pdfTooLarge,
  SUPPORT_ERRORS.imageTooLarge,
  SUPPORT_ERRORS.fileType,
  SUPPORT_ERRORS.tooManyFiles,
];

export type TSupportField = keyof TSupportRequestForm | 'files';
export type TSupportValues = Record<keyof TSupportRequestForm, string> & { files: File[] };

/** Field order on screen: the first field in error gets the focus. */
export const SUPPORT_FIELDS: readonly TSupportField[] = [
  'nom',
  'email',
  'telephone',
  'categorie',
  'objet',
  'message',
  'files',
];

/** The values the domain's length messages ({{min}}, {{max}}) interpolate, per field. */
export const SUPPORT_FIELD_PARAMS: Partial<Record<TSupportField, Record<string, unknown>>> = {
  nom: { max: SUPPORT_NAME_MAX_LENGTH },
  objet: { max: SUPPORT_SUBJECT_MAX_LENGTH },
  message: { ...SUPPORT_MESSAGE_LENGTH },
  files: SUPPORT_FILES_PARAMS,
};

const EMPTY: TSupportValues = {
  nom: '',
  email: '',
  telephone: '',
  categorie: '',
  objet: '',
  message: '',
  files: [],
};

/** What the domain schema reads: trimmed texts, no empty phone. */
function toForm({ files: _files, telephone, ...rest }: TSupportValues): unknown {
  const trimmed = {
    ...rest,
    nom: rest.nom.trim(),
    email: rest.email.trim(),
    objet: rest.objet.trim(),
    message: rest.message.trim(),
  };
  return telephone ? { ...trimmed, telephone } : trimmed;
}

/**
 * The form's rules: the domain's ZSupportRequestForm, the issuer's phone rules (known once the
 * phone settings are loaded) and the attachment limits.
 */
function supportSchema(phoneSettings: TPhoneSettings | null) {
  return z.custom<TSupportValues>().superRefine((values, context) => {
    const parsed = ZSupportRequestForm.safeParse(toForm(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (values.telephone && phoneSettings && !isPhoneAccepted(values.telephone, phoneSettings, false))
      context.addIssue({ code: 'custom', path: ['telephone'], message: PHONE_MESSAGES.invalidphone });
    const fileIssue = attachmentsIssue(values.files);
    if (fileIssue) context.addIssue({ code: 'custom', path: ['files'], message: fileIssue.message });
  });
}

/** Checks and sending of a support request (visitor: bot check first, spec 1 §4). */
export function useSupportForm(options: {
  isHolder: boolean;
  prefill: TSupportContact | undefined;
  phoneSettings: TPhoneSettings | null;
  onFirstError: (field: TSupportField) => void;
}) {
  const { i18n } = useTranslation();
  const { themeId } = useThemeState();
  const botCheck = useBotCheck();
  const send = useSendSupportRequest();
  // The phone rules arrive after the first render: the resolver reads the latest ones.
  const phoneSettings = useRef(options.phoneSettings);
  useLayoutEffect(() => {
    phoneSettings.current = options.phoneSettings;
  });
  const resolver = domainResolver<TSupportValues>(() => supportSchema(phoneSettings.current));
  // The holder's identity and contacts on file fill the form when they arrive (the form waits
  // for them); a field the writer already changed keeps the writer's text.
  const prefilled = useMemo(() => ({ ...EMPTY, ...(options.prefill ?? {}) }), [options.prefill]);
  const form = useForm<TSupportValues>({
    defaultValues: EMPTY,
    values: prefilled,
    resetOptions: { keepDirtyValues: true },
    resolver,
    shouldFocusError: false,
  });

  const onInvalid = (errors: FieldErrors<TSupportValues>) => {
    const first = SUPPORT_FIELDS.find((field) => errors[field]);
    if (first) options.onFirstError(first);
  };

  // One call: the bot check (visitors) then the request; its pending state covers the check's wait.
  const submission = useMutation({
    mutationFn: async (values: TSupportValues): Promise<TSupportRequestCreated> => {
      const payload = ZSupportRequestForm.parse(toForm(values));
      const captchaToken = options.isHolder ? null : await botCheck.getToken('contact');
      return send.mutateAsync({
        payload: { ...payload, lang: i18n.language, themeId, ...(captchaToken ? { captchaToken } : {}) },
        files: values.files,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && FILE_ERRORS.includes(error.errorCode)) {
        form.setError('files', { type: 'server', message: error.errorCode });
        options.onFirstError('files');
      } else if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as TSupportField, { type: 'server', message });
      } else void showRequestError(error);
    },
  });
  const onValid = (values: TSupportValues) => submission.mutateAsync(values).catch(() => undefined);

  return {
    form,
    submit: form.handleSubmit(onValid, onInvalid),
    isPending: submission.isPending,
    created: submission.data ?? null,
  };
}
