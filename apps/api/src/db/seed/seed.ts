import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { catalogueRows } from '@nomina/translations';
import type { TDatabase } from '../client';
import * as t from '../schema';
import { hashPassword } from '../../lib/password';
import { holderSeeds } from './holders';
import { DEMO_PASSWORD, accountHabilitationSeeds, legacyAccountSeeds, userSeeds } from './users';
import { issuerHabilitationSeeds, moduleSeeds } from './modules';
import { seedPortfolio } from './portfolio-writer';
import { siteParameterSeeds } from './site-parameters';
import { issuerSeeds, languageSeeds, themeSeeds } from './themes';
import { seedDocuments } from './documents';
import { seedAcceptances } from './acceptances';
import { seedOperations } from './operations';
import { seedMeetings } from './meetings';
import { seedOrderReferenceData } from './orders';
import { seedProfiles } from './profile';
import { seedSupport } from './support';
import { seedCorporateActions } from './corporate-actions';

export type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** Builds the demo register when the database has no theme yet. Returns whether it seeded. */
export async function seedDemoRegister(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.themes);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(t.themes).values(themeSeeds);
    await tx.insert(t.issuers).values(issuerSeeds);
    await tx.insert(t.siteParameters).values(siteParameterSeeds);
    const moduleIds = await seedModules(tx);
    await tx.insert(t.issuerHabilitations).values(
      issuerHabilitationSeeds.map(({ moduleKey, ...rest }) => ({
        ...rest,
        subModuleId: moduleIds.get(moduleKey)!,
      })),
    );
    await seedHolders(tx, moduleIds);
    await seedPortfolio(tx, new Date());
    await seedDocuments(tx, await seedOperations(tx));
    await seedAcceptances(tx, new Date());
    await seedMeetings(tx, new Date());
    await seedOrderReferenceData(tx, new Date());
    await seedProfiles(tx);
    await seedSupport(tx, new Date());
    await seedCorporateActions(tx, new Date());
  });
  return true;
}

async function seedModules(tx: TTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { sousModule, ...group } of moduleSeeds) {
    const [inserted] = await tx.insert(t.moduleGroups).values(group).returning({ id: t.moduleGroups.id });
    if (sousModule.length === 0) continue;
    const rows = await tx
      .insert(t.subModules)
      .values(sousModule.map((sub, index) => ({ ...sub, groupId: inserted!.id, ordre: index + 1 })))
      .returning({ id: t.subModules.id, key: t.subModules.moduleKey });
    for (const sub of rows) ids.set(sub.key, sub.id);
  }
  return ids;
}

async function seedHolders(tx: TTx, moduleIds: Map<string, number>): Promise<void> {
  await tx.insert(t.holders).values(holderSeeds);
  const byTitu = new Map(holderSeeds.map((holder) => [holder.tituNume, holder]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { accounts, signedUp, ...user } of userSeeds) {
    const [inserted] = await tx
      .insert(t.users)
      .values({ ...user, passwordHash: signedUp ? passwordHash : null })
      .returning({ id: t.users.id });
    await tx.insert(t.accounts).values(
      accounts.map((tituNume) => {
        const holder = byTitu.get(tituNume)!;
        return { userId: inserted!.id, tituNume, actiIden: holder.actiIden, emetIden: holder.emetIden };
      }),
    );
  }
  for (const { accessCode, password, ...legacy } of legacyAccountSeeds) {
    const [passwordHashOld, accessCodeHash] = await Promise.all([
      hashPassword(password),
      accessCode ? hashPassword(accessCode) : null,
    ]);
    await tx.insert(t.legacyAccounts).values({ ...legacy, passwordHash: passwordHashOld, accessCodeHash });
  }
  await tx.insert(t.accountHabilitations).values(
    accountHabilitationSeeds.map(({ tituNume, moduleKey, ...rest }) => {
      const holder = byTitu.get(tituNume)!;
      return {
        ...rest,
        actiIden: holder.actiIden,
        emetIden: holder.emetIden,
        subModuleId: moduleIds.get(moduleKey)!,
      };
    }),
  );
}

/**
 * Writes the languages, then brings the translations table in line with the shipped catalogue. Runs at every start but
 * only writes when the catalogue changed (its hash is kept in `catalogue_state`).
 */
export async function syncTranslations(db: TDatabase): Promise<boolean> {
  await db.insert(t.languages).values(languageSeeds).onConflictDoNothing();
  const rows = catalogueRows();
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [state] = await db.select().from(t.catalogueState).where(eq(t.catalogueState.name, 'translations'));
  if (state?.hash === hash) return false;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(t.translations)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [t.translations.key, t.translations.langueIden, t.translations.themeId],
          set: { libelle: sql`excluded.libelle` },
        });
    }
    await tx
      .insert(t.catalogueState)
      .values({ name: 'translations', hash })
      .onConflictDoUpdate({ target: t.catalogueState.name, set: { hash } });
  });
  return true;
}
