import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { attachmentDisposition, sendAttachment, type TAttachment } from './send-attachment';

describe('a download’s Content-Disposition', () => {
  it('gives an ASCII fallback name and the exact UTF-8 one (RFC 5987)', () => {
    expect(attachmentDisposition('capture.png')).toBe(
      `attachment; filename="capture.png"; filename*=UTF-8''capture.png`,
    );
    expect(attachmentDisposition('relevé été (2).pdf')).toBe(
      `attachment; filename="relev___t___2_.pdf"; filename*=UTF-8''relev%C3%A9%20%C3%A9t%C3%A9%20%282%29.pdf`,
    );
    expect(attachmentDisposition(`l'avis* "v1";\\.pdf`)).toBe(
      `attachment; filename="l_avis___v1___.pdf"; filename*=UTF-8''l%27avis%2A%20%22v1%22%3B%5C.pdf`,
    );
  });

  it('names a file with no name `document`', () => {
    const unnamed = `attachment; filename="document"; filename*=UTF-8''document`;
    expect(attachmentDisposition('')).toBe(unnamed);
    expect(attachmentDisposition(undefined)).toBe(unnamed);
    expect(attachmentDisposition(null)).toBe(unnamed);
  });
});

describe('sendAttachment', () => {
  let file: TAttachment;
  const app = Fastify();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get('/file', async (_request, reply) => sendAttachment(reply, file));
  afterAll(() => app.close());

  it('sends the bytes with their type, nosniff and the attachment header, keeping the hooks’ headers', async () => {
    const whole = new Uint8Array([0, 1, 2, 3, 4, 5]);
    file = { contentType: 'application/pdf', fileName: 'relevé.pdf', bytes: whole.subarray(1, 4) };
    const sent = await app.inject({ url: '/file' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    expect(sent.headers['x-content-type-options']).toBe('nosniff');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.headers['content-disposition']).toBe(
      `attachment; filename="relev_.pdf"; filename*=UTF-8''relev%C3%A9.pdf`,
    );
    expect([...sent.rawPayload]).toEqual([1, 2, 3]);
  });

  it('sends a Buffer as it is, and an unnamed file as `document`', async () => {
    file = { contentType: 'image/png', bytes: Buffer.from('png') };
    const sent = await app.inject({ url: '/file' });
    expect(sent.headers['content-type']).toBe('image/png');
    expect(sent.headers['content-disposition']).toBe(
      `attachment; filename="document"; filename*=UTF-8''document`,
    );
    expect(sent.rawPayload.toString()).toBe('png');
  });
});
