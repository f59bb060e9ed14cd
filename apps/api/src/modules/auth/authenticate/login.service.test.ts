import { ERROR_CODES, FLOW_ERRORS, OTP_RESEND_DELAY_SECONDS } from '@nomina/domain';
import { describe, expect, it, vi } from 'vitest';
import type { TAccessClaims } from '../../../access';
import { RequesterGone, createGate } from '../../../lib/gate';
import { strictFake } from '../../../testing/strict-fake';
import type { TCompteWithTheme } from '../accounts/accounts.repository';
import type { TSessionRow } from '../sessions/session.service';
import type { TUserRow } from '../users/users.repository';
import type { TVerification } from '../verifications/verification.service';
import { chooseAccount, logIn, refresh, resendOtp, validateOtp, type TLoginDeps } from './login.service';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const config = { OTP_TTL_SECONDS: 300, MAX_CODE_ATTEMPTS: 3 };
const user = (over: Partial<TUserRow> = {}) =>
  ({ id: 'user-1', login: 'jdupont01', phone: null, otpLogin: false, ...over }) as TUserRow;
const compte = { tituNume: 'T1', actiIden: 101, emetIden: 1001, themeId: 2 } as TCompteWithTheme;
const session = { id: 'session-1', userId: 'user-1' } as TSessionRow;
const flow = (over: Partial<TVerification> = {}) =>
  ({ verificationKey: 'key-1', userId: 'user-1', data: {}, ...over }) as TVerification;

/** Every part strict: a test sets up only the calls its step may make. */
function depsWith(parts: Partial<{ [K in keyof TLoginDeps]: object }>): TLoginDeps {
  const fake = <K extends keyof TLoginDeps>(name: K) =>
    strictFake<Extract<TLoginDeps[K], object>>(name, (parts[name] ?? {}) as never);
  return {
    checkPassword:
      (parts.checkPassword as TLoginDeps['checkPassword']) ??
      (() => Promise.reject(new Error('checkPassword was called but not set up'))),
    sendCode:
      (parts.sendCode as TLoginDeps['sendCode']) ??
      (() => Promise.reject(new Error('sendCode was called but not set up'))),
    users: fake('users'),
    accounts: fake('accounts'),
    sessions: fake('sessions'),
    verifications: fake('verifications'),
    notify: fake('notify'),
    tokens: fake('tokens'),
    config,
    admit: (work) => work(),
    now: () => NOW,
  } as TLoginDeps;
}

describe('login steps', () => {
  it('opens a session for the right password on the accounts read with the user, not read again', async () => {
    const deps = depsWith({
      // No accounts repository set up: a second read of the accounts would fail the test.
      checkPassword: async () => ({ user: user(), comptes: [compte], recorded: Promise.resolve() }),
      sessions: { open: async () => ({ session, refreshToken: 'rt' }) },
    });
    const result = await logIn(deps, { login: 'jdupont01', password: 'x' }, '10.0.0.1');
    expect(result).toEqual({
      opened: { session, refreshToken: 'rt', comptes: [compte], login: 'jdupont01' },
    });
    expect(deps.sessions.open).toHaveBeenCalledWith({
      userId: 'user-1',
      isSso: undefined,
      account: { tituNume: 'T1', actiIden: 101, emetIden: 1001 },
    });
  });

  it('opens the session while the login is being recorded, and fails when the recording does', async () => {
    let sessionAsked!: () => void;
    const asked = new Promise<void>((resolve) => (sessionAsked = resolve));
    const deps = depsWith({
      // The recording ends only once the session was asked for: awaiting it first would hang.
      checkPassword: async () => ({
        user: user(),
        comptes: [compte],
        recorded: asked.then(() => Promise.reject(new Error('users table unreachable'))),
      }),
      sessions: {
        open: async () => {
          sessionAsked();
          return { session, refreshToken: 'rt' };
        },
      },
    });
    await expect(logIn(deps, { login: 'jdupont01', password: 'x' }, '10.0.0.1')).rejects.toThrow(
      'users table unreachable',
    );
    expect(deps.sessions.open).toHaveBeenCalledTimes(1);
  });

  it('sends a code instead of opening a session for a user with the one-time-code step', async () => {
    const deps = depsWith({
      checkPassword: async () => ({
        user: user({ otpLogin: true, phone: '+33612345678' }),
        comptes: [compte],
        recorded: Promise.resolve(),
      }),
      verifications: { start: async () => flow(), issueCode: async () => '123456' },
      notify: { sms: async () => undefined },
    });
    const result = await logIn(deps, { login: 'jdupont01', password: 'x' }, '10.0.0.1');
    expect(result).toEqual({
      challenge: { otpRequired: true, verificationKey: 'key-1', maskedPhone: expect.stringMatching(/78$/) },
    });
    expect(deps.notify.sms).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-1' }), 'code', {
      code: '123456',
    });
  });

  it('checks the password and opens the session in its turn, and sends the SMS after giving it back', async () => {
    let inTurn = false;
    const seen: string[] = [];
    const admit = async <T>(work: () => Promise<T>) => {
      inTurn = true;
      try {
        return await work();
      } finally {
        inTurn = false;
      }
    };
    const coded = {
      ...depsWith({
        checkPassword: async () => {
          seen.push(`password checked ${inTurn ? 'in' : 'out of'} turn`);
          return {
            user: user({ otpLogin: true, phone: '+33612345678' }),
            comptes: [compte],
            recorded: Promise.resolve(),
          };
        },
        verifications: { start: async () => flow(), issueCode: async () => '123456' },
        notify: {
          sms: async () => {
            seen.push(`SMS sent ${inTurn ? 'in' : 'out of'} turn`);
          },
        },
      }),
      admit,
    };
    await logIn(coded, { login: 'jdupont01', password: 'x' }, '10.0.0.1');
    const plain = {
      ...depsWith({
        checkPassword: async () => ({ user: user(), comptes: [compte], recorded: Promise.resolve() }),
        sessions: {
          open: async () => {
            seen.push(`session opened ${inTurn ? 'in' : 'out of'} turn`);
            return { session, refreshToken: 'rt' };
          },
        },
      }),
      admit,
    };
    await logIn(plain, { login: 'jdupont01', password: 'x' }, '10.0.0.1');
    expect(seen).toEqual(['password checked in turn', 'SMS sent out of turn', 'session opened in turn']);
  });

  it('drops a login whose requester left while it waited its turn: no password check, no session', async () => {
    const gate = createGate(1);
    let release!: () => void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const checkPassword = vi.fn(async () => ({
      user: user(),
      comptes: [compte],
      recorded: Promise.resolve(),
    }));
    const deps = { ...depsWith({ checkPassword }), admit: gate.run };
    let left = false;
    const waiting = logIn(deps, { login: 'jdupont01', password: 'x' }, '10.0.0.1', () => left);
    left = true;
    release();
    await held;
    await expect(waiting).rejects.toBeInstanceOf(RequesterGone);
    expect(checkPassword).not.toHaveBeenCalled();
  });

  it('refuses a wrong code without spending the flow or opening a session', async () => {
    const deps = depsWith({ verifications: { find: async () => flow(), checkCode: async () => 'wrong' } });
    await expect(validateOtp(deps, 'key-1', '000000')).rejects.toMatchObject({
      statusCode: 400,
      errorCode: FLOW_ERRORS.codeInvalid,
    });
    expect(deps.verifications.checkCode).toHaveBeenCalledWith(flow(), '000000', config.MAX_CODE_ATTEMPTS);
  });

  it('spends the flow of a right code, then opens the session', async () => {
    const deps = depsWith({
      verifications: {
        find: async () => flow(),
        checkCode: async () => 'ok',
        consume: async () => undefined,
      },
      users: { findById: async () => user() },
      accounts: { listComptes: async () => [] },
      sessions: { open: async () => ({ session, refreshToken: 'rt' }) },
    });
    const opened = await validateOtp(deps, 'key-1', '123456');
    expect(opened.login).toBe('jdupont01');
    expect(deps.verifications.consume).toHaveBeenCalledTimes(1);
  });

  it('answers 429 with the wait when a code is asked again too soon, and sends nothing', async () => {
    const codeExpiresAt = NOW + config.OTP_TTL_SECONDS * 1000 - 10_000; // issued 10 s ago
    const deps = depsWith({ verifications: { find: async () => flow({ data: { codeExpiresAt } }) } });
    await expect(resendOtp(deps, 'key-1')).rejects.toMatchObject({
      statusCode: 429,
      errorCode: ERROR_CODES.tooManyRequests,
      fields: { retryAfterSeconds: String(OTP_RESEND_DELAY_SECONDS - 10) },
    });
  });

  it('refuses a reused refresh token without reading the user', async () => {
    const deps = depsWith({ sessions: { rotate: async () => ({ ok: false, reason: 'reused' }) } });
    expect(await refresh(deps, 'presented', 'session-1')).toEqual({ refused: 'reused' });
  });

  it('takes the login of a rotated session from the session, not from the request', async () => {
    const deps = depsWith({
      sessions: { rotate: async () => ({ ok: true, session, refreshToken: 'next' }) },
      users: { loginOf: async () => 'jdupont01' },
    });
    expect(await refresh(deps, 'presented', 'session-1')).toEqual({
      opened: { session, refreshToken: 'next', login: 'jdupont01' },
    });
    expect(deps.users.loginOf).toHaveBeenCalledWith('user-1');
  });

  it('refuses an account the user does not hold, binding nothing', async () => {
    const deps = depsWith({ accounts: { listComptes: async () => [compte] } });
    const claims = { userId: 'user-1', sessionId: 'session-1' } as TAccessClaims;
    await expect(chooseAccount(deps, claims, { actiIden: 999, emetIden: 1001 })).rejects.toMatchObject({
      statusCode: 403,
      errorCode: ERROR_CODES.unknownAccount,
    });
  });

  it('binds the session to a held account and signs a token for it', async () => {
    const deps = depsWith({
      accounts: { listComptes: async () => [compte] },
      sessions: { selectAccount: async () => undefined },
      tokens: { sign: async () => 'token' },
    });
    const claims = { userId: 'user-1', sessionId: 'session-1' } as TAccessClaims;
    expect(await chooseAccount(deps, claims, { actiIden: 101, emetIden: 1001 })).toEqual({
      token: 'token',
      idTheme: 2,
    });
    expect(deps.sessions.selectAccount).toHaveBeenCalledWith('session-1', {
      tituNume: 'T1',
      actiIden: 101,
      emetIden: 1001,
    });
  });
});
