import { Button, Checkbox, Text, Title } from '@mantine/core';
import { CGU_ERRORS, ZTermsAcceptanceForm, type TTermsAcceptanceForm } from '@nomina/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { useNavigate } from 'react-router';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { TermsOfUse } from '../../../components/terms/terms-of-use';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http/api-error';
import { logout } from '../../../lib/session/logout';
import { pendingTermsVersion } from '../../../lib/session/terms-gate';
import { useAcceptTerms } from '../api/settings-api';
import classes from '../settings.module.css';

/**
 * cgu: new terms of use after login (spec 1 §2 terms display). The user reads them and accepts
 * (authenticate/acceptCgu, version and time recorded) before the shell, or declines and leaves.
 */
export function TermsAcceptancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [version, setVersion] = useState<number | null>(null);
  const accept = useAcceptTerms();
  const form = useForm<TTermsAcceptanceForm>({
    defaultValues: { isAccepted: false },
    resolver: domainResolver<TTermsAcceptanceForm>(ZTermsAcceptanceForm),
  });

  useEffect(() => {
    let isLive = true;
    void pendingTermsVersion().then((pending) => {
      if (!isLive) return;
      if (pending === null) void navigate(paths.dashboard.getHref(), { replace: true });
      else setVersion(pending);
    });
    return () => {
      isLive = false;
    };
  }, [navigate]);

  const onAccept = async () => {
    if (version === null) return;
    try {
      await accept.mutateAsync(version);
      void navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === CGU_ERRORS.staleVersion) {
        setVersion(await pendingTermsVersion());
        form.reset();
      }
      void showRequestError(error);
    }
  };

  return (
    <AuthLayout>
      <Title order={1} size="h2">
        {t('cgu.title')}
      </Title>
      {version !== null ? (
        <form
          className={classes.stack}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onAccept)(event)}
        >
          <Text>{t('cgu.intro', { version })}</Text>
          <div className={classes.terms}>
            <TermsOfUse />
          </div>
          <Checkbox
            label={t('cgu.accept.label')}
            {...form.register('isAccepted')}
            error={fieldErrorText(t, form.formState.errors.isAccepted)}
          />
          <Button type="submit" size="md" fullWidth loading={accept.isPending || accept.isSuccess}>
            {t('cgu.accept')}
          </Button>
          <Button size="md" fullWidth variant="subtle" onClick={() => logout()}>
            {t('cgu.decline')}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
