import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict Content-Security-Policy: the app loads only its own scripts and styles, never inline
 * code (no 'unsafe-inline'), and cannot be framed.
 */
function helmetOptions(isProduction: boolean, recaptcha: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha],
        // blob: lets the documentation preview show a downloaded PDF (a blob URL made by the page).
        frameSrc: ["'self'", 'blob:', ...recaptcha],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet would set, computed once: the policy does not depend on the request, so
 * every response gets the same precomputed set from one synchronous hook instead of running
 * helmet's middleware chain on each request (the public translation and theme calls are hot).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, () => undefined);
  return headers;
}

export const security = fp(async (app: FastifyInstance) => {
  // reCAPTCHA v3, when configured, is the one third-party script: Google's hosts are allowed then only.
  const recaptcha =
    app.config.RECAPTCHA_SECRET && app.config.RECAPTCHA_SITE_KEY
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
  const headers = securityHeaders(helmetOptions(app.config.isProduction, recaptcha));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
