import type { TConfig } from '../../../config/config';
import type { TDatabase } from '../../../db/client';
import { createSessionService } from './session.service';
import { createSessionsRepository } from './sessions.repository';

/** The session check of every authenticated request, for the auth plugin (wired in app.ts). */
export function requestSessions(db: TDatabase, config: TConfig) {
  const service = createSessionService({ sessions: createSessionsRepository(db), config });
  return (sessionId: string) => service.findRequestSession(sessionId);
}
