import type { TConfig } from '../config/config';
import type { TDatabaseHandle, TDatabase } from '../db/client';
import type { TSecrets } from '../lib/secrets';
import type { TIdentifierLimiter, TMessageBudget } from '../lib/identifier-limiter';
import type { TAccessClaims, TAccessTokens } from '../access/access-token';
import type { TModuleAccess } from '../access/module-open.repository';
import type { TMailer } from '../adapters/mail/mailer';
import type { TSmsSender } from '../adapters/sms/sms-sender';
import type { TDocumentStore } from '../adapters/document-store/document-store';
import type { TPayloadCrypto } from '../modules/auth/crypto/jwe';
import type { TVerifications } from '../modules/auth/verifications/verification.service';
import type { TBotCheck, TCaptcha } from '../adapters/bot-check';
import type { TTranslationCache } from '../modules/resource';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    /** Which modules an account may open (the module guard, read through the read cache). */
    habilitations: TModuleAccess;
    database: TDatabaseHandle;
    secrets: TSecrets;
    limitIdentifier: TIdentifierLimiter;
    /** Whether one more message may go to a phone or an e-mail address today (lib/identifier-limiter). */
    mayMessage: TMessageBudget;
    tokens: TAccessTokens;
    mailer: TMailer;
    sms: TSmsSender;
    documents: TDocumentStore;
    payloads: TPayloadCrypto;
    verifications: TVerifications;
    captcha: TCaptcha;
    botCheck: TBotCheck;
    translations: TTranslationCache;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** 503 general.error.maintenance while the page's or the account's theme is in maintenance (plugins/maintenance.ts). */
    requireAlive: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TAccessClaims | null;
    /** Whether the request's session was opened by single sign-on (set by requireAuth). */
    viaSso: boolean;
  }
  interface FastifyContextConfig {
    /** requireAuth lets a user who has not accepted the terms in force call this route (decision 012). */
    allowsPendingTerms?: boolean;
  }
}
