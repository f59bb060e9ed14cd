import { Button, Text } from '@mantine/core';
import { FLOW_ERRORS, type TCodeSent, type TLinkInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { validateResetCode } from '../api/validate-reset-code';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

/** Answers the code field shows under itself; anything else is a modal. */
const CODE_ERRORS: readonly string[] = [
  FLOW_ERRORS.codeInvalid,
  FLOW_ERRORS.codeExpired,
  FLOW_ERRORS.codeExhausted,
];

type TCodeStepProps = { sent: TCodeSent; onValidated: (link: TLinkInfo) => void; onRequestAgain: () => void };

/** The SMS code of a password reset (spec 1 §2 item 3): 6 digits, Enter validates. */
export function CodeStep({ sent, onValidated, onRequestAgain }: TCodeStepProps) {
  const { t } = useTranslation();
  const step = useCodeStep({
    validate: (otpCode) => validateResetCode({ verificationKey: sent.verificationKey, otpCode }),
    onValidated,
    inlineError: (error) =>
      error instanceof ApiError && CODE_ERRORS.includes(error.errorCode) ? toErrorCode(error) : null,
    onValidateError: (error) => {
      if (!(error instanceof ApiError && CODE_ERRORS.includes(error.errorCode))) void showRequestError(error);
    },
  });
  const { errorCode } = step;

  return (
    <section className={classes.stack} aria-labelledby="forgot-code-title">
      <StepHeading id="forgot-code-title">{t('forgot.password.code.title')}</StepHeading>
      <Text size="sm">{t('forgot.password.code.text', { maskedTo: sent.maskedTo })}</Text>
      <OtpCodeForm onSubmit={step.validate} errorCode={errorCode} noCodeHref={paths.contactUs.getHref()} />
      {/* The server answers every refusal alike (so an unknown login cannot be told apart): a
          refused code may be spent, so a new request is always offered. */}
      {errorCode && CODE_ERRORS.includes(errorCode) ? (
        <Button variant="outline" size="md" onClick={onRequestAgain}>
          {t('forgot.password.code.again')}
        </Button>
      ) : null}
    </section>
  );
}
