import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compactDecrypt, exportJWK, importPKCS8 } from 'jose';
import { z, type ZodType } from 'zod';
import { ERROR_CODES } from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';

export const JWE_ALGORITHM = 'RSA-OAEP-256';
export const JWE_ENCRYPTION = 'A256GCM';

/**
 * The spec's "encrypted payload" calls (save-password, validate-otp): the page encrypts the
 * payload to the server's published RSA key, so passwords and codes never travel in clear
 * JSON even inside TLS-terminating proxies' logs.
 */
export async function createPayloadCrypto(privateKeyPem: string) {
  const privateKey = await importPKCS8(privateKeyPem, JWE_ALGORITHM);
  const publicJwk = { ...(await exportJWK(createPublicKey(privateKeyPem))), alg: JWE_ALGORITHM, use: 'enc' };
  return {
    publicJwk,
    /** Opens a compact JWE and checks its JSON against `schema`; a 400 for anything else. */
    async open<T>(jwe: string, schema: ZodType<T>): Promise<T> {
      let json: unknown;
      try {
        const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey, {
          keyManagementAlgorithms: [JWE_ALGORITHM],
          contentEncryptionAlgorithms: [JWE_ENCRYPTION],
        });
        if (protectedHeader.alg !== JWE_ALGORITHM) throw new Error('algorithm');
        json = JSON.parse(new TextDecoder().decode(plaintext));
      } catch {
        throw badRequest(ERROR_CODES.validation, { payload: 'not a payload encrypted to the server key' });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        throw badRequest(
          ERROR_CODES.validation,
          Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.') || 'payload', issue.message]),
          ),
        );
      return parsed.data;
    },
  };
}
export type TPayloadCrypto = Awaited<ReturnType<typeof createPayloadCrypto>>;

/** GET public-key: the JWK the page encrypts payloads with. */
export async function publicKeyRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/public-key',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public key (JWK, RSA-OAEP-256 with A256GCM) for encrypted payloads',
        response: {
          200: z.object({ kty: z.string(), n: z.string(), e: z.string(), alg: z.string(), use: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return app.payloads.publicJwk as { kty: string; n: string; e: string; alg: string; use: string };
    },
  );
}
