import { describe, expect, it } from 'vitest';
import { acceptanceHistoryStatut, acceptanceRequestId } from './acceptance.rules';

describe('an answered plan in the history', () => {
  it('is accepted for O and refused for N', () => {
    expect(acceptanceHistoryStatut('O')).toBe('ACCEPTE');
    expect(acceptanceHistoryStatut('N')).toBe('REFUSE');
  });

  it('has one request id per plan and holder', () => {
    expect(acceptanceRequestId(301, 'T1001-000101')).toBe('ACC-301-T1001-000101');
  });
});
