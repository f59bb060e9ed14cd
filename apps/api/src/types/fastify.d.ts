import type { TConfig } from '../config/config';
import type { TDatabaseHandle, TDatabase } from '../db/client';
import type { TSecrets } from '../lib/secrets';
import type { TAccessClaims, TAccessTokens } from '../modules/auth/tokens/access-token';
import type { TMailer } from '../adapters/mail/mailer';
import type { TSmsSender } from '../adapters/sms/sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    database: TDatabaseHandle;
    secrets: TSecrets;
    tokens: TAccessTokens;
    mailer: TMailer;
    sms: TSmsSender;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TAccessClaims | null;
  }
}
