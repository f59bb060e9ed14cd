import { randomUUID } from 'node:crypto';
import type { operations } from '../../../../db/schema';
import type { TExecutionRepository } from './execution.repository';

/** Notice languages: French, and English for holders abroad (the GED falls back fr then en). */
export const NOTICE_LANGUAGES = ['fr', 'en'] as const;

/** Files the operation notice (avis d'opéré) in the notices tab; its PDF is made on first download. */
export async function fileNotice(
  execution: Pick<TExecutionRepository, 'setNoticeCode' | 'insertNotices'>,
  order: { operation: Pick<typeof operations.$inferSelect, 'idDemande' | 'tituNume' | 'reference'> },
  at: Date,
): Promise<string> {
  const { idDemande, tituNume, reference } = order.operation;
  const codeAvis = `AVIS${idDemande}`;
  await execution.setNoticeCode(idDemande, codeAvis);
  await execution.insertNotices(
    NOTICE_LANGUAGES.map((languageCode) => {
      const uuid = randomUUID();
      return {
        uuid,
        tituNume,
        categorie: 'AVIS_OPERATIONS' as const,
        documentCode: codeAvis,
        keyTitle: 'ged.title.avis',
        languageCode,
        dateArrete: at,
        fileName: `avis-${reference}-${languageCode}.pdf`,
        storageKey: `holders/${tituNume}/${uuid}.pdf`,
        source: { kind: 'avis' as const, idDemande },
      };
    }),
  );
  return codeAvis;
}
