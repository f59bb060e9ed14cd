import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_ERRORS } from '@nomina/domain';
import { bankDetails, orderRequests } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { orderToken, placeOrder, sellDraft } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';

const migration = readFileSync(
  new URL('../../../../drizzle/0020_refunds_bank_details.sql', import.meta.url),
  'utf8',
);

/** One bank-details table: the account on file of the operations is the profile's accepted one. */
describeApi('business operations: the bank account on file is the profile’s accepted one', (app) => {
  const onFile = async (token: string) =>
    (await injectWithToken(app(), token, { url: '/api/v1/business/operation/compte-bancaire' })).json();

  it('shows and pays sale proceeds to the accepted account; a change under review is not used', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    expect(await onFile(jean)).toEqual({
      ibanMasque: 'FR76 **** **** **** **** ***0 189',
      bic: 'AGRIFRPPXXX',
      paysIban: 'FR',
    });
    // A new account submitted in the profile, waiting for review: not the one on file yet.
    await app().db.insert(bankDetails).values({
      tituNume: 'T1001-000101',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      status: 'EN_ATTENTE',
    });
    expect((await onFile(jean)).paysIban).toBe('FR');
    const sale = (await placeOrder(app(), jean, sellDraft())).json();
    const [request] = await app()
      .db.select()
      .from(orderRequests)
      .where(eq(orderRequests.idDemande, sale.idDemande));
    expect(request).toMatchObject({ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' });
    // Once accepted, it is the account on file.
    await app()
      .db.update(bankDetails)
      .set({ status: 'VALIDE', confirmedAt: new Date() })
      .where(and(eq(bankDetails.tituNume, 'T1001-000101'), eq(bankDetails.status, 'EN_ATTENTE')));
    expect((await onFile(jean)).paysIban).toBe('DE');
  });

  it('a holder with no accepted account cannot sell to the account on file; nothing is recorded', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    await app()
      .db.update(bankDetails)
      .set({ status: 'REFUSE' })
      .where(eq(bankDetails.tituNume, 'T1001-000101'));
    expect(await onFile(jean)).toBeNull();
    const { response } = await orderToken(app(), jean, sellDraft());
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe(ORDER_ERRORS.noBankOnFile);
  });

  it('the migration moves the old accounts on file where the profile has no accepted one, then drops the table', async () => {
    const db = app().db;
    await db.execute(
      sql.raw(`CREATE TABLE "holder_bank_accounts" ("titu_nume" text PRIMARY KEY NOT NULL, "iban" text NOT NULL,
        "bic" text NOT NULL, "updated_at" timestamp with time zone DEFAULT now() NOT NULL)`),
    );
    await db.delete(bankDetails).where(eq(bankDetails.tituNume, 'T1002-000103'));
    await db.execute(
      sql.raw(`INSERT INTO "holder_bank_accounts" ("titu_nume", "iban", "bic") VALUES
        ('T1001-000102', 'FR7610107001011234567890129', 'BREDFRPPXXX'),
        ('T1002-000103', 'DE89370400440532013000', 'COBADEFFXXX')`),
    );
    const statements = migration
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('holder_bank_accounts'));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const accepted = async (tituNume: string) =>
      db
        .select({ iban: bankDetails.iban, bic: bankDetails.bic })
        .from(bankDetails)
        .where(and(eq(bankDetails.tituNume, tituNume), eq(bankDetails.status, 'VALIDE')));
    // Moved: the holder had no accepted account in the profile.
    expect(await accepted('T1002-000103')).toEqual([{ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }]);
    // Kept: the profile's reviewed account stays the one on file.
    expect(await accepted('T1001-000102')).toHaveLength(1);
    expect((await accepted('T1001-000102'))[0]!.iban).not.toBe('FR7610107001011234567890129');
    const left = await db.execute(sql.raw(`SELECT to_regclass('public.holder_bank_accounts') AS t`));
    expect((left as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
  });
});
