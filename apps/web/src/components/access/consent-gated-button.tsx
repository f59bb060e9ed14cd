import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './access.module.css';

type TConsentGatedButtonProps = ButtonProps & {
  isAllowed: boolean;
  onClick: () => void;
  children: ReactNode;
};

/**
 * A contact action that waits for the SMS consent (spec 1 §4): while not allowed it looks and
 * announces itself disabled but stays focusable, so the 'consent required' tooltip shows on
 * hover, focus and touch.
 */
export function ConsentGatedButton({ isAllowed, onClick, children, ...props }: TConsentGatedButtonProps) {
  const { t } = useTranslation();
  const button = (
    <Button
      size="md"
      classNames={{ root: classes.wrapRoot, label: classes.wrapLabel }}
      {...props}
      data-disabled={isAllowed ? undefined : true}
      aria-disabled={isAllowed ? undefined : true}
      onClick={() => {
        if (isAllowed) onClick();
      }}
    >
      {children}
    </Button>
  );
  if (isAllowed) return button;
  return (
    <Tooltip label={t('signup.consent.tooltip')} events={{ hover: true, focus: true, touch: true }} withArrow>
      {button}
    </Tooltip>
  );
}
