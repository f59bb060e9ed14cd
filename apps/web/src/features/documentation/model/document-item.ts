/** A downloadable document as the lists show it, whatever endpoint serves its content. */
export type TDocumentItem = {
  id: string;
  /** Already translated. */
  title: string;
  /** Already formatted details: date, language, type. */
  details: string[];
  /** Fetches the content; rejects when the document cannot be served. */
  load: () => Promise<TLoadedDocument>;
};

export type TLoadedDocument = { blob: Blob; fileName: string };
