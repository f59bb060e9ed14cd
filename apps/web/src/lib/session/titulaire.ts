import { STORAGE_KEYS, type TTitulaire } from '@nomina/domain';
import { http } from '../http/http-client';
import { storage } from '../storage/storage';

export function readTitulaire(): TTitulaire | null {
  return storage.get<TTitulaire>(STORAGE_KEYS.titulaire);
}

/** GET business/titulaire: the holder of the chosen account, kept as `titulaire`. */
export async function loadTitulaire(): Promise<TTitulaire> {
  const holder = await http<TTitulaire>('/business/titulaire');
  storage.set(STORAGE_KEYS.titulaire, holder);
  return holder;
}
