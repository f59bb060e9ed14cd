import { Alert, Anchor, Badge, Button, Loader, Text, Title, UnstyledButton } from '@mantine/core';
import { statusLabelKey, type TSupportRequestSummary } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { useRequests } from '../api/support-api';
import { RequestThread } from '../components/request-thread';
import classes from '../components/messaging.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

/** messagerie (spec 3 §2): the holder's requests with their status, and the open one's thread. */
export function MessagingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get('demande');
  const requests = useRequests();

  return (
    <div className={classes.page}>
      <div className={classes.head}>
        <div>
          <Title order={1}>{t('messagerie.title')}</Title>
          <Text>{t('messagerie.intro')}</Text>
        </div>
        <Button component={Link} to={paths.contact.getHref()}>
          {t('messagerie.new')}
        </Button>
      </div>
      {openId ? (
        <>
          <Anchor component="button" type="button" onClick={() => setParams({})} className={classes.back}>
            {t('messagerie.back')}
          </Anchor>
          <RequestThread idDemande={openId} />
        </>
      ) : requests.isPending ? (
        <Loader size="sm" role="status" aria-label={t('general.loading')} />
      ) : requests.isError ? (
        <Alert color="red" role="alert">
          {t('api.technical.error.title')}
        </Alert>
      ) : requests.data.length === 0 ? (
        <EmptyState illustration="messages" testId="messaging-empty">
          <Text fw={700}>{t('messagerie.empty')}</Text>
          <Text size="sm">{t('empty.messages.next')}</Text>
          <EmptyStateAction to={paths.faq.getHref()} isSubtle>
            {t('contact.faq.link')}
          </EmptyStateAction>
        </EmptyState>
      ) : (
        <section aria-labelledby="messaging-list-title">
          <Title order={2} size="h4" id="messaging-list-title" mb="sm">
            {t('messagerie.list.title')}
          </Title>
          <ul className={classes.list} data-testid="messaging-list">
            {requests.data.map((request) => (
              <RequestItem
                key={request.idDemande}
                request={request}
                onOpen={() => setParams({ demande: request.idDemande })}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function RequestItem({ request, onOpen }: { request: TSupportRequestSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <UnstyledButton className={classes.item} onClick={onOpen} data-unread={request.nonLus > 0}>
        <span className={classes.itemTop}>
          <Text component="span" fw={700} className={classes.subject}>
            {request.objet}
          </Text>
          <Badge variant="filled" color={request.statut === 'REPONDUE' ? 'teal.9' : 'gray.7'}>
            {t(statusLabelKey(request.statut))}
          </Badge>
        </span>
        <Text component="span" size="sm">
          {request.reference} · {t(serverKey(request.categorieLibelle))} ·{' '}
          {t('messagerie.updated', { date: format.dateTime(request.dateMaj) })}
        </Text>
        {request.nonLus > 0 ? (
          <Text component="span" size="sm" fw={700} c="var(--mantine-primary-color-filled)">
            {t('messagerie.unread', { count: request.nonLus })}
          </Text>
        ) : null}
      </UnstyledButton>
    </li>
  );
}
