import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_ISSUERS, FLOW_ERRORS, SITE_PARAMETERS } from '@nomina/domain';
import { issuers } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { findThemeByOrigin } from '../../resource/theme/theme.service';
import { readSiteParameter } from '../../resource/parametre-site/parametre-site.service';

/**
 * The issuer whose CAPTCHA_ACTIVATED rules a form: the issuer of the theme of the page that
 * sent it (its Origin, else its Referer). A request without a page address (a script) gets the
 * register-wide setting. Never an issuer named by the client's body.
 */
async function captchaIssuerOf(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const page = request.headers.origin ?? request.headers.referer;
  if (typeof page !== 'string' || page === 'null') return ALL_ISSUERS;
  let themeId: number;
  try {
    themeId = (await findThemeByOrigin(app.db, page)).themeId;
  } catch {
    return ALL_ISSUERS;
  }
  const [issuer] = await app.db
    .select({ emetIden: issuers.emetIden })
    .from(issuers)
    .where(eq(issuers.themeId, themeId))
    .orderBy(issuers.emetIden)
    .limit(1);
  return issuer?.emetIden ?? ALL_ISSUERS;
}

/** Whether the bot check is on for the page that sent the request (spec 1 §4 CAPTCHA_ACTIVATED). */
export async function isBotCheckOn(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const emetIden = await captchaIssuerOf(app, request);
  const parameter = await readSiteParameter(app.db, emetIden, SITE_PARAMETERS.CAPTCHA_ACTIVATED).catch(
    () => null,
  );
  // No setting at all: the check stays on.
  return parameter ? parameter.paramValue.trim() === '1' : true;
}

/**
 * Server side of the bot check on a form's token. Where the page's issuer has CAPTCHA_ACTIVATED
 * '1' a missing token is refused like a wrong one; where it is off, an empty token passes (the
 * page sends none, spec 1 §4). A token that is given must always verify.
 */
export async function checkBotToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string | undefined,
  action: string,
): Promise<void> {
  if (!token) {
    if (await isBotCheckOn(app, request)) throw badRequest(FLOW_ERRORS.captchaFailed);
    return;
  }
  if (!(await app.captcha.verify(token, action))) throw badRequest(FLOW_ERRORS.captchaFailed);
}
