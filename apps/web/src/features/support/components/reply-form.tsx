import { Alert, Button, Textarea } from '@mantine/core';
import { SUPPORT_FILES_PARAMS, SUPPORT_MESSAGE_LENGTH, ZSupportReply } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { z } from 'zod';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useReply } from '../api/support-api';
import { AttachmentsField, attachmentsIssue } from './attachments-field';
import classes from './messaging.module.css';

type TReplyValues = { texte: string; files: File[] };

/** The domain's reply rule on the trimmed text, and the attachment limits. */
const replySchema = z.custom<TReplyValues>().superRefine((values, context) => {
  const parsed = ZSupportReply.safeParse({ texte: values.texte.trim() });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  const fileIssue = attachmentsIssue(values.files);
  if (fileIssue) context.addIssue({ code: 'custom', path: ['files'], message: fileIssue.message });
});

/** The values the length messages ({{min}}, {{max}}) interpolate. */
const PARAMS = { texte: { ...SUPPORT_MESSAGE_LENGTH }, files: SUPPORT_FILES_PARAMS };

/** The holder's reply to an open request: text and up to three files. */
export function ReplyForm({ idDemande }: { idDemande: string }) {
  const { t } = useTranslation();
  const reply = useReply(idDemande);
  const form = useForm<TReplyValues>({
    defaultValues: { texte: '', files: [] },
    resolver: domainResolver<TReplyValues>(replySchema),
  });
  const { errors, isSubmitted } = form.formState;
  const show = (field: keyof TReplyValues) => fieldErrorText(t, errors[field], { params: PARAMS[field] });

  const onValid = async ({ texte, files }: TReplyValues) => {
    try {
      await reply.mutateAsync({ texte: texte.trim(), files });
      form.reset();
    } catch (error) {
      void showRequestError(error);
    }
  };

  return (
    <form
      className={classes.reply}
      onSubmit={(event) => {
        // The last reply's notice goes as soon as another is submitted.
        reply.reset();
        void form.handleSubmit(onValid)(event);
      }}
      noValidate
    >
      {reply.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('messagerie.reply.sent')}
        </Alert>
      ) : null}
      <Textarea
        label={t('messagerie.reply.label')}
        autosize
        minRows={3}
        maxRows={10}
        {...form.register('texte')}
        error={show('texte')}
      />
      <AttachmentsField
        files={form.watch('files')}
        onChange={(next) => form.setValue('files', next, { shouldValidate: isSubmitted, shouldDirty: true })}
        error={show('files')}
      />
      <Button type="submit" loading={reply.isPending}>
        {t('messagerie.reply.submit')}
      </Button>
    </form>
  );
}
