import { Alert, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import { useOutbox } from './api/outbox';
import classes from './demo.module.css';

/**
 * The dev mailbox (non-production): every e-mail and SMS the local transports "sent", so a
 * tester reads a code or a link as a holder reads their phone. Refreshes every 5 seconds.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [recipient, setRecipient] = useState('');
  const { data: messages = [], isError } = useOutbox(recipient);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main} data-testid="outbox-page">
        <Title order={1}>{t('devoutbox.title')}</Title>
        <p>{t('devoutbox.intro')}</p>
        <TextInput
          label={t('devoutbox.filter.label')}
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
        />
        {isError ? <Alert color="red">{t('api.technical.error')}</Alert> : null}
        {messages.length === 0 ? (
          <p>{t('devoutbox.empty')}</p>
        ) : (
          <section className={classes.section}>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('devoutbox.column.time')}</Table.Th>
                    <Table.Th>{t('devoutbox.column.channel')}</Table.Th>
                    <Table.Th>{t('devoutbox.column.recipient')}</Table.Th>
                    <Table.Th>{t('devoutbox.column.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {messages.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td>{time.format(new Date(message.createdAt))}</Table.Td>
                      <Table.Td>
                        {message.channel === 'sms' ? t('devoutbox.channel.sms') : t('devoutbox.channel.mail')}
                      </Table.Td>
                      <Table.Td>{message.recipient}</Table.Td>
                      <Table.Td>
                        {message.channel === 'mail' ? <strong>{message.subject}</strong> : null}
                        <pre className={classes.message}>{message.body}</pre>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}
