import { Button, Text } from '@mantine/core';
import type { TCodeSent } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
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
  const request = useRequestPasswordReset();
  const pending = request.isPending ? request.variables.buttonChoice : null;
  const choose = (buttonChoice: TResetChannel) =>
    request.mutate(
      { login, buttonChoice, lang: i18n.language },
      {
        onSuccess: (answer) => {
          if ('verificationKey' in answer) onCodeSent(answer);
          else onMailSent();
        },
        onError: (error) => void showRequestError(error),
      },
    );

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
          onClick={() => choose('MAIL')}
          loading={pending === 'MAIL'}
          disabled={pending === 'SMS'}
        >
          {t('forgot.password.channel.mail')}
        </Button>
        <Button
          size="md"
          variant="outline"
          onClick={() => choose('SMS')}
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
