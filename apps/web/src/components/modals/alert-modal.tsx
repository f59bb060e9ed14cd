import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverKey } from '../../lib/i18n/server-key';
import { ALERT_IMAGES } from './modal-images';
import { BLOCKING_MODAL_PROPS } from './blocking-modal';
import classes from './modal.module.css';
import type { TAlertKind, TAlertOptions, TAlertResult } from './modal-store';
import { SafeHtml } from './safe-html';

type TAlertModalProps = { options: TAlertOptions; onDone: (result: TAlertResult) => void };

function useDefaultTitle(kind: TAlertKind): string {
  const { t } = useTranslation();
  const titles: Record<TAlertKind, string> = {
    error: t('general.warning.error'),
    warning: t('general.warning.alert'),
    success: t('general.success.title'),
    info: t('general.info.title'),
  };
  return titles[kind];
}

/**
 * Alert of kind error, success, warning or info. It cannot be dismissed by backdrop or Escape:
 * only its buttons close it (spec 1 §2). Every kind has a close button; info also has cancel and
 * validate.
 */
export function AlertModal({ options, onDone }: TAlertModalProps) {
  const { t } = useTranslation();
  const defaultTitle = useDefaultTitle(options.kind);
  const lines = typeof options.body === 'string' ? [options.body] : options.body;
  const isInfo = options.kind === 'info';
  const closeLabel = options.closeLabel ?? 'general.close';
  const hasHeaderClose = isInfo && (options.cancelLabel ?? 'general.cancel') !== closeLabel;

  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      // The info kind has its close button beside cancel and validate (spec 1 §2), in its header,
      // unless its cancel button already is the close button (the same words).
      withCloseButton={hasHeaderClose}
      closeButtonProps={hasHeaderClose ? { 'aria-label': t(closeLabel) } : undefined}
      onClose={() => onDone('closed')}
      data-testid={`alert-modal-${options.kind}`}
      classNames={{ title: classes.title }}
      title={
        <span className={classes.header}>
          <img className={classes.icon} src={ALERT_IMAGES[options.kind]} alt="" />
          <span>{options.title ? t(options.title) : defaultTitle}</span>
        </span>
      }
    >
      <div className={classes.body}>
        {lines.map((line, index) => (
          <SafeHtml key={index} className={classes.line} html={t(serverKey(line))} />
        ))}
      </div>
      <div className={classes.actions}>
        {isInfo ? (
          <>
            <Button variant="default" onClick={() => onDone('cancelled')}>
              {t(options.cancelLabel ?? 'general.cancel')}
            </Button>
            <Button onClick={() => onDone('validated')}>
              {t(options.validateLabel ?? 'general.validate')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onDone('closed')}>{t(closeLabel)}</Button>
        )}
      </div>
    </Modal>
  );
}
