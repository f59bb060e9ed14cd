import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsOfUse } from '../../../components/terms/terms-of-use';
import classes from './signup.module.css';

type TSignupTermsProps = { isTicked: boolean; showError: boolean; onChange: (isTicked: boolean) => void };

/** The terms of use on the last sign-up step (spec 1 §2 terms display), accepted with the contacts. */
export function SignupTerms({ isTicked, showError, onChange }: TSignupTermsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.terms}>
        <TermsOfUse />
      </div>
      <Checkbox
        label={t('cgu.accept.label')}
        checked={isTicked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={showError && !isTicked ? t('cgu.error.required') : undefined}
        size="md"
      />
    </>
  );
}
