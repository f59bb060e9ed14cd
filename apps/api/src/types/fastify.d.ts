import type { TConfig } from '../config/config';
import type { TDatabaseHandle, TDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    database: TDatabaseHandle;
  }
}
