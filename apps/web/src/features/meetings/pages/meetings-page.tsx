import { Alert, Button, Tabs, Text, Title } from '@mantine/core';
import {
  formatMeetingDate,
  MAX_MEETINGS,
  parisWallClock,
  STORAGE_KEYS,
  type TAssemblee,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { modals } from '../../../components/modals/modal-store';
import { paths } from '../../../config/paths';
import { storage } from '../../../lib/storage/storage';
import { useAssemblees } from '../api/get-assemblees';
import { MeetingPanels } from '../components/meeting-panels';
import classes from '../components/meetings.module.css';
import { VoteModal } from '../components/vote-modal';
import { voteLink } from '../model/vote-link';

/** assemblees_generales (spec 2 §2): up to four meetings as tabs, each with status and information. */
export function MeetingsPage() {
  const { t, i18n } = useTranslation();
  const query = useAssemblees();
  const [link, setLink] = useState<string | null>(null);
  const now = parisWallClock(new Date());

  const onVote = (meeting: TAssemblee) => {
    const isSSO = storage.get<boolean>(STORAGE_KEYS.isSSO) === true;
    const target = voteLink(meeting.urlVote, i18n.language, { isSSO, base: window.location.origin });
    if (target) {
      setLink(target);
      return;
    }
    void modals.alert({
      kind: 'warning',
      title: 'general.warning.alert',
      body: isSSO ? 'assemblee.vote.refused.sso' : 'assemblee.vote.refused.link',
    });
  };

  const meetings = (query.data ?? []).slice(0, MAX_MEETINGS);
  // The tab shown first: the next meeting not yet over, else the latest one.
  const first = meetings.find((meeting) => meeting.statut !== 'CONSULTATION') ?? meetings.at(-1);
  return (
    <div className={classes.page} data-testid="meetings-page">
      <Title order={1}>{t('menu.assemblees_generales')}</Title>
      {query.isPending ? (
        <Text role="status">{t('assemblee.loading')}</Text>
      ) : query.isError ? (
        <Alert color="red" role="alert" data-testid="meetings-error">
          <Text>{t('assemblee.error')}</Text>
          <Button mt="sm" variant="default" onClick={() => void query.refetch()}>
            {t('assemblee.retry')}
          </Button>
        </Alert>
      ) : meetings.length === 0 ? (
        <EmptyState illustration="ballot" testId="meetings-empty">
          <Text fw={700}>{t('assemblee.empty')}</Text>
          <Text size="sm">{t('empty.meetings.next')}</Text>
          <EmptyStateAction to={paths.eConvocation.getHref()}>
            {t('empty.action.econvocation')}
          </EmptyStateAction>
        </EmptyState>
      ) : (
        <Tabs defaultValue={String(first?.id)} keepMounted={false}>
          <Tabs.List aria-label={t('assemblee.tabs.label')} className={classes.tabList}>
            {meetings.map((meeting) => (
              <Tabs.Tab key={meeting.id} value={String(meeting.id)}>
                {t('assemblee.tab.label', { date: formatMeetingDate(meeting.dateAG, i18n.language) })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {meetings.map((meeting) => (
            <Tabs.Panel key={meeting.id} value={String(meeting.id)} className={classes.tabPanel}>
              <MeetingPanels meeting={meeting} now={now} onVote={onVote} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <VoteModal link={link} onClose={() => setLink(null)} />
    </div>
  );
}
