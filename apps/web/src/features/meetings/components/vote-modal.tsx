import { ActionIcon, Button, Modal, Popover, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './meetings.module.css';

type TVoteModalProps = { link: string | null; onClose: () => void };

/**
 * Vote redirection modal (spec 2 §2): validate opens the vote link (with request_locale) in a new
 * window and closes the modal; an info popover explains the vote site; back closes it.
 */
export function VoteModal({ link, onClose }: TVoteModalProps) {
  const { t } = useTranslation();
  const validate = () => {
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title={t('assemblee.vote.title')}
      centered
      lockScroll={false}
      withCloseButton={false}
    >
      <div data-testid="vote-modal">
        <div className={classes.modalText}>
          <Text>{t('assemblee.vote.text')}</Text>
          <Popover width={280} position="bottom" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" radius="xl" aria-label={t('assemblee.vote.info')}>
                <span aria-hidden="true">i</span>
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{t('assemblee.vote.info.text')}</Text>
            </Popover.Dropdown>
          </Popover>
        </div>
        <div className={classes.modalActions}>
          <Button variant="default" onClick={onClose}>
            {t('assemblee.vote.back')}
          </Button>
          <Button onClick={validate}>{t('assemblee.vote.validate')}</Button>
        </div>
      </div>
    </Modal>
  );
}
