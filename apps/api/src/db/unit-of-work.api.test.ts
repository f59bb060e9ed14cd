import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';
import type { TDatabase } from './client';
import { users } from './schema';
import { unitOfWork } from './unit-of-work';

/** A repository of one method, enough to see what the transaction keeps. */
const contactsOf = (db: TDatabase) => ({
  setEmail: (login: string, email: string) => db.update(users).set({ email }).where(eq(users.login, login)),
  emailOf: async (login: string) =>
    (await db.select({ email: users.email }).from(users).where(eq(users.login, login)))[0]?.email,
});

describeApi('unit of work: repositories bound to one transaction', (app) => {
  it('commits what the work wrote when it ends, and rolls all of it back when it throws', async () => {
    const transaction = unitOfWork(app().db, contactsOf);
    const before = await contactsOf(app().db).emailOf('jdupont01');

    await expect(
      transaction(async (repositories) => {
        await repositories.setEmail('jdupont01', 'rollback@example.test');
        expect(await repositories.emailOf('jdupont01')).toBe('rollback@example.test');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await contactsOf(app().db).emailOf('jdupont01')).toBe(before);

    const answer = await transaction(async (repositories) => {
      await repositories.setEmail('jdupont01', 'committed@example.test');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await contactsOf(app().db).emailOf('jdupont01')).toBe('committed@example.test');
    await contactsOf(app().db).setEmail('jdupont01', before ?? '');
  });
});
