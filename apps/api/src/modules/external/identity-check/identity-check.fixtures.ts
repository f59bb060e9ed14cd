import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { identityDocuments, users } from '../../../db/schema';
import { createPendingUser } from '../../../testing/fixtures';
import { multipart } from '../../../testing/multipart';

const BASE = '/api/v1/external/vialink';

/**
 * The identity-check calls of the API tests, on the app of `describeApi` storing under `dataDir`;
 * the database is read only to set up a visitor and to count what was stored.
 */
export function vialinkCalls(app: () => FastifyInstance, dataDir: string) {
  const post = (
    path: string,
    fields: Record<string, string>,
    file: { name: string; bytes: Uint8Array },
    headers: Record<string, string>,
  ) => {
    const body = multipart(fields, file);
    return app().inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  return {
    /** A visitor's session: a pending sign-up's flow, then its second token. */
    visitorSession: async (): Promise<string> => {
      const holder = await createPendingUser(app());
      const [user] = await app().db.select().from(users).where(eq(users.login, holder.login));
      const flow = await app().verifications.start({ userId: user!.id, purpose: 'SIGNUP', ttlSeconds: 600 });
      const response = await app().inject({
        url: `${BASE}/controls?token=${flow.verificationKey}&useCase=onboarding`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().secondToken as string;
    },
    upload: (secondToken: string, name: string, bytes: Uint8Array, headers: Record<string, string> = {}) =>
      post('smart-upload-doc', { secondToken }, { name, bytes }, headers),
    addSide: (
      secondToken: string,
      existingDoc: string,
      side: 'FRONT' | 'BACK',
      file: { name: string; bytes: Uint8Array },
    ) => post('documents', { secondToken, existingDoc, type: side }, file, {}),
    status: (secondToken: string, headers: Record<string, string> = {}) =>
      app().inject({ url: `${BASE}/controls-status?secondToken=${secondToken}`, headers }),
    submit: (secondToken: string) =>
      app().inject({ url: `${BASE}/controls-submit?secondToken=${secondToken}` }),
    updateContact: (secondToken: string, telephone: string, mail: string) =>
      app().inject({
        method: 'POST',
        url: `${BASE}/update-contact`,
        payload: { verificationKey: secondToken, telephone, mail, lang: 'en' },
      }),
    /** The session's document rows and the files on disk. */
    storedCount: async (secondToken: string) => {
      const rows = await app()
        .db.select()
        .from(identityDocuments)
        .where(eq(identityDocuments.secondToken, secondToken));
      const dir = join(dataDir, 'identity-checks', secondToken);
      return { rows: rows.length, files: existsSync(dir) ? readdirSync(dir).length : 0 };
    },
  };
}
