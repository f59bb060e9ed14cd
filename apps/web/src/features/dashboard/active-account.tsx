import { Anchor, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { readSelectedHolder, readUserAccess } from '../../lib/session/user-access';
import { useTitulaire } from '../../lib/session/use-titulaire';
import classes from './dashboard.module.css';

/**
 * The account the session acts on (spec 1 §4: the one matching the holder's actiIden and
 * emetIden) and the holder's name, with a way back to the choice for multi-account users.
 */
export function ActiveAccount() {
  const { t } = useTranslation();
  const access = readUserAccess();
  // The stored holder shows at once; it is still fetched again, so the page is never stale.
  const holder = useTitulaire();
  const reference = holder.data ?? readSelectedHolder();
  const compte = access?.comptes.find(
    (item) => item.actiIden === reference?.actiIden && item.emetIden === reference?.emetIden,
  );

  return (
    <section className={classes.card} aria-labelledby="active-account-title" data-testid="active-account">
      <h2 id="active-account-title" className={classes.cardTitle}>
        {t('dashboard.account.title')}
      </h2>
      <p className={classes.value}>
        {compte ? t('dashboard.account.line', { emetLibe: compte.emetLibe, actiIden: compte.actiIden }) : '—'}
      </p>
      <p className={classes.label}>{t('dashboard.holder.title')}</p>
      {holder.data ? (
        <p className={classes.value} data-testid="holder-name">
          {`${holder.data.firstName} ${holder.data.lastName}`}
        </p>
      ) : holder.isError ? (
        <p className={classes.value}>{t('general.error.loading')}</p>
      ) : (
        <Skeleton height={20} width="60%" aria-hidden />
      )}
      {(access?.comptes.length ?? 0) > 1 ? (
        <Anchor component={Link} to={paths.selectAccount.getHref()} size="sm">
          {t('dashboard.account.change')}
        </Anchor>
      ) : null}
    </section>
  );
}
