import { Accordion, Alert, Anchor, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFaqEntry } from '@nomina/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { toErrorCode } from '../../../lib/http/api-error';
import { http } from '../../../lib/http/http-client';
import classes from '../components/faq.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

/** Letters compared without case or accents, so "credit" finds "crédit". */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** GET resource/faq (piLoggedFaq). */
function useFaq(logged: boolean) {
  return useQuery({
    queryKey: ['faq', logged],
    queryFn: () =>
      http<TFaqEntry[]>('/resource/faq', {
        query: { piLoggedFaq: logged },
        skipAuth: !logged,
        hiddenReq: true,
      }),
    staleTime: 10 * 60_000,
  });
}

/** The FAQ by category, searchable in the language on screen, with a way to write to support. */
function Faq({ logged }: { logged: boolean }) {
  const { t } = useTranslation();
  const faq = useFaq(logged);
  const [search, setSearch] = useState('');
  const words = fold(useDeferredValue(search)).split(/\s+/).filter(Boolean);
  // Every word typed must appear in the question or its answer, in any order.
  const entries = (faq.data ?? []).filter((entry) => {
    const haystack = fold(`${t(serverKey(entry.question))} ${t(serverKey(entry.reponse))}`);
    return words.every((word) => haystack.includes(word));
  });
  const categories = [...new Set(entries.map((entry) => entry.categorieLibelle))];

  return (
    <div className={classes.page}>
      <Title order={1}>{t('faq.title')}</Title>
      <Text>{t('faq.intro')}</Text>
      <TextInput
        type="search"
        label={t('faq.search.label')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="faq-search"
      />
      <div aria-live="polite" className={classes.results}>
        {faq.isPending ? <Text role="status">{t('general.loading')}</Text> : null}
        {faq.isError ? (
          <Alert color="red" role="alert">
            {t(toErrorCode(faq.error))}
          </Alert>
        ) : null}
        {faq.isSuccess && entries.length === 0 ? <Text>{t('faq.search.empty')}</Text> : null}
        {categories.map((category) => (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <Title order={2} size="h4" id={`faq-${category}`} mb="xs">
              {t(serverKey(category))}
            </Title>
            <Accordion variant="separated" multiple>
              {entries
                .filter((entry) => entry.categorieLibelle === category)
                .map((entry) => (
                  <Accordion.Item key={entry.id} value={String(entry.id)}>
                    <Accordion.Control>{t(serverKey(entry.question))}</Accordion.Control>
                    <Accordion.Panel>{t(serverKey(entry.reponse))}</Accordion.Panel>
                  </Accordion.Item>
                ))}
            </Accordion>
          </section>
        ))}
      </div>
      {/* The contact form replaces this page in the history, as from any contact link (spec 1 §2). */}
      <Anchor
        component={Link}
        to={logged ? paths.contact.getHref() : paths.contactUsFormCall.getHref()}
        replace={!logged}
      >
        {t('faq.contact')}
      </Anchor>
    </div>
  );
}

/** faq inside the shell: the holders' questions. */
export function HolderFaqPage() {
  return <Faq logged />;
}

/** contact-us/faq: the visitors' questions, in the login-area frame. */
export function VisitorFaqPage() {
  return (
    <AuthLayout>
      <Faq logged={false} />
    </AuthLayout>
  );
}
