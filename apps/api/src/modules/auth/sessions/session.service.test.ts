import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import { createSessionService } from './session.service';
import type { TRefreshTokenRow, TSessionRow, TSessionsRepository } from './sessions.repository';

const NOW = new Date('2026-03-02T10:00:00Z');
const config = { SESSION_TTL_HOURS: 12, REFRESH_REUSE_GRACE_SECONDS: 10 };
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

const session = (over: Partial<TSessionRow> = {}): TSessionRow =>
  ({
    id: 'session-1',
    userId: 'user-1',
    isSso: 'N',
    tituNume: null,
    actiIden: null,
    emetIden: null,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    revokedAt: null,
    revokedReason: null,
    createdAt: NOW,
    ...over,
  }) as TSessionRow;

const token = (over: Partial<TRefreshTokenRow> = {}): TRefreshTokenRow =>
  ({
    tokenHash: hash('presented'),
    sessionId: 'session-1',
    spentAt: null,
    createdAt: NOW,
    ...over,
  }) as TRefreshTokenRow;

const serviceOver = (sessions: TSessionsRepository) =>
  createSessionService({ sessions, config, now: () => NOW });

describe('session service', () => {
  it('opens a session for the TTL and stores only the hash of its first refresh token', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      insertSession: async () => session(),
    });
    const account = { tituNume: 'T1', actiIden: 1, emetIden: 2 };
    const opened = await serviceOver(sessions).open({ userId: 'user-1', account });
    expect(opened.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(sessions.insertSession).toHaveBeenCalledWith({
      userId: 'user-1',
      isSso: 'N',
      expiresAt: new Date(NOW.getTime() + 12 * 3_600_000),
      account,
      refreshTokenHash: hash(opened.refreshToken),
    });
  });

  it('rotates: spends the presented token once and gives a new one for the live session', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      findRefreshToken: async () => token(),
      spendRefreshToken: async () => true,
      findLive: async () => session(),
      insertRefreshToken: async () => undefined,
    });
    const rotation = await serviceOver(sessions).rotate('presented', 'session-1');
    expect(rotation.ok).toBe(true);
    if (!rotation.ok) return;
    expect(rotation.refreshToken).not.toBe('presented');
    expect(sessions.findRefreshToken).toHaveBeenCalledWith(hash('presented'));
    expect(sessions.spendRefreshToken).toHaveBeenCalledWith(hash('presented'));
    expect(sessions.insertRefreshToken).toHaveBeenCalledWith(hash(rotation.refreshToken), 'session-1');
  });

  it('refuses an unknown token and a token of another session without writing anything', async () => {
    const unknown = strictFake<TSessionsRepository>('sessions', { findRefreshToken: async () => null });
    expect(await serviceOver(unknown).rotate('presented', 'session-1')).toEqual({
      ok: false,
      reason: 'unknown',
    });
    const other = strictFake<TSessionsRepository>('sessions', { findRefreshToken: async () => token() });
    expect(await serviceOver(other).rotate('presented', 'session-2')).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('revokes the whole session when a token spent beyond the grace comes back', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      findRefreshToken: async () => token({ spentAt: new Date(NOW.getTime() - 11_000) }),
      spendRefreshToken: async () => false,
      revoke: async () => undefined,
    });
    expect(await serviceOver(sessions).rotate('presented', 'session-1')).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'refresh token reused');
  });

  it('gives a duplicate within the grace (two tabs) a token of its own', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      findRefreshToken: async () => token({ spentAt: new Date(NOW.getTime() - 9_000) }),
      spendRefreshToken: async () => false,
      findLive: async () => session(),
      insertRefreshToken: async () => undefined,
    });
    expect((await serviceOver(sessions).rotate('presented', 'session-1')).ok).toBe(true);
  });

  it('answers ended when the session was revoked or expired meanwhile', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      findRefreshToken: async () => token(),
      spendRefreshToken: async () => true,
      findLive: async () => null,
    });
    expect(await serviceOver(sessions).rotate('presented', 'session-1')).toEqual({
      ok: false,
      reason: 'ended',
    });
  });

  it('ends a cached request session at its own expiry', async () => {
    const sessions = strictFake<TSessionsRepository>('sessions', {
      findRequestSession: async () => ({
        userId: 'user-1',
        expiresAt: NOW.getTime() - 1,
        hasCurrentTerms: true,
        isSso: false,
      }),
    });
    expect(await serviceOver(sessions).findRequestSession('session-1')).toBeNull();
  });
});
