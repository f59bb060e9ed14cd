import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  ZApiError,
  ZLoginRequest,
  ZOtpChallenge,
  ZRefreshRequest,
  ZSelectAccountRequest,
  ZUserAccess,
  maskPhone,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { authOf } from '../../../plugins/auth';
import { authDeps } from '../auth.deps';
import { createPasswordCheck, startSession } from './authenticate.service';
import { REFRESH_COOKIE, sendUserAccess } from './user-access';
import { createNotifier } from '../messages/notify';

export async function authenticateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { repositories, config, sessions, adapters } = authDeps(app);
  const checkPassword = createPasswordCheck({
    users: repositories.users,
    attempts: repositories.attempts,
    config,
    addressSecret: adapters.secrets.jwtSecret,
  });
  const access = { accounts: repositories.accounts, tokens: adapters.tokens, config };
  const opening = { accounts: repositories.accounts, sessions };
  const notify = createNotifier(app);
  const perAddress = (factor: number) => ({
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * factor, timeWindow: '1 minute' },
  });

  routes.post(
    '/authenticate',
    {
      config: perAddress(1),
      schema: {
        tags: ['auth'],
        summary: 'Log in with login and password',
        description:
          '401 login.error.credentials for any wrong pair; 423 login.error.locked once the attempt limit is reached. A user with the one-time-code step gets an OTP challenge and a code by SMS.',
        body: ZLoginRequest,
        response: {
          200: z.union([ZUserAccess, ZOtpChallenge]),
          400: ZApiError,
          401: ZApiError,
          423: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const user = await checkPassword(request.body, request.ip);
      if (user.otpLogin && user.phone) {
        const flow = await app.verifications.start({
          userId: user.id,
          purpose: 'LOGIN_OTP',
          ttlSeconds: app.config.OTP_TTL_SECONDS,
        });
        const code = await app.verifications.issueCode(flow, 'MOBILE', app.config.OTP_TTL_SECONDS);
        await notify.sms(user, 'code', { code });
        return {
          otpRequired: true as const,
          verificationKey: flow.verificationKey,
          maskedPhone: maskPhone(user.phone),
        };
      }
      const { session, refreshToken, comptes } = await startSession(opening, user);
      return sendUserAccess(access, reply, { session, refreshToken, login: user.login, comptes });
    },
  );

  routes.post(
    '/authenticate/refreshtoken',
    {
      config: perAddress(3),
      schema: {
        tags: ['auth'],
        summary: 'Spend the refresh token (cookie) for a new access token and refresh token',
        description: 'A refresh token presented twice revokes its whole session.',
        body: ZRefreshRequest,
        response: { 200: ZUserAccess, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new AppError(401, ERROR_CODES.sessionEnded);
      const rotation = await sessions.rotate(presented, request.body.idRefreshToken);
      if (!rotation.ok) {
        request.log.warn(
          { reason: rotation.reason, session: request.body.idRefreshToken },
          'refresh refused',
        );
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1/auth' });
        throw new AppError(401, ERROR_CODES.sessionEnded);
      }
      // Every claim comes from the session, never from the body (issue 9 §10).
      const login = await repositories.users.loginOf(rotation.session.userId);
      if (!login) throw new AppError(401, ERROR_CODES.sessionEnded);
      return sendUserAccess(access, reply, {
        session: rotation.session,
        refreshToken: rotation.refreshToken,
        login,
      });
    },
  );

  routes.post(
    '/authenticate/user-token',
    {
      onRequest: app.requireAuth,
      // Account selection comes before the terms page (both outside the shell).
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose one of the user’s accounts; gives a token bound to it and the theme of its issuer',
        body: ZSelectAccountRequest,
        response: {
          200: z.object({ token: z.string(), idTheme: z.number().int() }),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
        },
      },
    },
    async (request) => {
      const claims = authOf(request);
      const comptes = await repositories.accounts.listComptes(claims.userId);
      const chosen = comptes.find(
        (compte) => compte.actiIden === request.body.actiIden && compte.emetIden === request.body.emetIden,
      );
      if (!chosen) throw new AppError(403, ERROR_CODES.unknownAccount);
      const account = { tituNume: chosen.tituNume, actiIden: chosen.actiIden, emetIden: chosen.emetIden };
      await sessions.selectAccount(claims.sessionId, account);
      return { token: await app.tokens.sign({ ...claims, ...account }), idTheme: chosen.themeId };
    },
  );
}
