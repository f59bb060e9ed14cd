import { Checkbox } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TermsOfUse } from '../../../components/terms/terms-of-use';
import classes from './signup.module.css';

/** `checkbox`: the form's registration of the acceptance; `error`: its translated message, if any. */
type TSignupTermsProps = { checkbox: UseFormRegisterReturn; error: string | undefined };

/** The terms of use on the last sign-up step (spec 1 §2 terms display), accepted with the contacts. */
export function SignupTerms({ checkbox, error }: TSignupTermsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.terms}>
        <TermsOfUse />
      </div>
      <Checkbox label={t('cgu.accept.label')} {...checkbox} error={error} size="md" />
    </>
  );
}
