import type { TLanguage } from '@nomina/domain';

/** One language version of a document, and how to fetch its content. */
export type TDocumentVersion = {
  language: TLanguage | null;
  /** Fetches the content; rejects when the document cannot be served. */
  load: () => Promise<TLoadedDocument>;
};

/** A downloadable document as the lists show it, whatever endpoint serves its content. */
export type TDocumentItem = {
  id: string;
  /** Already translated. */
  title: string;
  /** Already formatted details: date, type. */
  details: string[];
  /** Its language versions, the one to offer first at the head (document-versions.ts). */
  versions: TDocumentVersion[];
};

export type TLoadedDocument = { blob: Blob; fileName: string };
