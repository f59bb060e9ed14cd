import { Anchor, Text } from '@mantine/core';
import type { TCodeSent, TLinkInfo } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ChannelStep } from '../components/channel-step';
import { CodeStep } from '../components/code-step';
import { ResetStepper } from '../components/reset-stepper';
import { IdentifierStep } from '../components/identifier-step';
import { LinkInvalid } from '../components/link-invalid';
import { NewPasswordStep } from '../components/new-password-step';
import { SentConfirmation } from '../components/sent-confirmation';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

type TStep =
  | { name: 'identifier'; login: string; hasMoved: boolean }
  | { name: 'channel'; login: string }
  | { name: 'mail-sent' }
  | { name: 'code'; login: string; sent: TCodeSent }
  | { name: 'password'; link: TLinkInfo }
  | { name: 'refused' };

/**
 * forgotpassword: identifier, then a link by e-mail or a code by SMS; the code leads to the
 * password choice on this page, the link to setpassword. Steps: identity, password choice.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<TStep>({ name: 'identifier', login: '', hasMoved: false });
  const toIdentifier = (login: string) => setStep({ name: 'identifier', login, hasMoved: true });

  return (
    <AuthLayout>
      <div className={classes.intro}>
        <StepHeading order={1} isFocused={false}>
          {t('forgot.password.title')}
        </StepHeading>
        <Text>{t('forgot.password.text')}</Text>
      </div>
      <ResetStepper stage={step.name === 'password' ? 'password' : 'identity'} />
      {step.name === 'identifier' ? (
        <IdentifierStep
          defaultLogin={step.login}
          isFocused={step.hasMoved}
          onDone={(login) => setStep({ name: 'channel', login })}
        />
      ) : null}
      {step.name === 'channel' ? (
        <ChannelStep
          login={step.login}
          onMailSent={() => setStep({ name: 'mail-sent' })}
          onCodeSent={(sent) => setStep({ name: 'code', login: step.login, sent })}
          onChangeLogin={() => toIdentifier(step.login)}
        />
      ) : null}
      {step.name === 'mail-sent' ? (
        <SentConfirmation
          titleKey="forgot.password.sent.title"
          textKey="forgot.password.sent.text"
          noMessageKey="forgot.sent.nomail"
          hintKey="forgot.sent.spam"
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          sent={step.sent}
          onValidated={(link) => setStep({ name: 'password', link })}
          onRequestAgain={() => setStep({ name: 'channel', login: step.login })}
        />
      ) : null}
      {step.name === 'password' ? (
        <NewPasswordStep
          link={step.link}
          isFocused
          onSaved={() => void navigate(paths.resetSuccess.getHref(), { replace: true })}
          onKeyRefused={() => setStep({ name: 'refused' })}
        />
      ) : null}
      {step.name === 'refused' ? <LinkInvalid onRequestAgain={() => toIdentifier('')} /> : null}
      {step.name === 'identifier' || step.name === 'channel' || step.name === 'code' ? (
        <Anchor component={Link} to={paths.login.getHref()} size="sm">
          {t('general.back.login')}
        </Anchor>
      ) : null}
    </AuthLayout>
  );
}
