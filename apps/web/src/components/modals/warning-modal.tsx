import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WARNING_IMAGES } from './modal-images';
import { BLOCKING_MODAL_PROPS } from './blocking-modal';
import classes from './modal.module.css';
import type { TAlertResult, TWarningOptions } from './modal-store';

type TWarningModalProps = { options: TWarningOptions; onDone: (result: TAlertResult) => void };

/** Generic warning modal: image per type, title, lines, plain text and one button (spec 1 §2). */
export function WarningModal({ options, onDone }: TWarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      {...BLOCKING_MODAL_PROPS}
      onClose={() => onDone('closed')}
      data-testid={`warning-modal-${options.type}`}
      title={t(options.title)}
      classNames={{ title: `${classes.title} ${classes.centered}`, header: classes.centeredHeader }}
    >
      <img className={classes.image} src={WARNING_IMAGES[options.type]} alt="" />
      <div className={`${classes.body} ${classes.centered}`}>
        {(options.lines ?? []).map((line, index) => (
          <Text key={index}>{t(line)}</Text>
        ))}
        {options.text ? <Text c="dimmed">{t(options.text)}</Text> : null}
      </div>
      <div className={classes.actions}>
        <Button fullWidth onClick={() => onDone('closed')}>
          {t(options.buttonLabel ?? 'general.close')}
        </Button>
      </div>
    </Modal>
  );
}
