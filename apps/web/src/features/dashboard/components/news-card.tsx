import type { TNews } from '@nomina/domain';
import { Anchor, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { TextPreview } from '../../../components/text-preview/text-preview';
import { useFormat } from '../../../lib/format/use-format';
import { DashboardCard } from './dashboard-card';
import classes from '../../../components/feed/feed.module.css';

/** The issuer's news, newest first as the server sends them; links open in a new tab. */
export function NewsCard({ news }: { news: UseQueryResult<TNews[]> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DashboardCard titleKey="dashboard.news.title" testId="news-card">
      {news.isPending ? <Skeleton height={80} aria-hidden /> : null}
      {news.isError ? <Text role="alert">{t('dashboard.error.load')}</Text> : null}
      {news.data?.length === 0 ? (
        <EmptyState illustration="documents" testId="news-empty" isCompact>
          <Text>{t('dashboard.news.empty')}</Text>
        </EmptyState>
      ) : null}
      {news.data?.length ? (
        <ul className={classes.list}>
          {news.data.map((item) => (
            <li key={item.id} className={classes.news}>
              <h3 className={classes.itemTitle}>{item.titre}</h3>
              <p className={classes.meta}>{format.date(item.datePublication)}</p>
              <TextPreview className={classes.text} text={item.resume} />
              {item.lien ? <NewsLink href={item.lien} title={item.titre} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardCard>
  );
}

/** "Read more" link to a news page, telling screen readers it opens a new tab. */
export function NewsLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t('dashboard.news.link.label', { title })}
    >
      {t('dashboard.news.link')}
    </Anchor>
  );
}
