import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { CodeStep } from '../components/code-step';
import { ContactStep } from '../components/contact-step';
import { IdentifierStep } from '../components/identifier-step';
import { LinkStep } from '../components/link-step';
import { PasswordStep } from '../components/password-step';
import { SentStep } from '../components/sent-step';
import { SignupLayout } from '../components/signup-layout';
import { SignupStepper } from '../components/signup-stepper';
import { useSignupState, type TSignupStep } from '../model/signup-store';

const TITLES: Record<TSignupStep, TTranslationKey> = {
  identifier: 'signup.identifier.title',
  sent: 'signup.sent.heading',
  password: 'signup.password.title',
  code: 'signup.code.title',
  contact: 'signup.contact.title',
};

/**
 * firstconnexion: the whole sign-up (spec 1 §4). With `sd` it opens the e-mail link first; the
 * link is then dropped from the address, as it works only once.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sd = params.get('sd');
  const { step } = useSignupState();
  const restart = useCallback(
    () => void navigate(paths.firstConnexion.getHref(), { replace: true }),
    [navigate],
  );

  const body = sd ? (
    <LinkStep sd={sd} onOpened={restart} onRestart={restart} />
  ) : (
    {
      identifier: <IdentifierStep />,
      sent: <SentStep />,
      password: <PasswordStep onRestart={restart} />,
      code: <CodeStep onRestart={restart} />,
      contact: <ContactStep onRestart={restart} />,
    }[step]
  );

  return (
    <SignupLayout
      title={t(sd ? 'signup.link.title' : TITLES[step])}
      stepper={<SignupStepper step={sd ? 'password' : step} />}
    >
      {body}
    </SignupLayout>
  );
}
