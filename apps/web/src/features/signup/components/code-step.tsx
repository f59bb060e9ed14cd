import { Anchor, Text } from '@mantine/core';
import { FLOW_ERRORS } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { resendSignupOtp } from '../api/resend-otp';
import { validateSignupOtp } from '../api/validate-otp';
import { signupStore, useSignupState } from '../model/signup-store';
import { FlowError } from './flow-error';
import journey from '../../../components/layout/journey.module.css';

/** Spec 1 §2 item 3: the securing code sent by SMS (or e-mail without a phone); Enter validates. */
export function CodeStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const { verificationKey, codeSent } = useSignupState();
  const step = useCodeStep({
    request: () => resendSignupOtp(verificationKey),
    validate: (code) => validateSignupOtp(verificationKey, code),
    onRequested: (sent) => signupStore.codeResent(sent),
    onValidated: (answer) => signupStore.codeValidated(answer),
  });
  const { errorCode } = step;

  if (errorCode === FLOW_ERRORS.flowExpired) return <FlowError errorCode={errorCode} onRestart={onRestart} />;

  const textKey = codeSent?.channel === 'MAIL' ? 'signup.code.text.mail' : 'signup.code.text.mobile';
  return (
    <div className={journey.stack}>
      <Text>{t(textKey, { maskedTo: codeSent?.maskedTo ?? '' })}</Text>
      <OtpCodeForm
        onSubmit={step.validate}
        errorCode={errorCode}
        noCodeHref={paths.contactUsFormCall.getHref()}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        className={journey.start}
        onClick={() => step.request(undefined)}
      >
        {t('signup.code.resend')}
      </Anchor>
      <Text size="sm" role="status">
        {step.isRequested ? t('signup.code.resent', { maskedTo: codeSent?.maskedTo ?? '' }) : ''}
      </Text>
    </div>
  );
}
