import { Button, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import classes from '../profile.module.css';

type TSectionCardProps = {
  id: string;
  title: TTranslationKey;
  /** Shown when the holder may edit this section (its habilitation) and is not editing. */
  onEdit?: (() => void) | undefined;
  editLabel?: TTranslationKey;
  children: ReactNode;
};

/** One section of the profile page: a titled card with its edit button. */
export function SectionCard({ id, title, onEdit, editLabel = 'profil.edit', children }: TSectionCardProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby={`${id}-title`} data-testid={`profile-${id}`}>
      <div className={classes.sectionHead}>
        <Title order={2} size="h4" id={`${id}-title`}>
          {t(title)}
        </Title>
        {onEdit ? (
          <Button variant="light" size="sm" onClick={onEdit} aria-label={`${t(editLabel)} — ${t(title)}`}>
            {t(editLabel)}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs. */
export function Facts({ items }: { items: [TTranslationKey, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.factRow}>
          <dt>{t(label)}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
