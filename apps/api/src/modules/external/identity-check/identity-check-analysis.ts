import { readSheet, scoreSession, type createIdentityFileStore } from '../../../adapters/identity-check';
import type { TDocRow } from './identity-check.repository';
import { toWire } from './identity-check-wire';

/** A side that cannot be read (missing, or not a file the reader knows) counts as unreadable. */
const UNREADABLE = {
  contentType: 'application/pdf' as const,
  pages: 0,
  width: null,
  height: null,
  readable: false,
};

/**
 * The local analyser: reads every stored side of a session's documents (type, pages or
 * dimensions, readability) and scores the session; gives how long it took, for the log.
 */
export async function analyse(files: ReturnType<typeof createIdentityFileStore>, documents: TDocRow[]) {
  const started = performance.now();
  const scored = await Promise.all(
    documents.map(async (doc) => ({
      ...toWire(doc),
      facts: await Promise.all(
        doc.sheets.map(async (sheet) => {
          const bytes = await files.get(sheet.storageKey);
          return (bytes ? readSheet(bytes) : null) ?? UNREADABLE;
        }),
      ),
    })),
  );
  const { scoreRange, reason } = scoreSession(scored);
  return { scoreRange, reason, analysisMs: Math.round(performance.now() - started) };
}
