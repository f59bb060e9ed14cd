import { Button, Text } from '@mantine/core';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toErrorCode } from '../../lib/http/api-error';
import classes from './access.module.css';

type TResendCodeProps = {
  /** Seconds before the first request is allowed (the code was just sent). */
  initialDelaySeconds: number;
  /** Sends a new code; resolves to the seconds before the next one is allowed. */
  onResend: () => Promise<number>;
  /** Translation key of the confirmation once a code was sent again. */
  sentKey: TTranslationKey;
  sentValues?: Record<string, string>;
};

/** The seconds left until `until`, never below 0. */
const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * A "send a new code" button with a visible countdown: disabled (and saying how long to wait)
 * while the server would refuse, then enabled; a refusal still tells the wait the server gives.
 */
export function ResendCode({ initialDelaySeconds, onResend, sentKey, sentValues }: TResendCodeProps) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(() => Date.now() + initialDelaySeconds * 1000);
  const [left, setLeft] = useState(() => secondsUntil(until));

  useEffect(() => {
    setLeft(secondsUntil(until));
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const resending = useMutation({
    mutationFn: onResend,
    onSuccess: (delay) => setUntil(Date.now() + delay * 1000),
    onError: (error) => {
      const retry = error instanceof ApiError ? Number(error.fields?.retryAfterSeconds) : NaN;
      if (Number.isFinite(retry) && retry > 0) setUntil(Date.now() + retry * 1000);
    },
  });
  // The last request's outcome; none while a new one is under way.
  const message = resending.isSuccess
    ? t(sentKey, sentValues)
    : resending.isError
      ? t(toErrorCode(resending.error))
      : '';

  return (
    <div className={classes.resend}>
      <Button
        variant="default"
        onClick={() => resending.mutate()}
        disabled={left > 0}
        loading={resending.isPending}
      >
        {t('login.otp.resend')}
      </Button>
      {left > 0 ? (
        <Text size="sm" c="dimmed" data-testid="resend-countdown">
          {t('login.otp.resend.wait', { seconds: left })}
        </Text>
      ) : null}
      <Text size="sm" role="status">
        {message}
      </Text>
    </div>
  );
}
