import { Anchor, Text, Title } from '@mantine/core';
import { OTP_RESEND_DELAY_SECONDS, type TOtpChallenge } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { ResendCode } from '../../../components/access/resend-code';
import { modals } from '../../../components/modals/modal-store';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { validateLoginOtp } from '../api/validate-otp';
import { resendLoginOtp } from '../api/resend-otp';
import classes from '../components/login.module.css';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { useFinishLogin } from '../hooks/use-finish-login';

/** The navigation state the login form leaves (checked by hand: zod would weigh on this page). */
function isOtpChallenge(state: unknown): state is TOtpChallenge {
  const value = state as Partial<TOtpChallenge> | null;
  return typeof value?.verificationKey === 'string' && typeof value.maskedPhone === 'string';
}

/**
 * validate-otp (spec 1 §4): the login's SMS code step. Reached from the login form with the
 * challenge in the navigation state; without it (reload, typed URL) the user goes back to login.
 */
export function ValidateOtpPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  // Wrong, expired or exhausted codes are told beside the field; anything else in the alert.
  const isInline = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
  const step = useCodeStep({
    request: (key: string) => resendLoginOtp(key),
    validate: (code) => validateLoginOtp({ verificationKey: (state as TOtpChallenge).verificationKey, code }),
    onValidated: (access) => finishLogin(access, false),
    onValidateError: (error) => {
      if (!isInline(error))
        void modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(error) });
    },
    showsRequestError: false,
    inlineError: (error) => (isInline(error) ? toErrorCode(error) : null),
  });
  if (!isOtpChallenge(state)) return <Navigate to={paths.login.getHref()} replace />;
  const { verificationKey, maskedPhone } = state;

  const onResend = async () => (await step.requestAsync(verificationKey)).resendAfterSeconds;

  // The help says what to check and keeps the holder on the code: back to it, or to contact.
  const onNoCode = async () => {
    const result = await modals.alert({
      kind: 'info',
      title: 'otp.nocode.title',
      body: ['otp.nocode.text', 'login.otp.nocode.resend'],
      cancelLabel: 'login.otp.nocode.back',
      validateLabel: 'otp.nocode.contact',
    });
    if (result === 'validated') void navigate(paths.contactUs.getHref());
  };

  const onSubmit = async (code: string) => {
    await step.validate(code);
  };
  return (
    <AuthLayout>
      <div className={classes.intro}>
        <Title order={1} className={classes.title} size="h2">
          {t('login.otp.title')}
        </Title>
        <Text>{t('login.otp.text', { phone: maskedPhone })}</Text>
      </div>
      <OtpCodeForm onSubmit={onSubmit} errorCode={step.errorCode} onNoCode={() => void onNoCode()} />
      <ResendCode
        initialDelaySeconds={OTP_RESEND_DELAY_SECONDS}
        onResend={onResend}
        sentKey="login.otp.resent"
        sentValues={{ phone: maskedPhone }}
      />
      <Anchor component={Link} to={paths.login.getHref()} size="sm" className={classes.back}>
        {t('login.otp.back')}
      </Anchor>
    </AuthLayout>
  );
}
