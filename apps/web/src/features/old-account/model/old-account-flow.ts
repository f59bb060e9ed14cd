import type { TContactInfo, TIssuer } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import type { TContactsOnRecord } from '../api/validate-infos';

/**
 * Where the holder is in the migration. Each step carries what the next calls need; nothing of
 * it is stored, so a reload starts again at the old-account login (the flow key is short-lived).
 */
export type TOldAccountFlow =
  | { step: 'login' }
  | { step: 'identity'; verificationKey: string }
  | { step: 'space'; verificationKey: string; issuer: TIssuer; contacts: TContactsOnRecord }
  | {
      step: 'contacts';
      verificationKey: string;
      issuer: TIssuer;
      contacts: TContactsOnRecord;
      contact: TContactInfo;
    }
  | { step: 'done'; login: string }
  | { step: 'expired' };

/** Title and position shown for each step (the journey counts four steps before the end). */
export const STEP_VIEW: Record<TOldAccountFlow['step'], { titleKey: TTranslationKey; index?: number }> = {
  login: { titleKey: 'oldaccount.login.title', index: 1 },
  identity: { titleKey: 'oldaccount.identity.title', index: 2 },
  space: { titleKey: 'oldaccount.space.title', index: 3 },
  contacts: { titleKey: 'oldaccount.contact.title', index: 4 },
  done: { titleKey: 'oldaccount.done.title' },
  expired: { titleKey: 'oldaccount.expired.title' },
};

export const STEP_COUNT = 4;
