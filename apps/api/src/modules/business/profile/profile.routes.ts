import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddress,
  ZApiError,
  ZAuditEntry,
  ZBirthUpdate,
  ZContactCodeSent,
  ZContactKind,
  ZContactUpdate,
  ZGeneralDataUpdate,
  ZProfile,
  toIso2,
} from '@nomina/domain';
import { requireModule } from '../../../access';
import { actorOf, noStore } from './profile-actor';
import { profileDeps } from './profile.deps';
import {
  confirmContact,
  readAudit,
  readProfile,
  requestContactCode,
  updateAddresses,
  updateBirth,
  updateGeneralData,
} from './profile.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };
const codeLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The profile (spec 3 §2 profil, §7 profile updates): each section under its habilitation (§6). */
export async function profileRoutes(app: FastifyInstance) {
  noStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = profileDeps(app);
  const tags = ['business'];

  routes.get(
    '/profile',
    {
      preHandler: requireModule(app, 'profil'),
      schema: { tags, summary: 'The profile of the chosen account', response: { 200: ZProfile, ...errors } },
    },
    async (request) => readProfile(deps, actorOf(request)),
  );

  routes.get(
    '/profile/audit',
    {
      preHandler: requireModule(app, 'profil'),
      schema: {
        tags,
        summary: 'Audit trail of profile changes',
        response: { 200: z.array(ZAuditEntry), ...errors },
      },
    },
    async (request) => readAudit(deps, actorOf(request)),
  );

  routes.post(
    '/update/titu-adresses',
    {
      preHandler: requireModule(app, 'maj_adresse'),
      schema: {
        tags,
        summary:
          'Postal and tax addresses (tax country within PAYS_ADRESSE_FISCALE_AUTORISE, never GBR/IMN/GGY)',
        body: z.object({ adressePostale: ZAddress, adresseFiscale: ZAddress }),
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => updateAddresses(deps, actorOf(request), request.body),
  );

  routes.post(
    '/update/titu-naiss',
    {
      preHandler: requireModule(app, 'maj_naissance'),
      schema: {
        tags,
        summary: 'Birth date, place and country',
        body: ZBirthUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => updateBirth(deps, actorOf(request), request.body),
  );

  routes.post(
    '/update/general-data',
    {
      preHandler: requireModule(app, 'profil'),
      schema: {
        tags,
        summary: 'Profession, salary band and net-worth band',
        body: ZGeneralDataUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => updateGeneralData(deps, actorOf(request), request.body),
  );

  routes.post(
    '/profile/contact-code',
    {
      preHandler: requireModule(app, 'maj_email'),
      config: codeLimit,
      schema: {
        tags,
        summary: 'Sends a one-time code to a new phone or e-mail',
        body: z.object({ kind: ZContactKind, value: z.string().max(254) }),
        response: { 200: ZContactCodeSent, ...errors },
      },
    },
    async (request) => requestContactCode(deps, actorOf(request), request.body),
  );

  routes.post(
    '/update/titu-contacts',
    {
      preHandler: requireModule(app, 'maj_email'),
      config: codeLimit,
      schema: {
        tags,
        summary: 'Makes the new phone or e-mail the holder’s once its code is right',
        body: ZContactUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => confirmContact(deps, actorOf(request), request.body),
  );

  routes.get(
    '/codeiso2',
    {
      schema: {
        tags,
        summary: 'ISO 3166-1 alpha-2 code of a country (alpha-3 paysIden)',
        querystring: z.object({ paysIden: z.string().length(3), codeLangue: z.string().min(2).max(3) }),
        response: {
          200: z.object({ paysIden: z.string(), codeIso2: z.string() }),
          ...errors,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const codeIso2 = toIso2(request.query.paysIden);
      if (!codeIso2) return reply.status(404).send({ errorCode: 'general.error.notfound' });
      return { paysIden: request.query.paysIden.toUpperCase(), codeIso2 };
    },
  );
}
