import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage/storage';
import { getTypeDocuments } from './get-type-documents';

const choose = (emetIden: number) =>
  storage.set(STORAGE_KEYS.selectedTitu, { tituNume: `T${emetIden}`, actiIden: 1, emetIden });

describe('typeDocument cache (spec 3 §7, §9)', () => {
  let asked: number;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    storage.set(STORAGE_KEYS.userAccess, { token: 't', idRefreshToken: 'r', login: 'jdupont', comptes: [] });
    asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      const emetIden = storage.get<{ emetIden: number }>(STORAGE_KEYS.selectedTitu)?.emetIden;
      return new Response(JSON.stringify([{ idTypeDocument: emetIden, libelle: `of ${emetIden}` }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server once per issuer and never shows another issuer's documents", async () => {
    choose(9);
    expect(await getTypeDocuments()).toEqual([{ idTypeDocument: 9, libelle: 'of 9' }]);
    expect(await getTypeDocuments()).toEqual([{ idTypeDocument: 9, libelle: 'of 9' }]);
    expect(asked).toBe(1);

    choose(12);
    expect(await getTypeDocuments()).toEqual([{ idTypeDocument: 12, libelle: 'of 12' }]);
    expect(asked).toBe(2);
  });
});
