import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { readLogoutReason } from '../../../lib/session/logout';
import classes from './login.module.css';

const REASON_KEYS = {
  idle: 'login.logout.reason.idle',
  attempts: 'login.logout.reason.attempts',
  session: 'login.logout.reason.session',
} as const;

/** After a logout the portal decided (idle, password-confirmation limit, revoked session), why. */
export function LogoutNotice() {
  const { t } = useTranslation();
  // Kept until the next login (a remount of this page during the logout still shows it).
  const [reason] = useState(readLogoutReason);
  if (!reason) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      classNames={{ root: classes.notice, title: classes.noticeTitle }}
      title={t('login.logout.title')}
      data-testid="logout-notice"
    >
      {t(REASON_KEYS[reason])}
    </Alert>
  );
}
