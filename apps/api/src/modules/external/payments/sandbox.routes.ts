import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_TEST_CARDS,
  type TPaymentNotification,
} from '@nomina/domain';
import type { TSandboxSession } from '../../../adapters/payments/providers';
import { seal, signPayload, unseal } from '../../../adapters/payments/signature';
import { createPayingDeps, type TPaymentsOptions } from './deps';
import { receiveNotification } from './payments.service';
import {
  SANDBOX_CSS,
  cardPage,
  challengePage,
  consentPage,
  invalidPage,
  type TPageContext,
} from './sandbox-pages';

type TForm = Record<string, string>;
type TQuery = { s?: string; ticket?: string };

/** Luhn check of a card number. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card the sandbox accepts to process: Luhn-valid number, expiry not past, 3 or 4 digit code. */
function cardOf(form: TForm, now: Date): string | null {
  const number = (form.cardNumber ?? '').replace(/\D/g, '');
  const expiry = /^(\d{2})\/(\d{2})$/.exec((form.expiry ?? '').trim());
  if (number.length < 13 || number.length > 19 || !isLuhnValid(number) || !expiry) return null;
  const month = Number(expiry[1]);
  const lastDay = new Date(Date.UTC(2000 + Number(expiry[2]), month, 0, 23, 59));
  if (month < 1 || month > 12 || lastDay < now || !/^\d{3,4}$/.test(form.cvc ?? '')) return null;
  return number;
}

/**
 * The local providers (PAYMENT_PROVIDER=sandbox, OPEN_BANKING_PROVIDER=sandbox): the hosted card
 * page with its test cards and 3-D Secure challenge, and the bank consent page. Each outcome is
 * sent as a signed notification through the same check as a real provider's, then the browser is
 * sent back to the portal, which learns the result only from the server.
 */
export async function sandboxRoutes(app: FastifyInstance, options: TPaymentsOptions) {
  const deps = createPayingDeps(app, options.payables);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const textsOf = async (lang: string) => {
    const language = (LANGUAGES as readonly string[]).includes(lang) ? lang : 'fr';
    const { texts } = await app.translations.get(language as (typeof LANGUAGES)[number], 0);
    return { lang: language, t: (key: string) => texts.get(key) ?? key };
  };
  const sessionOf = (request: FastifyRequest<{ Querystring: TQuery }>) => {
    const session = unseal<TSandboxSession>(deps.webhookSecret, request.query.s ?? '');
    return session && session.expiresAt > Date.now() ? session : null;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const contextOf = async (session: TSandboxSession, action: string): Promise<TPageContext> => {
    const { t, lang } = await textsOf(session.language);
    const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: session.currency }).format(
      session.amountCents / 100,
    );
    return { t, lang, amount, reference: session.refDemande, action };
  };
  const invalid = async (reply: FastifyReply) => html(reply, 404, invalidPage(await textsOf('fr')));

  /** Signs the outcome as the provider would and delivers it to the notification check. */
  const deliver = async (
    session: TSandboxSession,
    status: TPaymentNotification['status'],
    reason?: string,
  ) => {
    const notification: TPaymentNotification = {
      providerRef: session.providerRef,
      refDemande: session.refDemande,
      amountCents: session.amountCents,
      currency: session.currency,
      status,
      ...(reason ? { reason } : {}),
    };
    const raw = JSON.stringify(notification);
    await receiveNotification(deps, raw, signPayload(deps.webhookSecret, raw, deps.now()));
  };
  const backToPortal = (reply: FastifyReply, session: TSandboxSession, success?: boolean) =>
    reply.redirect(`/${session.returnPath}${success === undefined ? '' : `&success=${success}`}`, 303);

  app.get('/paiement/sandbox/assets/sandbox.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_CSS),
  );

  const card = '/paiement/sandbox/cb';
  /** A form action of the page: the step's path and the same sealed session. */
  const actionOf = (request: FastifyRequest<{ Querystring: TQuery }>, step = '') =>
    `/api/v1/external/paiement/sandbox/cb${step}?s=${request.query.s ?? ''}`;
  app.get<{ Querystring: TQuery }>(card, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return invalid(reply);
    return html(reply, 200, cardPage(await contextOf(session, actionOf(request))));
  });
  app.post<{ Querystring: TQuery; Body: TForm }>(card, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return invalid(reply);
    const context = await contextOf(session, actionOf(request));
    const number = cardOf(request.body ?? {}, deps.now());
    if (!number) return html(reply, 422, cardPage(context, context.t('payment.error.cardInvalid')));
    if (number === SANDBOX_TEST_CARDS.challenge) {
      const ticket = seal(deps.webhookSecret, { providerRef: session.providerRef, step: '3ds' });
      return html(
        reply,
        200,
        challengePage({ ...context, action: `${actionOf(request, '/challenge')}&ticket=${ticket}` }),
      );
    }
    const success = number === SANDBOX_TEST_CARDS.success;
    await deliver(session, success ? 'SUCCEEDED' : 'REFUSED', success ? undefined : 'do_not_honor');
    return backToPortal(reply, session, success);
  });
  app.post<{ Querystring: TQuery; Body: TForm }>(
    `${card}/challenge`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = sessionOf(request);
      const ticket = unseal<{ providerRef: string; step: string }>(
        deps.webhookSecret,
        request.query.ticket ?? '',
      );
      if (!session || ticket?.providerRef !== session.providerRef) return invalid(reply);
      const success = (request.body?.code ?? '').trim() === SANDBOX_CHALLENGE_CODE;
      await deliver(
        session,
        success ? 'SUCCEEDED' : 'REFUSED',
        success ? undefined : 'authentication_failed',
      );
      return backToPortal(reply, session, success);
    },
  );
  app.post<{ Querystring: TQuery }>(`${card}/cancel`, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return invalid(reply);
    await deliver(session, 'REFUSED', 'cancelled');
    return backToPortal(reply, session, false);
  });

  const consent = '/paiement/sandbox/linxo';
  app.get<{ Querystring: TQuery }>(consent, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return invalid(reply);
    const context = await contextOf(
      session,
      `/api/v1/external/paiement/sandbox/linxo?s=${request.query.s ?? ''}`,
    );
    return html(reply, 200, consentPage({ ...context, creditor: app.config.REGISTRAR_NAME }));
  });
  for (const [answer, status] of [
    ['approve', 'SUCCEEDED'],
    ['reject', 'REFUSED'],
  ] as const) {
    app.post<{ Querystring: TQuery }>(
      `${consent}/${answer}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const session = sessionOf(request);
        if (!session) return invalid(reply);
        await deliver(session, status, status === 'REFUSED' ? 'consent_refused' : undefined);
        return backToPortal(reply, session);
      },
    );
  }
}
