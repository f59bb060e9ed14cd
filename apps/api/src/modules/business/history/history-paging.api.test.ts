import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { THistoriquePage } from '@nomina/domain';
import { operations } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const JDUPONT = 'T1001-000101';

/** Issue 15 §2: keyset paging through `apres`/`suivant`, and totals kept by the table's triggers. */
describeApi('operation/historique keyset paging and maintained totals', (app) => {
  const list = async (token: string, query: string) => {
    const response = await injectWithToken(app(), token, {
      url: `/api/v1/business/operation/historique?${query}`,
    });
    return { status: response.statusCode, body: response.json() as THistoriquePage & { errorCode?: string } };
  };
  const countOf = async (categorie: 'BOURSE' | 'PLS' | 'DIVERSES') => {
    const [row] = await app()
      .db.select({ n: count() })
      .from(operations)
      .where(and(eq(operations.tituNume, JDUPONT), eq(operations.categorie, categorie)));
    return row!.n;
  };

  it('walks every page by cursor and finds the same rows as by page number', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const byCursor: string[] = [];
    const byOffset: string[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 100; page += 1) {
      const keyset = await list(
        token,
        `categorie=BOURSE&page=${page}&taille=7${cursor ? `&apres=${cursor}` : ''}`,
      );
      const offset = await list(token, `categorie=BOURSE&page=${page}&taille=7`);
      expect(keyset.status).toBe(200);
      expect(keyset.body.total).toBe(offset.body.total);
      byCursor.push(...keyset.body.contenu.map((row) => row.idDemande));
      byOffset.push(...offset.body.contenu.map((row) => row.idDemande));
      cursor = keyset.body.suivant;
      if (!cursor) break;
    }
    expect(byCursor).toEqual(byOffset);
    expect(byCursor).toHaveLength(await countOf('BOURSE'));
    expect(new Set(byCursor).size).toBe(byCursor.length);
  });

  it('shows no row twice when an operation arrives between two pages', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const first = await list(token, 'categorie=BOURSE&page=0&taille=10');
    const [newest] = await app()
      .db.select()
      .from(operations)
      .where(eq(operations.idDemande, first.body.contenu[0]!.idDemande));
    await app()
      .db.insert(operations)
      .values({
        ...newest!,
        idDemande: 'PAGING-NEW-1',
        reference: 'ORDPAGING-NEW-1',
        dateOperation: new Date(),
      });
    try {
      const second = await list(token, `categorie=BOURSE&page=1&taille=10&apres=${first.body.suivant}`);
      const seen = new Set(first.body.contenu.map((row) => row.idDemande));
      expect(second.body.contenu.some((row) => seen.has(row.idDemande))).toBe(false);
      expect(second.body.total).toBe(first.body.total + 1);
    } finally {
      await app().db.delete(operations).where(eq(operations.idDemande, 'PAGING-NEW-1'));
    }
    expect((await list(token, 'categorie=BOURSE&page=0&taille=10')).body.total).toBe(first.body.total);
  });

  it('keeps the unfiltered totals right through inserts, moves and deletes', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const total = async (categorie: string) =>
      (await list(token, `categorie=${categorie}&taille=1`)).body.total;
    const [bourse, diverses] = [await countOf('BOURSE'), await countOf('DIVERSES')];
    expect(await total('BOURSE')).toBe(bourse);
    expect(await total('DIVERSES')).toBe(diverses);
    const [sample] = await app()
      .db.select()
      .from(operations)
      .where(and(eq(operations.tituNume, JDUPONT), eq(operations.categorie, 'BOURSE')))
      .limit(1);
    await app()
      .db.insert(operations)
      .values([1, 2, 3].map((n) => ({ ...sample!, idDemande: `COUNT-${n}`, reference: `ORDCOUNT-${n}` })));
    expect(await total('BOURSE')).toBe(bourse + 3);
    await app()
      .db.update(operations)
      .set({ categorie: 'DIVERSES' })
      .where(eq(operations.idDemande, 'COUNT-1'));
    expect(await total('BOURSE')).toBe(bourse + 2);
    expect(await total('DIVERSES')).toBe(diverses + 1);
    await app()
      .db.update(operations)
      .set({ statut: 'ANNULE' })
      .where(sql`id_demande like 'COUNT-%'`);
    expect(await total('BOURSE')).toBe(bourse + 2);
    await app()
      .db.delete(operations)
      .where(sql`id_demande like 'COUNT-%'`);
    expect(await total('BOURSE')).toBe(bourse);
    expect(await total('DIVERSES')).toBe(diverses);
  });

  it('counts a filtered list exactly', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const filtered = await list(token, 'categorie=BOURSE&statut=EXECUTE&taille=5');
    const [row] = await app()
      .db.select({ n: count() })
      .from(operations)
      .where(
        and(
          eq(operations.tituNume, JDUPONT),
          eq(operations.categorie, 'BOURSE'),
          eq(operations.statut, 'EXECUTE'),
        ),
      );
    expect(filtered.body.total).toBe(row!.n);
  });

  it('refuses a cursor it did not write with 400, never a 500', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const forged = [
      Buffer.from("2024-01-01|x' or 1=1").toString('base64url'),
      Buffer.from('not a cursor').toString('base64url'),
      'a'.repeat(201),
      '%27%3B--',
    ];
    for (const apres of forged) {
      const answer = await list(token, `categorie=BOURSE&page=1&apres=${apres}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBeTruthy();
    }
  });
});
