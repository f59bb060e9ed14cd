import { Alert, Loader, Text, Title } from '@mantine/core';
import type { TEServicesState } from '@nomina/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEServices } from '../api/settings-api';
import { ChoiceStatus } from './choice-status';
import classes from '../settings.module.css';

type TChoice = 'e_services' | 'e_convocation';

/**
 * The page of one paperless choice (e_services, e_convocation): its title and introduction, then a
 * card with the choice as the server holds it, the last change confirmed above it, and the page's
 * own actions under it (`children`, given the state once it is loaded).
 */
export function ChoiceCard(props: {
  choice: TChoice;
  /** The choice the holder has just saved, confirmed above the status; null before any. */
  saved: boolean | null;
  current: (state: TEServicesState) => { isOn: boolean; since: string | null };
  children: (state: TEServicesState) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useEServices();
  const { choice } = props;
  return (
    <div className={classes.page}>
      <Title order={1}>{t(`${choice}.title`)}</Title>
      <Text>{t(`${choice}.intro`)}</Text>
      <section className={classes.card} aria-live="polite">
        {state.isPending ? (
          <Loader size="sm" role="status" aria-label={t('general.loading')} />
        ) : state.isError ? (
          <Alert color="red" role="alert">
            {t('api.technical.error.title')}
          </Alert>
        ) : (
          <>
            {props.saved !== null ? (
              <Alert color="green" variant="light" role="status">
                {t(props.saved ? `${choice}.saved.on` : `${choice}.saved.off`)}
              </Alert>
            ) : null}
            <ChoiceStatus
              {...props.current(state.data)}
              onKey={`${choice}.status.on`}
              offKey={`${choice}.status.off`}
            />
            {props.children(state.data)}
          </>
        )}
      </section>
    </div>
  );
}
