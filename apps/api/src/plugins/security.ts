import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict Content-Security-Policy: the app loads only its own scripts and styles, never inline
 * code (no 'unsafe-inline'), and cannot be framed.
 */
export const security = fp(async (app: FastifyInstance) => {
  // reCAPTCHA v3, when configured, is the one third-party script: Google's hosts are allowed then only.
  const recaptcha =
    app.config.RECAPTCHA_SECRET && app.config.RECAPTCHA_SITE_KEY
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha],
        frameSrc: recaptcha.length > 0 ? recaptcha : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
