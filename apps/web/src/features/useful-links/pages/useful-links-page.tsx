import { Alert, Anchor, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TLienUtile } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { http } from '../../../lib/http/http-client';
import { readSelectedHolder } from '../../../lib/session/user-access';
import classes from '../useful-links.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

/** An external-link arrow (decorative: the text says the link opens a new tab). */
function ExternalIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** liens_utiles (spec 2 §2): the external links of the chosen account's issuer, each in a new tab. */
export function UsefulLinksPage() {
  const { t } = useTranslation();
  const emetIden = readSelectedHolder()?.emetIden ?? null;
  const links = useQuery({
    queryKey: ['liens', emetIden],
    queryFn: () => http<TLienUtile[]>(`/resource/liens/${emetIden}`),
    enabled: emetIden !== null,
    retry: false,
  });

  return (
    <div className={classes.page} data-testid="useful-links-page">
      <Title order={1}>{t('layout.sousmenu.liensUtiles')}</Title>
      <section className={classes.block}>
        {links.isError || emetIden === null ? (
          <Alert color="red" role="alert">
            {t('liens.error')}
          </Alert>
        ) : links.isPending ? (
          <Text role="status">{t('liens.loading')}</Text>
        ) : links.data.length === 0 ? (
          <EmptyState illustration="search" testId="useful-links-empty">
            <Text fw={700}>{t('liens.empty')}</Text>
          </EmptyState>
        ) : (
          <>
            <Text mb="sm">{t('liens.intro')}</Text>
            <ul className={classes.list}>
              {links.data.map((link) => (
                <li key={`${link.traductionKey}-${link.url}`}>
                  <Anchor href={link.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                    <ExternalIcon />
                    <span>{t(serverKey(link.traductionKey))}</span>
                    <VisuallyHidden>{t('liens.newTab')}</VisuallyHidden>
                  </Anchor>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
