import { Anchor, Button, Progress, Text, Title } from '@mantine/core';
import { isReadyToSubmit, missingRequested, missingSide } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { toErrorCode, toErrorMessage } from '../../../lib/http/api-error';
import { logout } from '../../../lib/session/logout';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import {
  controlStatus,
  createConnectedSession,
  createVisitorSession,
  deleteDocument,
  submitControl,
  uploadDocument,
  uploadSide,
  type TCheckMode,
} from '../api/identity-check-api';
import { pollStatus, SPINNER_TICK_MS, spinnerPercent } from '../model/polling';
import { pickMessage, type TUploadMessage } from '../model/pick-check';
import { DropZone } from '../../../components/document-upload/drop-zone';
import { stateOf, type TItem, type TVisitor } from '../model/document-items';
import { AnalysingView } from './analysing-view';
import { DocumentItem } from './document-item';
import { FailureModal } from './failure-modal';
import { MediumScoreModal } from './medium-score-modal';
import { PreviewModal } from '../../../components/document-upload/preview-modal';
import classes from '../identity-check.module.css';

type TPhase = 'upload' | 'analysing' | 'medium' | 'failure';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec 2 §2 Document upload container, for a visitor of the sign-up or the connected user. */
export function UploadContainer({ mode, visitor }: { mode: TCheckMode; visitor?: TVisitor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [items, setItems] = useState<TItem[]>([]);
  const [message, setMessage] = useState<TUploadMessage | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [phase, setPhase] = useState<TPhase>('upload');
  const [elapsed, setElapsed] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const cancelled = useRef(false);
  const themeIssuerId = useThemeIssuerId();
  const phoneSettings = usePhoneSettings(
    mode === 'connected' ? (readSelectedHolder()?.emetIden ?? null) : themeIssuerId,
  );
  useEffect(() => () => void (cancelled.current = true), []);
  // The check's session (its second token), opened by the first accepted file; reset() drops it.
  const session = useMutation({
    mutationFn: () =>
      mode === 'visitor' && visitor
        ? createVisitorSession({ token: visitor.verificationKey, phone: visitor.phone, email: visitor.email })
        : createConnectedSession(),
  });
  const secondToken = session.data?.secondToken ?? null;

  const states = items.map((item) => stateOf(item, items));
  const isReady = isReadyToSubmit(items.map((item) => item.doc));
  const waiting = items.find((_, index) => states[index] === 'waitingSide');
  const home = mode === 'visitor' ? paths.firstConnexion.getHref() : paths.profil.getHref();

  const ensureSession = async (): Promise<string | null> => {
    if (secondToken) return secondToken;
    try {
      return (await session.mutateAsync()).secondToken;
    } catch (error) {
      await modals.alert({
        kind: 'error',
        title: 'general.warning.error',
        body: toErrorCode(error),
        redirectTo: mode === 'visitor' ? paths.contactUsFormCall.getHref() : undefined,
      });
      return null;
    }
  };

  const addFiles = async (picked: File[]) => {
    setMessage(null);
    let listed = items;
    // This render's secondToken stays null during the loop: files picked together share one session.
    let token: string | null = null;
    for (const file of picked) {
      const listedFiles = listed.flatMap((item) => item.files);
      const refused = pickMessage(file, listedFiles);
      if (refused) {
        setMessage(refused);
        continue;
      }
      token ??= await ensureSession();
      if (!token) return;
      const onProgress = (percent: number) => setProgress({ name: file.name, percent });
      setProgress({ name: file.name, percent: 0 });
      try {
        const pending = listed.find((item) => stateOf(item, listed) === 'waitingSide');
        if (pending) {
          const side = missingSide(pending.doc.subType) === 'verso' ? 'BACK' : 'FRONT';
          const doc = await uploadSide(
            mode,
            { secondToken: token, existingDoc: pending.doc.id, side, file },
            onProgress,
          );
          const files = side === 'BACK' ? [...pending.files, file] : [file, ...pending.files];
          listed = listed.map((item) => (item === pending ? { doc, files } : item));
        } else {
          const answer = await uploadDocument(mode, token, file, onProgress);
          if (answer.status !== 'UPLOADED' && answer.status !== 'UPLOADING') {
            // Spec 2 §4 step 2: any other status only logs an error.
            // eslint-disable-next-line no-console
            console.warn('identity check: upload answered', answer.status);
            continue;
          }
          listed = [...listed, { doc: { ...answer, sheets: [{ fileName: file.name }] }, files: [file] }];
        }
        setItems(listed);
      } catch (error) {
        const refused = toErrorMessage(error);
        setMessage({ text: refused.key, params: refused.params });
      } finally {
        setProgress(null);
      }
    }
  };

  const remove = async (item: TItem) => {
    if (!secondToken) return;
    try {
      await deleteDocument(mode, secondToken, item.doc.id);
      setItems((current) => current.filter((other) => other !== item));
      setMessage(null);
    } catch (error) {
      setMessage({ text: toErrorCode(error) });
    }
  };

  const reset = () => {
    setItems([]);
    session.reset();
    setPhase('upload');
    setMessage(null);
  };

  const analyse = async () => {
    if (!secondToken) return;
    try {
      await submitControl(mode, secondToken);
    } catch (error) {
      reset();
      await modals.alert({
        kind: 'error',
        title: 'general.warning.error',
        body: mode === 'connected' ? toErrorCode(error) : 'vialink.error.upload',
      });
      return;
    }
    setPhase('analysing');
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), SPINNER_TICK_MS);
    const outcome = await pollStatus(
      () => controlStatus(mode, secondToken),
      wait,
      () => cancelled.current,
    );
    clearInterval(timer);
    if (cancelled.current) return;
    if (outcome.kind === 'done' && outcome.scoreRange === 'HIGH') {
      setPhase('upload');
      await modals.warning({
        type: 'success',
        title: 'idcheck.success.title',
        lines: ['idcheck.success.text'],
        redirectTo: home,
      });
      return;
    }
    if (outcome.kind === 'done' && outcome.scoreRange === 'MEDIUM') {
      setPhase('medium');
      return;
    }
    if (outcome.kind === 'failed' && outcome.error !== undefined) {
      // Spec 2 §8: a failed status query shows its error code.
      reset();
      await modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(outcome.error) });
      return;
    }
    if (mode === 'visitor') setPhase('failure');
    else {
      reset();
      await modals.alert({ kind: 'error', title: 'idcheck.failure.title', body: 'idcheck.failure.text' });
    }
  };

  const allFiles = items.flatMap((item) => item.files);
  const previewStart = (item: TItem) => allFiles.indexOf(item.files[0]!);

  if (phase === 'analysing') return <AnalysingView percent={spinnerPercent(elapsed)} />;

  return (
    <div className={classes.stack}>
      {mode === 'visitor' ? (
        <div className={classes.note}>
          <Text fw={700}>{t('idcheck.requested.title')}</Text>
          <Text>{t('idcheck.requested.text')}</Text>
        </div>
      ) : null}
      <DropZone onFiles={(files) => void addFiles(files)} disabled={!!progress} />
      {progress ? (
        <div>
          <Text size="sm">{t('idcheck.uploading', { name: progress.name })}</Text>
          <Progress value={progress.percent} aria-label={t('idcheck.uploading', { name: progress.name })} />
        </div>
      ) : null}
      {message ? (
        <div className={classes.error} role="alert" data-testid="idcheck-message">
          {message.title ? <Text fw={700}>{t(message.title)}</Text> : null}
          <Text>{t(message.text, message.params)}</Text>
        </div>
      ) : null}
      <Title order={2} size="h4">
        {t('idcheck.list.title')}
      </Title>
      <ul className={classes.list}>
        {items.map((item, index) => (
          <DocumentItem
            key={item.doc.id}
            item={item}
            state={states[index]!}
            onPreview={() => setPreview(previewStart(item))}
            onRemove={() => void remove(item)}
          />
        ))}
        {missingRequested(items.map((item) => item.doc)).map((type) => (
          <li key={type} className={`${classes.item} ${classes.missing}`}>
            {t(`idcheck.requested.${type}`)}
          </li>
        ))}
      </ul>
      {waiting ? (
        <div className={classes.note} role="status">
          {t(`idcheck.side.${missingSide(waiting.doc.subType)}`)}
        </div>
      ) : null}
      {isReady ? (
        <div className={classes.center}>
          <Text>{t('idcheck.uploaded')}</Text>
          <Button onClick={() => void analyse()}>{t('idcheck.analyse')}</Button>
        </div>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('idcheck.disclaimer')}
      </Text>
      {mode === 'visitor' ? (
        <Anchor component={Link} to={paths.contactUsFormCall.getHref()} replace>
          {t('idcheck.help')}
        </Anchor>
      ) : null}
      {preview !== null ? (
        <PreviewModal files={allFiles} start={preview} onClose={() => setPreview(null)} />
      ) : null}
      {phase === 'medium' && secondToken ? (
        <MediumScoreModal
          mode={mode}
          secondToken={secondToken}
          initial={{ phone: visitor?.phone ?? '', email: visitor?.email ?? '' }}
          phoneSettings={phoneSettings}
          onSent={() => {
            setPhase('upload');
            void modals.warning({
              type: 'success',
              title: 'idcheck.medium.sent.title',
              lines: ['idcheck.medium.sent.text'],
              redirectTo: home,
            });
          }}
          // A signed-in holder sent to /login would be bounced to the dashboard: logging out ends
          // the session and lands on the login page.
          onLeave={() =>
            mode === 'connected' ? logout() : void navigate(paths.login.getHref(), { replace: true })
          }
        />
      ) : null}
      {phase === 'failure' ? (
        <FailureModal
          onBack={() => void navigate(home)}
          onContact={() => void navigate(paths.contactUsFormCall.getHref(), { replace: true })}
        />
      ) : null}
    </div>
  );
}
