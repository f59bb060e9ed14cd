import type { TNews } from '@nomina/domain';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoCarousel } from '../../../components/carousel/use-auto-carousel';
import { useFormat } from '../../../lib/format/use-format';
import classes from './news-banner.module.css';
import { NewsLink } from './news-card';

/**
 * The banner carousel of the news "à la une" (spec 3 §9: every 5000 ms, paused while hovered,
 * looping). Keyboard: previous, next and pause buttons, arrow keys on the region; slides out of
 * view are inert.
 */
export function NewsBanner({ news }: { news: TNews[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const regionId = useId();
  const { viewportRef, selected, isPaused, togglePause, previous, next } = useAutoCarousel();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <section
      className={classes.banner}
      aria-roledescription={t('dashboard.banner.role')}
      aria-labelledby={regionId}
      data-testid="news-banner"
      onKeyDown={onKeyDown}
    >
      <h2 id={regionId} className={classes.heading}>
        {t('dashboard.banner.title')}
      </h2>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {news.map((item, index) => (
            <article
              key={item.id}
              className={classes.slide}
              aria-roledescription={t('dashboard.banner.slide')}
              aria-label={t('dashboard.banner.position', { index: index + 1, count: news.length })}
              data-active={index === selected || undefined}
              inert={index !== selected}
            >
              <Text size="xs" className={classes.date}>
                {format.date(item.datePublication)}
              </Text>
              <h3 className={classes.title}>{item.titre}</h3>
              <p className={classes.summary}>{item.resume}</p>
              {item.lien ? <NewsLink href={item.lien} title={item.titre} /> : null}
            </article>
          ))}
        </div>
      </div>
      {news.length > 1 ? (
        <Group justify="space-between" className={classes.controls}>
          <Text size="sm" aria-live={isPaused ? 'polite' : 'off'} data-testid="banner-position">
            {t('dashboard.banner.position', { index: selected + 1, count: news.length })}
          </Text>
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={previous}
              aria-label={t('dashboard.banner.previous')}
            >
              <span aria-hidden>‹</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={togglePause}
              aria-label={t(isPaused ? 'dashboard.banner.play' : 'dashboard.banner.pause')}
              aria-pressed={isPaused}
            >
              <span aria-hidden>{isPaused ? '▶' : '❚❚'}</span>
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={next} aria-label={t('dashboard.banner.next')}>
              <span aria-hidden>›</span>
            </ActionIcon>
          </Group>
        </Group>
      ) : null}
    </section>
  );
}
