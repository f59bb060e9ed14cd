import { TEXT_PREVIEW } from '@nomina/domain';
import { UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './text-preview.module.css';

type TTextPreviewProps = { text: string; className?: string; maxLength?: number };

/**
 * Text preview (spec 3 §4): a text longer than `maxLength` characters (300 by default) shows its
 * first three lines with a show more/less toggle; a shorter one shows whole, with no toggle.
 */
export function TextPreview({ text, className, maxLength = TEXT_PREVIEW.maxLength }: TTextPreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = text.length > maxLength;
  const isCollapsed = isLong && !isExpanded;
  return (
    <div className={classes.root}>
      <p id={id} className={[className, isCollapsed ? classes.collapsed : null].filter(Boolean).join(' ')}>
        {text}
      </p>
      {isLong ? (
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {t(isExpanded ? 'general.text.less' : 'general.text.more')}
        </UnstyledButton>
      ) : null}
    </div>
  );
}
