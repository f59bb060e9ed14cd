import { Text, Title } from '@mantine/core';
import { ERROR_CODES, type TCompte } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { toErrorCode } from '../../../lib/http/api-error';
import { readUserAccess } from '../../../lib/session/user-access';
import { loadTitulaire } from '../../../lib/session/titulaire';
import { selectAccount } from '../api/select-account';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/login.module.css';

/** select-account (spec 1 §2 item 11): the user's accounts as a list of buttons. */
export function SelectAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const comptes = readUserAccess()?.comptes ?? [];

  const onChoose = async (compte: TCompte) => {
    setPending(compte.tituNume);
    let mustReload = false;
    try {
      ({ mustReload } = await selectAccount(compte));
    } catch (error) {
      setPending(null);
      void modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(error) });
      return;
    }
    try {
      await loadTitulaire();
      if (mustReload) {
        window.location.replace(
          `${window.location.pathname}${window.location.search}#${paths.dashboard.getHref()}`,
        );
        window.location.reload();
        return;
      }
      void navigate(paths.dashboard.getHref(), { replace: true });
    } catch {
      setPending(null);
      void modals.alert({ kind: 'error', title: 'general.warning.alert', body: ERROR_CODES.loading });
    }
  };

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
              disabled={pending !== null}
              aria-busy={pending === compte.tituNume || undefined}
              onClick={() => void onChoose(compte)}
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
