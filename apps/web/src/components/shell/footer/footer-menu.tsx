import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverKey } from '../../../lib/i18n/server-key';
import type { TMenuEntry } from '../menu/build-menu';
import classes from './shell-footer.module.css';

/** The footer menu of signed-in users (spec 3 §2): every group with its entries, as plain links. */
export function FooterMenu({ entries }: { entries: readonly TMenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.footer.menu')} className={classes.menu}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <div key={entry.id} className={classes.column}>
            <Link to={`/${entry.url}`} className={`${classes.groupLink} mantine-focus-auto`}>
              {t(serverKey(entry.label))}
            </Link>
          </div>
        ) : (
          <div key={entry.id} className={classes.column}>
            <p className={classes.groupTitle} id={`footer-group-${entry.id}`}>
              {t(serverKey(entry.label))}
            </p>
            <ul className={classes.items} aria-labelledby={`footer-group-${entry.id}`}>
              {entry.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/${item.url}`} className={`${classes.itemLink} mantine-focus-auto`}>
                    {t(serverKey(item.label))}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </nav>
  );
}
