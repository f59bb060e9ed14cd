import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { THistoriquePage, TPortefeuilleTitres } from '@nomina/domain';
import { holdings, operations, securities, termsVersions, themes } from './schema';
import { readCacheOf } from './read-cache';
import { injectAccountToken } from '../testing/account-token';
import { injectLogin, injectWithToken } from '../testing/inject-login';
import { withModuleRefused } from '../testing/habilitations';
import { describeApi, useInstances } from '../testing/test-app';

const TITRES = '/api/v1/business/portefeuille/titres';

/**
 * Issue 15 §1: the session, terms and habilitation checks are cached in process, and every write
 * behind them is seen by the next request, on this instance and on the others (PostgreSQL).
 */
describeApi(
  'read cache of the signed-in path',
  (app) => {
    const { all: instances, second } = useInstances(app);
    const status = async (instance: FastifyInstance, token: string, url = TITRES) =>
      (await injectWithToken(instance, token, { url })).statusCode;

    /**
     * The status the next requests get once the write's notification has arrived: on PGlite it
     * arrives before the write returns; on PostgreSQL it takes a moment to reach the listening
     * connection, so this waits for the answer to change (at most 2 s).
     */
    async function settledStatus(instance: FastifyInstance, token: string, expected: number, url = TITRES) {
      const deadline = Date.now() + 2000;
      let seen = await status(instance, token, url);
      while (seen !== expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = await status(instance, token, url);
      }
      return seen;
    }

    it('answers repeat reads from the cache', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      expect(await status(app(), token)).toBe(200);
      const cache = readCacheOf(app().db)!;
      expect(cache.isListening).toBe(true);
      expect(cache.sessions.size).toBeGreaterThan(0);
      expect(cache.modules.size).toBeGreaterThan(0);
      expect(await status(app(), token)).toBe(200);
    });

    it('ends a session at once on the instance that logged out, and on the others', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      for (const instance of instances()) expect(await status(instance, token)).toBe(200);
      const logout = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { token } });
      expect(logout.json()).toEqual({ success: true });
      // Same instance: no wait at all.
      expect(await status(app(), token)).toBe(401);
      for (const instance of instances()) expect(await settledStatus(instance, token, 401)).toBe(401);
    });

    it('sees a session revoked by another writer (an operator, another instance)', async () => {
      const { access } = await injectLogin(app(), 'jdupont01');
      for (const instance of instances()) expect(await status(instance, access.token)).toBe(200);
      await app().db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'operator'
        where id = (select id from sessions where revoked_at is null order by created_at desc limit 1)`);
      for (const instance of instances()) expect(await settledStatus(instance, access.token, 401)).toBe(401);
    });

    it('sees a withdrawn habilitation, and its return', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      for (const instance of instances()) expect(await status(instance, token)).toBe(200);
      await withModuleRefused(app(), 'titres', async () => {
        for (const instance of instances()) expect(await settledStatus(instance, token, 403)).toBe(403);
      });
      for (const instance of instances()) expect(await settledStatus(instance, token, 200)).toBe(200);
    });

    it('refuses a live session when new terms are published, and lets it in once accepted', async () => {
      const access = { token: await injectAccountToken(app(), 'jdupont01') };
      const url = '/api/v1/business/e-services';
      for (const instance of instances()) expect(await status(instance, access.token, url)).toBe(200);
      const [latest] = await app()
        .db.select({ v: sql<number>`max(version)` })
        .from(termsVersions);
      const version = Number(latest!.v) + 1;
      await app().db.insert(termsVersions).values({ version });
      try {
        for (const instance of instances())
          expect(await settledStatus(instance, access.token, 403, url)).toBe(403);
        const accepted = await injectWithToken(app(), access.token, {
          method: 'POST',
          url: '/api/v1/auth/authenticate/acceptCgu',
          payload: { version },
        });
        expect(accepted.statusCode).toBe(200);
        expect(await status(app(), access.token, url)).toBe(200);
        for (const instance of instances())
          expect(await settledStatus(instance, access.token, 200, url)).toBe(200);
      } finally {
        await app().db.execute(sql`delete from terms_acceptances where version = ${version}`);
        await app().db.delete(termsVersions).where(eq(termsVersions.version, version));
      }
    });

    it('serves the securities from the cache, and sees a new quote and a holding change at once', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const read = async (instance: FastifyInstance) =>
        (await injectWithToken(instance, token, { url: TITRES })).json() as TPortefeuilleTitres;
      const before = await read(app());
      const line = before.lignes[0]!;
      for (const instance of instances()) expect(await read(instance)).toEqual(before);
      expect(readCacheOf(app().db)!.answers.size).toBeGreaterThan(0);
      const settled = async (instance: FastifyInstance, check: (answer: TPortefeuilleTitres) => boolean) => {
        const deadline = Date.now() + 2000;
        let answer = await read(instance);
        while (!check(answer) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          answer = await read(instance);
        }
        return answer;
      };
      const [security] = await app()
        .db.select()
        .from(securities)
        .where(eq(securities.valeIden, line.valeIden));
      const [holding] = await app()
        .db.select()
        .from(holdings)
        .where(and(eq(holdings.tituNume, 'T1001-000101'), eq(holdings.valeIden, line.valeIden)));
      try {
        await app()
          .db.update(securities)
          .set({ cours: 123.45 })
          .where(eq(securities.valeIden, line.valeIden));
        for (const instance of instances()) {
          const answer = await settled(instance, (seen) => seen.lignes[0]!.cours === 123.45);
          expect(answer.lignes[0]!.cours).toBe(123.45);
        }
        const ofHolding = and(
          eq(holdings.tituNume, 'T1001-000101'),
          eq(holdings.valeIden, line.valeIden),
          eq(holdings.modeDetention, holding!.modeDetention),
        );
        const quantityOf = (answer: TPortefeuilleTitres) =>
          answer.lignes.find(
            (seen) => seen.valeIden === line.valeIden && seen.modeDetention === holding!.modeDetention,
          )?.quantite;
        await app()
          .db.update(holdings)
          .set({ quantite: holding!.quantite + 7 })
          .where(ofHolding);
        for (const instance of instances()) {
          const answer = await settled(instance, (seen) => quantityOf(seen) === holding!.quantite + 7);
          expect(quantityOf(answer)).toBe(holding!.quantite + 7);
        }
      } finally {
        await app()
          .db.update(securities)
          .set({ cours: security!.cours })
          .where(eq(securities.valeIden, line.valeIden));
        await app()
          .db.update(holdings)
          .set({ quantite: holding!.quantite })
          .where(
            and(
              eq(holdings.tituNume, 'T1001-000101'),
              eq(holdings.valeIden, line.valeIden),
              eq(holdings.modeDetention, holding!.modeDetention),
            ),
          );
      }
    });

    it('serves the history from the cache, and shows a new order on the next read', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const url = '/api/v1/business/operation/historique?categorie=BOURSE&page=0&taille=5';
      const read = async (instance: FastifyInstance) =>
        (await injectWithToken(instance, token, { url })).json() as THistoriquePage;
      const before = await read(app());
      for (const instance of instances()) expect(await read(instance)).toEqual(before);
      const [newest] = await app()
        .db.select()
        .from(operations)
        .where(eq(operations.idDemande, before.contenu[0]!.idDemande));
      await app()
        .db.insert(operations)
        .values({
          ...newest!,
          idDemande: 'CACHE-NEW-1',
          reference: 'ORDCACHE-NEW-1',
          dateOperation: new Date(),
        });
      try {
        for (const instance of instances()) {
          const deadline = Date.now() + 2000;
          let answer = await read(instance);
          while (answer.contenu[0]?.idDemande !== 'CACHE-NEW-1' && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 10));
            answer = await read(instance);
          }
          expect(answer.contenu[0]?.idDemande).toBe('CACHE-NEW-1');
          expect(answer.total).toBe(before.total + 1);
        }
      } finally {
        await app().db.delete(operations).where(eq(operations.idDemande, 'CACHE-NEW-1'));
      }
    });

    it('refuses calls on every instance as soon as an operator puts a theme in maintenance', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      for (const instance of instances()) expect(await status(instance, token)).toBe(200);
      // Within the themes' few seconds in memory (resource/theme): only the notification tells.
      await app().db.update(themes).set({ alive: false }).where(eq(themes.id, 1));
      try {
        for (const instance of instances()) expect(await settledStatus(instance, token, 503)).toBe(503);
      } finally {
        await app().db.update(themes).set({ alive: true }).where(eq(themes.id, 1));
      }
      for (const instance of instances()) expect(await settledStatus(instance, token, 200)).toBe(200);
    });

    it('caches nothing while the invalidation channel is lost, and again once it is back', async () => {
      const other = second();
      if (!other) return; // PGlite: the channel is in process and cannot be lost.
      const token = await injectAccountToken(app(), 'jdupont01');
      expect(await status(other, token)).toBe(200);
      // Cut every listening connection (both instances'): they reconnect on their own.
      await app().db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
      const deadline = Date.now() + 2000;
      while (readCacheOf(other.db)!.isListening && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(readCacheOf(other.db)!.isListening).toBe(false);
      await app().db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'operator'
        where id = (select id from sessions where revoked_at is null order by created_at desc limit 1)`);
      expect(await status(other, token)).toBe(401);
      const back = Date.now() + 5000;
      while (!readCacheOf(other.db)!.isListening && Date.now() < back)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(readCacheOf(other.db)!.isListening).toBe(true);
    });
  },
  { READ_CACHE_TTL_SECONDS: '30' },
);
