import { isNotNull } from 'drizzle-orm';
import * as t from '../schema';
import type { TTx } from './seed';

/** Categories of support requests: who may pick each (visitors, signed-in holders). */
export const supportCategorySeeds = [
  { code: 'ACCES', forVisitors: true, forHolders: true },
  { code: 'INSCRIPTION', forVisitors: true, forHolders: false },
  { code: 'PORTEFEUILLE', forVisitors: false, forHolders: true },
  { code: 'OPERATION', forVisitors: false, forHolders: true },
  { code: 'FISCALITE', forVisitors: false, forHolders: true },
  { code: 'COORDONNEES', forVisitors: false, forHolders: true },
  { code: 'DOCUMENT', forVisitors: true, forHolders: true },
  { code: 'AUTRE', forVisitors: true, forHolders: true },
].map((category, index) => ({
  ...category,
  libelle: `selfcare.category.${category.code}`,
  ordre: index + 1,
}));

/** FAQ entries (catalogue/faq.ts holds their texts): visitors get access questions, holders more. */
export const faqSeeds = [
  { id: 1, categorie: 'ACCES', visitors: true, holders: false },
  { id: 2, categorie: 'ACCES', visitors: true, holders: false },
  { id: 3, categorie: 'ACCES', visitors: true, holders: true },
  { id: 4, categorie: 'INSCRIPTION', visitors: true, holders: false },
  { id: 5, categorie: 'PORTEFEUILLE', visitors: false, holders: true },
  { id: 6, categorie: 'PORTEFEUILLE', visitors: false, holders: true },
  { id: 7, categorie: 'FISCALITE', visitors: false, holders: true },
  { id: 8, categorie: 'FISCALITE', visitors: false, holders: true },
  { id: 9, categorie: 'DOCUMENT', visitors: true, holders: true },
  { id: 10, categorie: 'MESSAGERIE', visitors: false, holders: true },
].map(({ id, categorie, visitors, holders }) => ({
  id,
  categorie,
  categorieLibelle: `faq.category.${categorie}`,
  question: `faq.${id}.question`,
  reponse: `faq.${id}.reponse`,
  forVisitors: visitors,
  forHolders: holders,
  ordre: id,
}));

/** The demo user who accepted the first terms only: the next login asks for the current ones. */
export const TERMS_PENDING_LOGIN = 'rfaure0001';
export const CURRENT_TERMS_VERSION = 2;

/**
 * Categories, FAQ, the two published terms versions and who accepted which: every demo user who
 * has a password (the register's and the profile journeys') accepted the current version, so
 * they reach the shell directly; only TERMS_PENDING_LOGIN accepted the first one alone. Pending
 * sign-ups have none: they accept at the end of their sign-up.
 */
export async function seedSupport(tx: TTx, now: Date): Promise<void> {
  await tx.insert(t.supportCategories).values(supportCategorySeeds);
  await tx.insert(t.faqEntries).values(faqSeeds);
  const day = 86_400_000;
  await tx.insert(t.termsVersions).values([
    { version: 1, publishedAt: new Date(now.getTime() - 400 * day) },
    { version: CURRENT_TERMS_VERSION, publishedAt: new Date(now.getTime() - day) },
  ]);
  const users = await tx
    .select({ id: t.users.id, login: t.users.login })
    .from(t.users)
    .where(isNotNull(t.users.passwordHash));
  const rows = users.flatMap((user) =>
    user.login === TERMS_PENDING_LOGIN
      ? [{ userId: user.id, version: 1, acceptedAt: new Date(now.getTime() - 300 * day) }]
      : [
          { userId: user.id, version: 1, acceptedAt: new Date(now.getTime() - 300 * day) },
          { userId: user.id, version: CURRENT_TERMS_VERSION, acceptedAt: now },
        ],
  );
  if (rows.length > 0) await tx.insert(t.termsAcceptances).values(rows);
}
