import { Anchor } from '@mantine/core';
import { PRODUCT_VERSION } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './public-chrome.module.css';

/** Footer of the public pages: contact link and the product version (spec 3 §2). */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Anchor component={Link} to={paths.contactUs.getHref()} c="#1f2933" underline="always" size="sm">
        {t('footer.contact')}
      </Anchor>
      <span data-testid="product-version">{t('footer.version', { version: PRODUCT_VERSION })}</span>
    </footer>
  );
}
