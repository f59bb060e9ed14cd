// The bot check (ALTCHA or reCAPTCHA) and the rule of when a form must pass it.
export { createCaptcha, type TCaptcha } from './captcha';
export { checkBotToken, createBotCheck, type TBotCheck, type TBotCheckDeps } from './bot-check';
