import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TProfileReviewRepository } from './profile-review.repository';
import { reviewBankChange, type TReviewDeps } from './profile-review.service';

const body = { decision: 'VALIDE' as const, operateur: 'desk-1' };

/** The review deps over one strict repository, the unit of work handing it to the work. */
function depsWith(setup: Partial<TProfileReviewRepository>) {
  const review = strictFake<TProfileReviewRepository>('review', setup);
  let transactions = 0;
  const deps = {
    review,
    transaction: async (work) => {
      transactions += 1;
      return work({ review });
    },
    latestBank: () => Promise.reject(new Error('latestBank was called but not set up')),
    files: strictFake('files', {}),
  } as TReviewDeps;
  return { deps, review, transactions: () => transactions };
}

describe('bank change review', () => {
  it('decides the change and its document in one transaction', async () => {
    const { deps, review, transactions } = depsWith({
      findBankChangeById: async () => ({ id: 'change-1' }) as never,
      decideBankChange: async () => 'document-1',
      decideDocumentOfBankChange: async () => undefined,
    });
    const result = await reviewBankChange(deps, 'change-1', body);
    expect(result).toMatchObject({ id: 'change-1', status: 'VALIDE' });
    expect(transactions()).toBe(1);
    const decision = review.decideBankChange.mock.calls[0]![1];
    expect(decision).toMatchObject({ status: 'VALIDE', reviewedBy: 'desk-1' });
    expect(review.decideDocumentOfBankChange).toHaveBeenCalledWith('document-1', decision);
  });

  it('writes nothing more for a change without a document', async () => {
    const { deps } = depsWith({
      findBankChangeById: async () => ({ id: 'change-1' }) as never,
      decideBankChange: async () => null,
    });
    await expect(reviewBankChange(deps, 'change-1', body)).resolves.toMatchObject({ status: 'VALIDE' });
  });

  it('answers 409 for a change already decided', async () => {
    const { deps } = depsWith({
      findBankChangeById: async () => ({ id: 'change-1' }) as never,
      decideBankChange: async () => false,
    });
    await expect(reviewBankChange(deps, 'change-1', body)).rejects.toMatchObject({ statusCode: 409 });
  });
});
