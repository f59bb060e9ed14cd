import nodemailer from 'nodemailer';
import type { TOutboxRepository } from './outbox.repository';

export type TMailMessage = { to: string; subject: string; text: string; html?: string };
export type TMailer = { kind: 'smtp' | 'outbox'; send: (message: TMailMessage) => Promise<void> };

/**
 * Mail transport chosen by SMTP_URL: real SMTP through nodemailer, or the local outbox table
 * that the dev mailbox (non-production) shows.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outbox: TOutboxRepository;
}): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const { outbox } = options;
  return {
    kind: 'outbox',
    send: async (message) => {
      await outbox.insert({
        channel: 'mail',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
      });
    },
  };
}
