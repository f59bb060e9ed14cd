import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../modals/safe-html';
import classes from './terms-of-use.module.css';

/** Terms of use: several translated blocks shown one after the other (spec 1 §2). */
export function TermsOfUse({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const blocks = [
    t('terms.block.purpose'),
    t('terms.block.access'),
    t('terms.block.security'),
    t('terms.block.data'),
    t('terms.block.liability'),
  ];
  return (
    <section
      className={classes.terms}
      aria-labelledby="terms-of-use-title"
      data-testid="terms-of-use"
      tabIndex={0}
    >
      <Title order={headingOrder} id="terms-of-use-title" size="h3">
        {t('terms.title')}
      </Title>
      {blocks.map((html, index) => (
        <SafeHtml key={index} className={classes.block} html={html} />
      ))}
    </section>
  );
}
