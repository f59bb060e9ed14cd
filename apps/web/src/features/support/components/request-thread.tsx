import { Alert, Anchor, Badge, Loader, Text, Title } from '@mantine/core';
import { statusLabelKey, type TSupportFile } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { showDownloadError } from '../../../components/feedback/show-download-error';
import { saveBlob } from '../../../lib/files/save-blob';
import { useFormat } from '../../../lib/format/use-format';
import { useDownloadSupportFile, useRequestThread } from '../api/support-api';
import classes from './messaging.module.css';
import { ReplyForm } from './reply-form';
import { serverKey } from '../../../lib/i18n/server-key';

function FileLink({ file }: { file: TSupportFile }) {
  const { t } = useTranslation();
  const downloadFile = useDownloadSupportFile();
  const download = async () => {
    try {
      saveBlob(await downloadFile.mutateAsync(file.idFichier), file.nom);
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
  if (thread.isPending) return <Loader size="sm" role="status" aria-label={t('general.loading')} />;
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
          {request.reference} · {t(serverKey(request.categorieLibelle))}
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
