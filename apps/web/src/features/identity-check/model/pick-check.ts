import { IDENTITY_CHECK_ERRORS as E, isSameFile, uploadSizeError } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { isAcceptedPick } from '../../../components/document-upload/model/upload-rules';

/** What the upload screen's message block says: an optional title and a text. */
export type TUploadMessage = {
  title?: TTranslationKey;
  text: TTranslationKey;
  /** Values the text names (the bounds of an oversized file, as the answer gave them). */
  params?: Record<string, string | number>;
};

/**
 * Spec 2 §5, before anything is sent: a file already listed, a type not accepted, or a file above
 * its size bound gets the message the API would answer for it; null lets it go.
 */
export function pickMessage(
  file: Pick<File, 'name' | 'size' | 'type'>,
  listed: readonly Pick<File, 'name' | 'size'>[],
): TUploadMessage | null {
  if (listed.some((other) => isSameFile(other, file)))
    return { title: 'idcheck.duplicate.title', text: E.alreadyExist };
  if (!isAcceptedPick(file)) return { text: E.fileConform };
  // The declared type or the name tells a PDF here; the API tells it again from the bytes.
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  const tooLarge = uploadSizeError({ size: file.size, isPdf });
  return tooLarge ? { text: tooLarge } : null;
}
