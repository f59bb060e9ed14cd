import type { FastifyReply } from 'fastify';

/** A file sent as a download: its (sniffed) type, its name as sent or filed, and its bytes. */
export type TAttachment = {
  contentType: string;
  /** The exact name; empty or absent names go as `document`. */
  fileName?: string | null;
  bytes: Uint8Array;
};

/** RFC 5987 value of a file name: percent-encoded UTF-8, attr-chars only. */
const encodeRfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition of a download: an ASCII fallback name and the exact one (filename*). */
export const attachmentDisposition = (fileName?: string | null) => {
  const name = fileName || 'document';
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeRfc5987(name)}`;
};

/**
 * Sends a file as a download: its type, `nosniff` so a browser never reads it as another type,
 * and its name as an attachment. Other headers (a hook's cache-control) are left as they are.
 */
export function sendAttachment(reply: FastifyReply, file: TAttachment) {
  const { bytes } = file;
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
