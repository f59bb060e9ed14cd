import { isRuleMessage } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { serverKey } from './server-key';

/**
 * The key of a form field's message. A key from a domain rule (the zod schema's issue, typed
 * `string` by zod and react-hook-form) is recognised as one of the domain's `TRuleMessage` keys,
 * which the catalogue is checked to have a text for; any other message (a server's field message)
 * goes through `serverKey`, the boundary for keys the code cannot name.
 */
export function ruleKey(message: string): TTranslationKey;
export function ruleKey(message: string | null | undefined): TTranslationKey | undefined;
export function ruleKey(message: string | null | undefined): TTranslationKey | undefined {
  if (message === null || message === undefined) return undefined;
  return isRuleMessage(message) ? message : serverKey(message);
}
