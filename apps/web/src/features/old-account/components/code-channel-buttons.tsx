import { Button } from '@mantine/core';
import type { TChannel } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import type { TContactsOnRecord } from '../api/validate-infos';
import journey from '../../../components/layout/journey.module.css';

type TCodeChannelButtonsProps = {
  contacts: TContactsOnRecord;
  /** Limit to one channel (the contact not being changed); both when absent. */
  only?: TChannel | undefined;
  isPending: boolean;
  onRequest: (channel: TChannel) => void;
};

/** "Receive the code by SMS / by e-mail", only for the contacts on record that exist. */
export function CodeChannelButtons({ contacts, only, isPending, onRequest }: TCodeChannelButtonsProps) {
  const { t } = useTranslation();
  const hasSms = contacts.hasPhone && only !== 'MAIL';
  const hasMail = contacts.hasEmail && only !== 'MOBILE';
  if (!hasSms && !hasMail) return null;
  return (
    <div className={journey.actions}>
      {hasSms ? (
        <Button size="md" loading={isPending} onClick={() => onRequest('MOBILE')}>
          {t('oldaccount.code.bysms', { to: contacts.maskedPhone })}
        </Button>
      ) : null}
      {hasMail ? (
        <Button
          size="md"
          variant={hasSms ? 'outline' : 'filled'}
          loading={isPending}
          onClick={() => onRequest('MAIL')}
        >
          {t('oldaccount.code.bymail', { to: contacts.maskedEmail })}
        </Button>
      ) : null}
    </div>
  );
}
