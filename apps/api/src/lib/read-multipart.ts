import type { FastifyRequest } from 'fastify';

export type TUploadedFile = { name: string; bytes: Uint8Array; truncated: boolean };

/**
 * Reads a multipart body of one file and text fields, the file in memory (the routes' multipart
 * limits bound its size; `truncated` tells a file cut at that limit). Null file when none came.
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: TUploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: TUploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = {
        name: part.filename,
        bytes: new Uint8Array(Buffer.concat(chunks)),
        truncated: part.file.truncated,
      };
    } else fields[part.fieldname] = String(part.value);
  }
  return { fields, file };
}
