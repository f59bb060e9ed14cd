import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-alert.module.css';

type TStatusAlertProps = { kind: 'success' | 'error'; title?: string; children: ReactNode };

/**
 * A success or error message in the page, with AA contrast (Mantine's light alert colours fall
 * short). Errors are announced at once (alert), successes politely (status).
 */
export function StatusAlert({ kind, title, children }: TStatusAlertProps) {
  return (
    <Alert
      color={kind === 'success' ? 'teal' : 'red'}
      variant="light"
      title={title}
      role={kind === 'success' ? 'status' : 'alert'}
      classNames={{ title: classes[kind], message: classes.message }}
    >
      {children}
    </Alert>
  );
}
