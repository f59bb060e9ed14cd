import { Anchor, VisuallyHidden } from '@mantine/core';
import { PRODUCT_VERSION } from '@nomina/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './public-chrome.module.css';

/** The five external links of spec 3 §2: label key, and the key of its url (urls are translations). */
const EXTERNAL_LINKS = [
  { label: 'footer.link.terms', url: 'footer.link.terms.url' },
  { label: 'footer.link.security', url: 'footer.link.security.url' },
  { label: 'footer.link.data', url: 'footer.link.data.url' },
  { label: 'footer.link.accessibility', url: 'footer.link.accessibility.url' },
  { label: 'footer.link.compliance', url: 'footer.link.compliance.url' },
] as const;

type TFooterProps = {
  /** Signed-in users' part (footer menu groups, tutorial link), shown above the links. */
  children?: ReactNode;
  /** The contact page: contact-us for visitors, contact for signed-in users. */
  contactHref?: string;
};

/** Footer of every page (spec 3 §2): contact link, the five external links and the product version. */
export function PublicFooter({ children, contactHref = paths.contactUs.getHref() }: TFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-tuto="footer">
      {children}
      <div className={classes.footerLinks}>
        <Anchor component={Link} to={contactHref} c="#1f2933" underline="always" size="sm">
          {t('footer.contact')}
        </Anchor>
        {EXTERNAL_LINKS.map((link) => (
          <Anchor
            key={link.label}
            href={t(link.url)}
            target="_blank"
            rel="noopener noreferrer"
            c="#1f2933"
            underline="always"
            size="sm"
          >
            {t(link.label)}
            <VisuallyHidden>{t('general.newTab')}</VisuallyHidden>
          </Anchor>
        ))}
        <span data-testid="product-version">{t('footer.version', { version: PRODUCT_VERSION })}</span>
      </div>
    </footer>
  );
}
