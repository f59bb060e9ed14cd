import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config/config';
import type { TDatabaseHandle } from './db/client';
import { createMailer } from './adapters/mail/mailer';
import { createOutboxRepository } from './adapters/mail/outbox.repository';
import { createSmsSender } from './adapters/sms/sms-sender';
import { createDocumentStore } from './adapters/document-store/document-store';
import type { TSecrets } from './lib/secrets';
import { createModuleAccess } from './access';
import {
  authModule,
  createAuthCounters,
  createPayloadCrypto,
  createVerifications,
  requestSessions,
} from './modules/auth';
import { businessExternalModule, businessModule, businessPublicModule, payables } from './modules/business';
import { externalModule } from './modules/external';
import { deskModule } from './modules/desk';
import { createBotCheck, createCaptcha } from './adapters/bot-check';
import { auth } from './plugins/auth';
import { serializeRequest } from './lib/log-url';
import { createIdentifierLimiter, createMessageBudget } from './lib/identifier-limiter';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store';
import { createSiteSettings } from './settings';
import { devModule } from './modules/dev/dev.routes';
import {
  createExecutionRunner,
  scheduleExecution,
} from './modules/business/operations/execution/execution-scheduler';
import { createRunnerDeps } from './modules/business/operations/execution/execution.deps';
import { healthRoutes } from './modules/health/health.routes';
import { createResourceServices, resourceModule } from './modules/resource';
import { docs } from './plugins/docs';
import { errorHandler } from './plugins/error-handler';
import { inputGuard } from './plugins/input-guard';
import { maintenance } from './plugins/maintenance';
import { privateAnswers } from './plugins/private-answers';
import { security } from './plugins/security';
import { web } from './plugins/web';
import { firstScreenPreloads } from './modules/resource/theme/first-screen';
import { themeServiceOf } from './modules/resource/theme/theme.deps';
import { reusingSealedAnswers } from './db/cached-answer';
import { schedulePurge } from './db/purge';
import { startReadCache } from './db/read-cache-listener';

/** Fields that must never reach a log line (credentials, codes, tokens). */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otpCode',
  '*.token',
];

/**
 * Builds the server: external plugins, then the app's own (errors, docs), then each service
 * module under /api/v1, then the web app.
 */
export async function buildApp(
  config: TConfig,
  database: TDatabaseHandle,
  secrets: TSecrets,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED, censor: '[redacted]' },
      // Secrets of links and flows travel in queries: the logs keep the path and the names only.
      serializers: { req: serializeRequest },
    },
    trustProxy: config.TRUST_PROXY,
    // Requests the router refuses before any route (a path parameter too long, a bad URL) get
    // the same `{ errorCode }` body as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as unknown as FastifyReply)
        .status(status >= 400 && status < 500 ? status : 400)
        .send({ errorCode: ERROR_CODES.validation });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // A cached answer's JSON is made once, and sent as bytes (db/cached-answer.ts): Fastify's reply
  // sends a Buffer payload as it is, though its serializer type names strings only.
  app.setSerializerCompiler(reusingSealedAnswers(serializerCompiler) as unknown as typeof serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('habilitations', createModuleAccess(database.db));
  database.onConnectionLost?.((error) =>
    app.log.warn({ code: (error as { code?: string }).code }, 'database: an idle connection was lost'),
  );
  app.decorate('secrets', secrets);
  await startReadCache(app);
  app.decorate(
    'limitIdentifier',
    createIdentifierLimiter(createAuthCounters(database.db), config.IDENTIFIER_RATE_LIMIT_PER_MINUTE),
  );
  app.decorate(
    'mayMessage',
    createMessageBudget(createAuthCounters(database.db), config.MESSAGES_PER_DESTINATION_PER_DAY),
  );
  app.decorate(
    'verifications',
    createVerifications(database.db, secrets.jwtSecret, { guessesPerDay: config.CODE_GUESSES_PER_DAY }),
  );
  app.decorate('payloads', await createPayloadCrypto(secrets.jwePrivateKeyPem));
  app.decorate(
    'captcha',
    createCaptcha({
      recaptchaSecret: config.RECAPTCHA_SECRET,
      recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
      altchaKey: secrets.altchaKey,
    }),
  );
  const resource = createResourceServices(database.db);
  app.decorate(
    'botCheck',
    createBotCheck({
      captcha: app.captcha,
      issuerOfPage: resource.issuerOfPage,
      parameter: createSiteSettings(database.db).parameter,
    }),
  );
  app.decorate(
    'documents',
    createDocumentStore({ kind: config.DOCUMENT_STORE, dir: config.documentStoreDir }),
  );
  app.decorate('translations', resource.translationCache(config.TRANSLATION_CACHE_SECONDS));
  const outbox = createOutboxRepository(database.db);
  app.decorate('mailer', createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outbox }));
  app.decorate(
    'sms',
    createSmsSender({ gatewayUrl: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, outbox }),
  );

  await app.register(errorHandler);
  await app.register(security);
  await app.register(inputGuard);
  await app.register(privateAnswers);
  await app.register(cookie);
  // Off by default; the credential and code endpoints set their own limits.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(createAuthCounters(database.db)),
    skipOnError: true,
  });
  await app.register(docs);
  await app.register(auth, { findRequestSession: requestSessions(database.db, config) });
  await app.register(maintenance, { isServing: resource.isServing });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(resourceModule, { prefix: '/api/v1/resource' });
  await app.register(authModule, { prefix: '/api/v1/auth' });
  await app.register(businessModule, { prefix: '/api/v1/business' });
  await app.register(businessPublicModule, { prefix: '/api/v1/business' });
  await app.register(externalModule, { prefix: '/api/v1/external', payables });
  await app.register(businessExternalModule, { prefix: '/api/v1/external' });
  const executionRunner = createExecutionRunner(createRunnerDeps(app));
  scheduleExecution(app, executionRunner);
  schedulePurge(app);
  await app.register(deskModule, { prefix: '/api/v1/desk' });
  if (!config.isProduction) await app.register(devModule, { prefix: '/api/v1/dev', runner: executionRunner });
  await app.register(web, { preloadsFor: firstScreenPreloads(themeServiceOf(database.db)) });
  return app;
}
