import { Alert, Anchor, Badge, Button, Loader, Text, Textarea, Title } from '@mantine/core';
import { ZSupportReply, statusLabelKey, type TSupportFile } from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { saveBlob } from '../../../lib/files/save-blob';
import { firstFieldIssues } from '../../../lib/forms/field-issues';
import { useFormat } from '../../../lib/format/use-format';
import { downloadSupportFile, useReply, useRequestThread } from '../api/support-api';
import { AttachmentsField, attachmentsIssue } from './attachments-field';
import classes from './messaging.module.css';

function FileLink({ file }: { file: TSupportFile }) {
  const { t } = useTranslation();
  const download = async () => {
    try {
      saveBlob(await downloadSupportFile(file.idFichier), file.nom);
    } catch {
      void showDownloadError();
    }
  };
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void download()}>
      {t('messagerie.download', { name: file.nom })}
    </Anchor>
  );
}

/** One request's conversation: messages with their files, then the reply form while it is open. */
export function RequestThread({ idDemande }: { idDemande: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const thread = useRequestThread(idDemande);
  if (thread.isPending) return <Loader size="sm" aria-label={t('general.loading')} />;
  if (thread.isError)
    return (
      <Alert color="red" role="alert">
        {t('selfcare.error.demande')}
      </Alert>
    );
  const request = thread.data;
  return (
    <article className={classes.thread} aria-labelledby="thread-title">
      <header className={classes.threadHead}>
        <Title order={2} size="h3" id="thread-title" className={classes.subject}>
          {request.objet}
        </Title>
        <Text size="sm">
          {request.reference} · {t(request.categorieLibelle)}
        </Text>
        <Badge variant="filled" color="gray.7" data-testid="thread-status">
          {t(statusLabelKey(request.statut))}
        </Badge>
      </header>
      <ol className={classes.messages} aria-label={t('messagerie.thread')}>
        {request.messages.map((message) => (
          <li
            key={message.idMessage}
            className={message.auteur === 'CONSEILLER' ? classes.desk : classes.mine}
            data-testid={`message-${message.auteur}`}
          >
            <Text size="sm" fw={700}>
              {t(message.auteur === 'CONSEILLER' ? 'messagerie.desk' : 'messagerie.you')} ·{' '}
              {format.dateTime(message.date)}
            </Text>
            <Text className={classes.text}>{message.texte}</Text>
            {message.fichiers.map((file) => (
              <FileLink key={file.idFichier} file={file} />
            ))}
          </li>
        ))}
      </ol>
      {request.statut === 'CLOSE' ? (
        <Alert color="gray" variant="light">
          {t('messagerie.closed')}
        </Alert>
      ) : (
        <ReplyForm idDemande={idDemande} />
      )}
    </article>
  );
}

function ReplyForm({ idDemande }: { idDemande: string }) {
  const { t } = useTranslation();
  const reply = useReply(idDemande);
  const [texte, setTexte] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const parsed = ZSupportReply.safeParse({ texte: texte.trim() });
  const textIssue = parsed.success ? undefined : firstFieldIssues<'texte'>(parsed.error).texte;
  const fileIssue = attachmentsIssue(files);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    setIsSent(false);
    if (textIssue || fileIssue) return;
    try {
      await reply.mutateAsync({ texte: texte.trim(), files });
      setTexte('');
      setFiles([]);
      setShowErrors(false);
      setIsSent(true);
    } catch (error) {
      void showRequestError(error);
    }
  };

  return (
    <form className={classes.reply} onSubmit={(event) => void onSubmit(event)} noValidate>
      {isSent ? (
        <Alert color="green" variant="light" role="status">
          {t('messagerie.reply.sent')}
        </Alert>
      ) : null}
      <Textarea
        label={t('messagerie.reply.label')}
        autosize
        minRows={3}
        maxRows={10}
        value={texte}
        onChange={(event) => setTexte(event.currentTarget.value)}
        error={showErrors && textIssue ? t(textIssue.message, textIssue.params) : undefined}
      />
      <AttachmentsField
        files={files}
        onChange={setFiles}
        error={showErrors && fileIssue ? t(fileIssue.message, fileIssue.params) : undefined}
      />
      <Button type="submit" loading={reply.isPending}>
        {t('messagerie.reply.submit')}
      </Button>
    </form>
  );
}
