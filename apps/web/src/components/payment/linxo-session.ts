import { STORAGE_KEYS, type TPayableNature } from '@nomina/domain';
import { storage } from '../../lib/storage/storage';

/** What survives the trip to the bank's consent page (storage key token_linxo, spec 3 §9). */
export type TLinxoSession = {
  orderId: string;
  operationToken: string;
  natureDemande: TPayableNature;
  refDemande: string;
};

export const linxoSession = {
  save: (session: TLinxoSession) => storage.set(STORAGE_KEYS.tokenLinxo, session),
  read: () => storage.get<TLinxoSession>(STORAGE_KEYS.tokenLinxo),
  clear: () => storage.remove(STORAGE_KEYS.tokenLinxo),
};
