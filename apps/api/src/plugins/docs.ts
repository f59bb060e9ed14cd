import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_VERSION } from '@nomina/domain';
import { servesApiDocs } from '../config/config';

/** OpenAPI description built from the routes' zod schemas, browsable at /api/docs. */
export const docs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nomina API',
        version: PRODUCT_VERSION,
        description:
          'Gateway of the Nomina shareholder portal: auth, resource, business and external services under /api/v1. While the theme of the calling page, or of the chosen account’s issuer, is in maintenance (alive false), login, sign-up, recovery, old-account, business and the holder’s external calls answer 503 general.error.maintenance; resource, logout, refresh, the public key, health, desk and the providers’ callbacks stay open.',
      },
      tags: [
        {
          name: 'resource',
          description: 'Themes, translations, languages, site parameters (no login needed)',
        },
        { name: 'health', description: 'Liveness' },
        { name: 'dev', description: 'Non-production helpers' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // In production the description of every route is not handed to strangers unless asked for.
  if (servesApiDocs(app.config)) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
