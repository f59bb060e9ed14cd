import type { FastifyInstance } from 'fastify';
import { FLOW_ERRORS } from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';

/**
 * Server side of the bot check on a form's token: an empty token skips the check, as spec 1 §4
 * says the page does when CAPTCHA_ACTIVATED is not '1'; a token that is given must verify.
 */
export async function checkBotToken(
  app: FastifyInstance,
  token: string | undefined,
  action: string,
): Promise<void> {
  if (!token) return;
  if (!(await app.captcha.verify(token, action))) throw badRequest(FLOW_ERRORS.captchaFailed);
}
