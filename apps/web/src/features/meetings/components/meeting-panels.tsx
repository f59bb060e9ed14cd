import { Button, Text, Title } from '@mantine/core';
import { formatMeetingDate, formatMeetingTime, meetingAddress, type TAssemblee } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { formatCountry } from '../../../lib/format/format';
import { statusView } from '../model/status-view';
import classes from './meetings.module.css';

type TMeetingPanelsProps = { meeting: TAssemblee; now: string; onVote: (meeting: TAssemblee) => void };

/** One meeting's tab: the status panel and the information panel (spec 2 §2 Meetings page). */
export function MeetingPanels({ meeting, now, onVote }: TMeetingPanelsProps) {
  const { t, i18n } = useTranslation();
  const view = statusView(meeting, now, i18n.language);
  // The country line names the country in the holder's language, never its ISO code.
  const address = meetingAddress(meeting).map((line) =>
    line === meeting.pays?.trim() ? formatCountry(line, i18n.language) : line,
  );
  return (
    <div className={classes.panels}>
      <section className={classes.panel} data-testid="meeting-status" data-statut={meeting.statut}>
        <Title order={2} size="h3">
          {t('assemblee.statut.title')}
        </Title>
        {view.texts.map((text, index) => (
          <Text key={text.key} className={index === 1 ? classes.days : undefined}>
            {t(text.key, text.values)}
          </Text>
        ))}
        {view.button ? (
          <div>
            <Button onClick={() => onVote(meeting)}>{t(view.button.key)}</Button>
          </div>
        ) : null}
      </section>
      <section className={classes.panel} data-testid="meeting-info">
        <Title order={2} size="h3">
          {t('assemblee.info.title')}
        </Title>
        <div>
          <Text className={classes.infoTerm}>{t('assemblee.info.date')}</Text>
          <Text data-testid="meeting-date">
            {t('assemblee.info.dateValue', {
              date: formatMeetingDate(meeting.dateAG, i18n.language),
              heure: formatMeetingTime(meeting.dateAG),
            })}
          </Text>
        </div>
        {address.length > 0 ? (
          <div>
            <Text className={classes.infoTerm}>{t('assemblee.info.address')}</Text>
            <address className={classes.address} data-testid="meeting-address">
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
        ) : null}
        <Text size="sm">{t('assemblee.info.text')}</Text>
      </section>
    </div>
  );
}
