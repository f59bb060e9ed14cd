import type { FastifyRequest } from 'fastify';
import {
  ALL_ISSUERS,
  FLOW_ERRORS,
  SITE_PARAMETERS,
  type TSiteParameter,
  type TSiteParameterName,
} from '@nomina/domain';
import { badRequest } from '../../lib/app-error';
import type { TCaptcha } from './captcha';

/** What the bot check needs, injected by app.ts (an adapter imports no module). */
export type TBotCheckDeps = {
  captcha: Pick<TCaptcha, 'verify'>;
  /** The issuer whose settings rule the page at this address (ALL_ISSUERS when there is none). */
  issuerOfPage: (page: string) => Promise<number>;
  parameter: (emetIden: number, paramName: TSiteParameterName) => Promise<TSiteParameter>;
};

type TRequest = Pick<FastifyRequest, 'headers'>;

/**
 * The server side of the bot check on a form's token, ruled by the CAPTCHA_ACTIVATED setting of
 * the page's issuer: the issuer of the theme of the page that sent the form (its Origin, else its
 * Referer), never an issuer named by the client's body. A request without a page address (a
 * script) gets the register-wide setting.
 */
export function createBotCheck(deps: TBotCheckDeps) {
  async function issuerOf(request: TRequest): Promise<number> {
    const page = request.headers.origin ?? request.headers.referer;
    if (typeof page !== 'string' || page === 'null') return ALL_ISSUERS;
    return deps.issuerOfPage(page);
  }

  /** Whether the bot check is on for the page that sent the request (spec 1 §4 CAPTCHA_ACTIVATED). */
  async function isOn(request: TRequest): Promise<boolean> {
    const parameter = await deps
      .parameter(await issuerOf(request), SITE_PARAMETERS.CAPTCHA_ACTIVATED)
      .catch(() => null);
    // No setting at all: the check stays on.
    return parameter ? parameter.paramValue.trim() === '1' : true;
  }

  return {
    isOn,
    /**
     * Where the page's issuer has CAPTCHA_ACTIVATED '1' a missing token is refused like a wrong
     * one; where it is off, an empty token passes (the page sends none, spec 1 §4). A token that
     * is given must always verify.
     */
    async check(request: TRequest, token: string | undefined, action: string): Promise<void> {
      if (!token) {
        if (await isOn(request)) throw badRequest(FLOW_ERRORS.captchaFailed);
        return;
      }
      if (!(await deps.captcha.verify(token, action))) throw badRequest(FLOW_ERRORS.captchaFailed);
    },
  };
}

export type TBotCheck = ReturnType<typeof createBotCheck>;

/** Checks a form's bot token with the app's bot check (`app.botCheck`). */
export function checkBotToken(
  holder: { botCheck: TBotCheck },
  request: TRequest,
  token: string | undefined,
  action: string,
): Promise<void> {
  return holder.botCheck.check(request, token, action);
}
