import type { TOperationResume } from '@nomina/domain';
import type { TPdfContext, TPdfHolder } from '../../../lib/pdf/pdf-context';
import { holderLine } from '../../../lib/pdf/pdf-context';
import { PdfWriter } from '../../../lib/pdf/pdf-writer';

const COLUMNS = [
  'date',
  'reference',
  'type',
  'valeur',
  'quantite',
  'prix',
  'brut',
  'frais',
  'net',
  'devise',
  'statut',
];
const NUMERIC = new Set(['quantite', 'prix', 'brut', 'frais', 'net']);

/** The cells of one history line, in the document's language. */
function cellsOf(
  context: TPdfContext,
  row: TOperationResume,
  number: (value: number) => string,
  money: (value: number) => string,
): string[] {
  const { t, format } = context;
  return [
    format.date(row.dateOperation),
    row.reference,
    t(`register.operation.${row.typeOperation}`),
    row.valeLibe,
    number(row.quantite),
    row.prixUnitaire === null ? '' : money(row.prixUnitaire),
    money(row.montantBrut),
    money(row.frais),
    money(row.montantNet),
    row.devise,
    t(`register.statut.${row.statut}`),
  ];
}

const quoteCsv = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark, `;` between fields, CRLF lines and
 * plain decimals (comma in languages that write one), so Excel opens it as columns of numbers.
 */
export function historyCsv(context: TPdfContext, rows: TOperationResume[]): string {
  const decimalComma = context.lang !== 'en';
  const plain = (text: string) => (decimalComma ? text.replace('.', ',') : text);
  const number = (value: number) => plain(String(Math.round(value * 10_000) / 10_000));
  const money = (value: number) => plain(value.toFixed(2));
  const header = COLUMNS.map((column) => context.t(`histo.export.col.${column}`));
  const lines = [header, ...rows.map((row) => cellsOf(context, row, number, money))];
  return `\uFEFF${lines.map((cells) => cells.map(quoteCsv).join(';')).join('\r\n')}\r\n`;
}

/** The same lines as a landscape PDF table, with the holder and the tab in the heading. */
export async function historyPdf(
  context: TPdfContext,
  holder: TPdfHolder,
  categorie: string,
  rows: TOperationResume[],
): Promise<Uint8Array> {
  const { t, format } = context;
  const title = `${t('histo.export.title')} — ${t(`histo.export.categorie.${categorie}`)}`;
  const pdf = await PdfWriter.create({
    title,
    lang: context.lang,
    footer: t('ged.pdf.footer'),
    landscape: true,
  });
  pdf.heading(title, 16);
  pdf.fields([
    [t('ged.pdf.holder'), holderLine(holder)],
    [t('ged.pdf.account'), holder.tituNume],
    [t('histo.export.generated'), format.date(new Date())],
  ]);
  const widths = [1, 1.5, 1.4, 2.2, 0.8, 1, 1.1, 0.9, 1.1, 0.6, 1.3];
  pdf.table(
    COLUMNS.map((column, index) => ({
      label: t(`histo.export.col.${column}`),
      width: widths[index]!,
      align: NUMERIC.has(column) ? ('right' as const) : ('left' as const),
    })),
    rows.map((row) => cellsOf(context, row, format.number, format.decimal)),
    7.5,
  );
  return pdf.save();
}
