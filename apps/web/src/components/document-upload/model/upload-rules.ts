import { ID_UPLOAD_EXTENSIONS, ID_UPLOAD_MIME_TYPES } from '@nomina/domain';

/** Accepted by extension or declared type; the server decides from the bytes in the end. */
export function isAcceptedPick(file: { name: string; type: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (ID_UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ||
    (ID_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)
  );
}

export const ACCEPT_ATTRIBUTE = [
  ...ID_UPLOAD_MIME_TYPES,
  ...ID_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');
