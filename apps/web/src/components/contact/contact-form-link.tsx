import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type TContactFormLinkProps = {
  children: ReactNode;
  /** A text link (default) or a full button, for a screen whose main way out is the form. */
  variant?: 'anchor' | 'button';
  anchorProps?: AnchorProps;
  buttonProps?: ButtonProps;
};

/**
 * The way to the contact form from anywhere else (no-mail links, no-code warnings, help). It
 * replaces the current history entry, as spec 1 §2 asks, so Back after the form skips the page
 * that sent the visitor there (often a step of a flow that cannot be replayed).
 */
export function ContactFormLink({
  children,
  variant = 'anchor',
  anchorProps,
  buttonProps,
}: TContactFormLinkProps) {
  const to = paths.contactUsFormCall.getHref();
  if (variant === 'button') {
    return (
      <Button component={Link} to={to} replace variant="outline" {...buttonProps}>
        {children}
      </Button>
    );
  }
  return (
    <Anchor component={Link} to={to} replace size="sm" {...anchorProps}>
      {children}
    </Anchor>
  );
}
