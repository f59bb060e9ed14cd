import { Button, Text } from '@mantine/core';
import type { TCodeSent } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { useRequestPasswordReset, type TResetChannel } from '../api/request-password-reset';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

type TChannelStepProps = {
  login: string;
  onMailSent: () => void;
  onCodeSent: (sent: TCodeSent) => void;
  onChangeLogin: () => void;
};

/** Link by e-mail or code by SMS (buttonChoice MAIL | SMS), after the bot check (action 'forgot'). */
export function ChannelStep({ login, onMailSent, onCodeSent, onChangeLogin }: TChannelStepProps) {
  const { t, i18n } = useTranslation();
  const botCheck = useBotCheck();
  const request = useRequestPasswordReset();
  const [pending, setPending] = useState<TResetChannel | null>(null);

  const choose = async (buttonChoice: TResetChannel) => {
    setPending(buttonChoice);
    try {
      const captchaToken = await botCheck.getToken('forgot');
      const answer = await request.mutateAsync({
        login,
        buttonChoice,
        lang: i18n.language,
        ...(captchaToken ? { captchaToken } : {}),
      });
      if ('verificationKey' in answer) onCodeSent(answer);
      else onMailSent();
    } catch (error) {
      void showRequestError(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={classes.stack} aria-labelledby="forgot-channel-title">
      <StepHeading id="forgot-channel-title">{t('forgot.password.channel.title')}</StepHeading>
      <Text className={classes.recap} size="sm">
        {t('forgot.password.channel.login', { login })}
      </Text>
      <Text size="sm">{t('forgot.password.channel.text')}</Text>
      <div className={classes.actions}>
        <Button
          size="md"
          onClick={() => void choose('MAIL')}
          loading={pending === 'MAIL'}
          disabled={pending === 'SMS'}
        >
          {t('forgot.password.channel.mail')}
        </Button>
        <Button
          size="md"
          variant="outline"
          onClick={() => void choose('SMS')}
          loading={pending === 'SMS'}
          disabled={pending === 'MAIL'}
        >
          {t('forgot.password.channel.sms')}
        </Button>
        <Button variant="subtle" size="sm" className={classes.secondary} onClick={onChangeLogin}>
          {t('forgot.password.channel.change')}
        </Button>
      </div>
    </section>
  );
}
