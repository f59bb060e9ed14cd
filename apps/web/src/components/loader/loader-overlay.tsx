import { Loader, VisuallyHidden } from '@mantine/core';
import type { TLoaderType } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLoader } from '../../lib/loader/loader-store';
import { getThemeState } from '../../lib/theme/theme-store';
import classes from './loader-overlay.module.css';

/** Draws one loader type (spec 1 §2); `hidden` draws nothing although loading goes on. */
export function LoaderView({ type }: { type: TLoaderType }) {
  const { t } = useTranslation();
  if (type === 'hidden') return null;
  const logo = getThemeState()?.config.logo;
  const className = type === 'transparent-simple' ? classes.transparent : classes.white;

  return (
    <div
      className={`${classes.overlay} ${className}`}
      role="status"
      aria-live="polite"
      data-testid={`loader-${type}`}
    >
      {type === 'white-logo-progress' ? (
        <>
          {logo ? <img className={classes.logo} src={logo} alt="" /> : null}
          <div className={classes.progress} />
        </>
      ) : (
        <Loader color="issuer" size="lg" />
      )}
      <VisuallyHidden>{t('general.loading')}</VisuallyHidden>
    </div>
  );
}

/** The app-wide loader, driven by the loader store (http calls, pages). */
export function LoaderOverlay() {
  const active = useActiveLoader();
  return active ? <LoaderView type={active} /> : null;
}
