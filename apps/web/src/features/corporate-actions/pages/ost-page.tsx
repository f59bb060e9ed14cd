import { Alert, Button, Skeleton, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TOstType } from '@nomina/domain';
import { toErrorCode } from '../../../lib/http/api-error';
import { useOstEvents } from '../api/ost-api';
import { AnswerSummary } from '../components/answer-summary';
import { EventFacts } from '../components/event-facts';
import { ExternalReferenceGuard } from '../components/external-reference-guard';
import { OstFlow } from '../components/ost-flow';
import classes from '../corporate-actions.module.css';

const TITLES: Record<TOstType, string> = { PDA: 'menu.ost_pda', AK: 'menu.ost_ak' };

/** The account's events of one kind; an open one is answered through the flow. */
function OstEvents({ typeOst }: { typeOst: TOstType }) {
  const { t } = useTranslation();
  const events = useOstEvents(typeOst);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const exit = useCallback(() => setSelectedId(null), []);
  const selected = events.data?.find((event) => event.idOst === selectedId);
  if (selected) return <OstFlow event={selected} onExit={exit} />;
  if (events.isError)
    return (
      <Alert color="red" role="alert">
        {t(toErrorCode(events.error))}
      </Alert>
    );
  if (!events.data) return <Skeleton height={200} aria-hidden />;
  if (events.data.length === 0) return <Text data-testid="ost-empty">{t('ost.empty')}</Text>;
  return (
    <ul className={classes.events} aria-label={t('ost.list.label')}>
      {events.data.map((event) => (
        <li key={event.idOst} className={classes.card} data-testid={`ost-event-${event.idOst}`}>
          <EventFacts event={event} />
          {event.reponse ? <AnswerSummary event={event} reponse={event.reponse} /> : null}
          {event.statut === 'OUVERT' ? (
            <div className={classes.actions}>
              <Button onClick={() => setSelectedId(event.idOst)} data-testid={`ost-answer-${event.idOst}`}>
                {t('ost.event.answer')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** ost_pda and ost_ak (spec 3 §2 corporate actions group), behind the external-reference guard. */
export function OstPage({ typeOst }: { typeOst: TOstType }) {
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <div className={classes.page} data-testid={`ost-page-${typeOst}`}>
      <Title order={1}>{t(TITLES[typeOst])}</Title>
      <ExternalReferenceGuard>
        <OstEvents key={key} typeOst={typeOst} />
      </ExternalReferenceGuard>
    </div>
  );
}

export const OstPdaPage = () => <OstPage typeOst="PDA" />;
export const OstAkPage = () => <OstPage typeOst="AK" />;
