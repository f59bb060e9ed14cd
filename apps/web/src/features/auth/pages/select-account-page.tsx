import { Text, Title } from '@mantine/core';
import type { TCompte } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { toErrorCode } from '../../../lib/http/api-error';
import { readUserAccess } from '../../../lib/session/user-access';
import { useSelectAccount } from '../api/select-account';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/login.module.css';

/** select-account (spec 1 §2 item 11): the user's accounts as a list of buttons. */
export function SelectAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useSelectAccount();
  const comptes = readUserAccess()?.comptes ?? [];
  // A chosen account stays busy until the page is left (navigation or reload).
  const chosen = choice.isPending || choice.isSuccess ? choice.variables?.tituNume : undefined;

  const onChoose = (compte: TCompte) =>
    choice.mutate(compte, {
      onSuccess: ({ mustReload }) => {
        if (mustReload) {
          window.location.replace(
            `${window.location.pathname}${window.location.search}#${paths.dashboard.getHref()}`,
          );
          window.location.reload();
          return;
        }
        void navigate(paths.dashboard.getHref(), { replace: true });
      },
      onError: (error) => {
        void modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(error) });
      },
    });

  return (
    <AuthLayout>
      <div className={classes.intro}>
        <Title order={1} id="select-account-title" className={classes.title} size="h2">
          {t('selectaccount.title')}
        </Title>
        <Text>{t('selectaccount.text')}</Text>
      </div>
      <ul className={classes.accounts} aria-labelledby="select-account-title">
        {comptes.map((compte) => (
          <li key={compte.tituNume}>
            <button
              type="button"
              className={classes.account}
              disabled={chosen !== undefined}
              aria-busy={chosen === compte.tituNume || undefined}
              onClick={() => onChoose(compte)}
            >
              <span className={classes.accountName}>{compte.emetLibe}</span>
              <span className={classes.accountMeta}>
                {t('selectaccount.account', { actiIden: compte.actiIden, tituNume: compte.tituNume })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
