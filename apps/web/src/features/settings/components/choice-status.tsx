import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../settings.module.css';

/** The current choice as the server holds it: a badge, its sentence and since when. */
export function ChoiceStatus(props: {
  isOn: boolean;
  onKey: TTranslationKey;
  offKey: TTranslationKey;
  since: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className={classes.status} role="status" data-testid="choice-status" data-on={props.isOn}>
      <Badge color={props.isOn ? 'teal.9' : 'gray.7'} variant="filled" size="lg">
        {t(props.isOn ? 'settings.status.on' : 'settings.status.off')}
      </Badge>
      <Text fw={600}>{t(props.isOn ? props.onKey : props.offKey)}</Text>
      {props.since ? (
        <Text size="sm" c="dimmed">
          {t('e_services.since', { date: format.date(props.since) })}
        </Text>
      ) : null}
    </div>
  );
}
