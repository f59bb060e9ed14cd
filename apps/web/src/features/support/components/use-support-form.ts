import {
  SUPPORT_ERRORS,
  SUPPORT_FILES,
  ZSupportRequestForm,
  type TPhoneSettings,
  type TSupportContact,
  type TSupportRequestCreated,
  type TSupportRequestForm,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { firstFieldIssues, type TFieldIssue, type TFieldIssues } from '../../../lib/forms/field-issues';
import { ApiError } from '../../../lib/http/api-error';
import { useThemeState } from '../../../lib/theme/theme-store';
import { useSendSupportRequest } from '../api/support-api';
import { attachmentsIssue } from './attachments-field';

/** Answers about the attachments, shown under the files field. */
const FILE_ERRORS: readonly string[] = [
  SUPPORT_ERRORS.pdfTooLarge,
  SUPPORT_ERRORS.imageTooLarge,
  SUPPORT_ERRORS.fileType,
  SUPPORT_ERRORS.tooManyFiles,
];

export type TSupportField = keyof TSupportRequestForm | 'files';
export type TSupportValues = Record<keyof TSupportRequestForm, string>;

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

const EMPTY: TSupportValues = { nom: '', email: '', telephone: '', categorie: '', objet: '', message: '' };

function toForm(values: TSupportValues): unknown {
  const { telephone, ...rest } = values;
  const trimmed = {
    ...rest,
    nom: rest.nom.trim(),
    email: rest.email.trim(),
    objet: rest.objet.trim(),
    message: rest.message.trim(),
  };
  return telephone ? { ...trimmed, telephone } : trimmed;
}

/** State, checks and sending of a support request (visitor: bot check first, spec 1 §4). */
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
  const [edited, setEdited] = useState<Partial<TSupportValues>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const [serverIssues, setServerIssues] = useState<TFieldIssues<TSupportField>>({});
  const [created, setCreated] = useState<TSupportRequestCreated | null>(null);

  // The holder's identity and contacts on file fill the form until the holder changes them.
  const values: TSupportValues = { ...EMPTY, ...(options.prefill ?? {}), ...edited };
  const parsed = ZSupportRequestForm.safeParse(toForm(values));
  const issues: TFieldIssues<TSupportField> = parsed.success ? {} : firstFieldIssues(parsed.error);
  if (
    values.telephone &&
    options.phoneSettings &&
    !isPhoneAccepted(values.telephone, options.phoneSettings, false)
  )
    issues.telephone = { message: 'form.field.validator.invalidphone' };
  const fileIssue = attachmentsIssue(files);
  if (fileIssue) issues.files = fileIssue;
  const isValid = Object.keys(issues).length === 0;

  const setValue = (field: keyof TSupportValues, value: string) => {
    setServerIssues({});
    setEdited((current) => ({ ...current, [field]: value }));
  };

  const submit = async () => {
    setIsSubmitted(true);
    setServerIssues({});
    if (!parsed.success || !isValid) {
      const first = SUPPORT_FIELDS.find((field) => issues[field]);
      if (first) options.onFirstError(first);
      return;
    }
    setIsChecking(true);
    try {
      const captchaToken = options.isHolder ? null : await botCheck.getToken('contact');
      const answer = await send.mutateAsync({
        payload: {
          ...parsed.data,
          lang: i18n.language,
          themeId,
          ...(captchaToken ? { captchaToken } : {}),
        },
        files,
      });
      setCreated(answer);
    } catch (error) {
      if (error instanceof ApiError && FILE_ERRORS.includes(error.errorCode)) {
        setServerIssues({ files: { message: error.errorCode, params: { max: SUPPORT_FILES.maxCount } } });
        options.onFirstError('files');
      } else if (error instanceof ApiError && error.fields) {
        const fromServer: TFieldIssues<TSupportField> = {};
        for (const [field, message] of Object.entries(error.fields))
          fromServer[field as TSupportField] = { message } satisfies TFieldIssue;
        setServerIssues(fromServer);
      } else void showRequestError(error);
    } finally {
      setIsChecking(false);
    }
  };

  return {
    values,
    setValue,
    files,
    setFiles: (next: File[]) => {
      setServerIssues({});
      setFiles(next);
    },
    issues: isSubmitted ? { ...issues, ...serverIssues } : serverIssues,
    isSubmitted,
    isPending: isChecking || send.isPending,
    created,
    submit,
  };
}
