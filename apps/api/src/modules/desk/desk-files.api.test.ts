import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { TSupportRequestDetail } from '@nomina/domain';
import { makePdf, makePng } from '../../adapters/identity-check/test-files';
import { injectAccountToken } from '../../testing/account-token';
import { multipartBody } from '../../testing/multipart';
import { encryptForServer } from '../../testing/outbox';
import { describeApi } from '../../testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-desk-files-'));
const DESK = 'desk-credential-for-file-tests-0123456789';
const desk = { authorization: `Bearer ${DESK}` };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeApi(
  'desk: the registrar downloads the files of the support threads',
  (app) => {
    const pdf = makePdf(2);
    const png = makePng(40, 30);
    const deskFile = (idFichier: string, headers: Record<string, string> = desk) =>
      app().inject({ url: `/api/v1/desk/fichiers/${idFichier}`, headers });

    /** A holder's request with a PDF, answered by the desk with a PNG: the thread's files. */
    const threadWithFiles = async () => {
      const holder = await injectAccountToken(app(), 'clambert01');
      const payload = await encryptForServer(app(), {
        nom: 'Camille Lambert',
        email: 'camille.lambert@example.fr',
        categorie: 'PORTEFEUILLE',
        objet: 'Relevé de portefeuille',
        message: 'Voici mon relevé, il ne correspond pas.',
        lang: 'fr',
        themeId: 1,
      });
      const request = multipartBody({ payload }, [{ name: 'relevé été (2).pdf', bytes: pdf }]);
      const created = await app().inject({
        method: 'POST',
        url: '/api/v1/business/selfcare/demande',
        payload: request.payload,
        headers: { ...request.headers, authorization: `Bearer ${holder}` },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { idDemande } = created.json() as { idDemande: string };
      const answer = multipartBody({ texte: 'Voici le relevé corrigé.' }, [
        { name: 'capture.png', bytes: png },
      ]);
      const answered = await app().inject({
        method: 'POST',
        url: `/api/v1/desk/demandes/${idDemande}/reponse`,
        payload: answer.payload,
        headers: { ...answer.headers, ...desk },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const [asked, reply] = (answered.json() as TSupportRequestDetail).messages;
      return { holder, holderFile: asked!.fichiers[0]!, deskFile: reply!.fichiers[0]! };
    };

    it('serves a file a holder attached, and one the desk attached, with their bytes and headers', async () => {
      const { holderFile, deskFile: answerFile } = await threadWithFiles();
      expect(holderFile.nom).toBe('relevé été (2).pdf');

      const sent = await deskFile(holderFile.idFichier);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(Buffer.compare(sent.rawPayload, Buffer.from(pdf))).toBe(0);
      expect(sent.headers['content-type']).toBe('application/pdf');
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
      expect(sent.headers['cache-control']).toBe('no-store');
      expect(sent.headers['content-disposition']).toBe(
        `attachment; filename="relev___t___2_.pdf"; filename*=UTF-8''relev%C3%A9%20%C3%A9t%C3%A9%20%282%29.pdf`,
      );

      const image = await deskFile(answerFile.idFichier);
      expect(image.statusCode).toBe(200);
      expect(Buffer.compare(image.rawPayload, Buffer.from(png))).toBe(0);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe(
        `attachment; filename="capture.png"; filename*=UTF-8''capture.png`,
      );
    });

    it('refuses without the desk credential, and answers an unknown or malformed id with an errorCode', async () => {
      const { holder, holderFile } = await threadWithFiles();
      const refusals: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: `Bearer ${holder}` },
      ];
      for (const headers of refusals) {
        const refused = await deskFile(holderFile.idFichier, headers);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().errorCode).toBe('general.error.unauthorized');
        expect(refused.headers['content-disposition']).toBeUndefined();
      }
      const unknown = await deskFile(UNKNOWN);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('general.error.notfound');
      const malformed = await deskFile('not-a-file-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errorCode).toBe('general.error.validation');
    });
  },
  { DATA_DIR: dataDir, DESK_API_TOKEN: DESK },
);
