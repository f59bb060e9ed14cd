import type { TOstMessage } from '@nomina/domain';
import { modals } from '../../../components/modals/modal-store';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * Shows an event's messages before the holder answers (spec 3 §3 message kinds): a Blocage is
 * explained and refuses the answer (false); an Avertissement or an abstention notice
 * (Abstention_SO, Abstention_AGA) is read, then the holder continues (true).
 */
export async function passMessages(messages: readonly TOstMessage[]): Promise<boolean> {
  const blocking = messages.find((message) => message.type === 'Blocage');
  if (blocking) {
    await modals.warning({
      type: 'error',
      title: 'ost.message.title.Blocage',
      lines: [serverKey(blocking.messageKey)],
    });
    return false;
  }
  for (const message of messages) {
    await modals.alert({
      kind: 'warning',
      title: `ost.message.title.${message.type}`,
      body: message.messageKey,
      closeLabel: 'ost.message.continue',
    });
  }
  return true;
}
