import { Loader, VisuallyHidden } from '@mantine/core';
import type { TLoaderType } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useTranslation } from 'react-i18next';
import { LOADER_MESSAGES, useActiveLoader, useLoaderMessage } from '../../lib/loader/loader-store';
import { getThemeState } from '../../lib/theme/theme-store';
import classes from './loader-overlay.module.css';

/** Draws one loader type (spec 1 §2); `hidden` draws nothing although loading goes on. */
export function LoaderView({
  type,
  message = LOADER_MESSAGES.loading,
}: {
  type: TLoaderType;
  message?: TTranslationKey;
}) {
  const { t } = useTranslation();
  if (type === 'hidden') return null;
  const logo = getThemeState()?.config.logo;
  const className = type === 'transparent-simple' ? classes.transparent : classes.white;
  // 'prepare your space' is written under the progress bar; other messages are for screen readers.
  const isMessageShown = type === 'white-logo-progress' && message !== LOADER_MESSAGES.loading;

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
          {isMessageShown ? <p className={classes.message}>{t(message)}</p> : null}
        </>
      ) : (
        <Loader color="issuer" size="lg" />
      )}
      {isMessageShown ? null : <VisuallyHidden>{t(message)}</VisuallyHidden>}
    </div>
  );
}

/** The app-wide loader, driven by the loader store (http calls, pages). */
export function LoaderOverlay() {
  const active = useActiveLoader();
  const message = useLoaderMessage();
  return active ? <LoaderView type={active} message={message} /> : null;
}
