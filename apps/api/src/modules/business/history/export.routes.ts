import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZHistoriqueQuery } from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { pdfContextOf } from '../../../lib/pdf/pdf-context';
import { historyCsv, historyPdf } from './export-files';
import { createHistoryDeps } from './history.deps';
import { historyForExport } from './history.service';

const ZExportQuery = ZHistoriqueQuery.omit({ page: true, taille: true, apres: true }).extend({
  format: z.enum(['csv', 'pdf']),
  /** Language of the column names and labels (fr by default). */
  langue: z.enum(['fr', 'en', 'de', 'es', 'it', 'pt']).default('fr'),
});

/**
 * operation/historique/export: every line of the filtered history as a CSV or PDF download (the
 * suivi_operations module, spec 3 §6, then the tab's).
 */
export async function exportRoutes(app: FastifyInstance) {
  const deps = createHistoryDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/operation/historique/export',
    {
      preHandler: requireModule(app, 'suivi_operations'),
      schema: {
        tags: ['business'],
        summary: 'Download the filtered history of a tab (CSV for spreadsheets, or PDF)',
        querystring: ZExportQuery,
        produces: ['text/csv', 'application/pdf'],
        response: {
          200: z.unknown().describe('The file: text/csv (UTF-8 with BOM, ; separated) or application/pdf'),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { format, langue, ...filters } = request.query;
      const [{ rows, holder }, context] = await Promise.all([
        historyForExport(deps, account, filters),
        pdfContextOf(app.translations, langue),
      ]);
      const name = `historique-${filters.categorie.toLowerCase()}-${new Date().toISOString().slice(0, 10)}.${format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(historyCsv(context, rows));
      return reply
        .type('application/pdf')
        .send(Buffer.from(await historyPdf(context, holder, filters.categorie, rows)));
    },
  );
}
