import {
  holderLine,
  type TPdfContext,
  type TPdfHolder,
  type TPdfOperation,
} from '../../../../lib/pdf/pdf-context';
import { PdfWriter } from '../../../../lib/pdf/pdf-writer';

const DONE = ['EXECUTE', 'PARTIELLEMENT_EXECUTE'];
const SALES = ['VENTE_TITRE', 'LEVEE_VENTE'];

/** The yearly tax report (IFU-style): dividends with their withholding, and disposals of securities. */
export async function renderIfu(
  context: TPdfContext,
  holder: TPdfHolder,
  year: number,
  operations: TPdfOperation[],
): Promise<Uint8Array> {
  const { t, format } = context;
  const title = `${t('ged.title.ifu')} ${year}`;
  const pdf = await PdfWriter.create({ title, lang: context.lang, footer: t('ged.pdf.footer') });
  const ofYear = operations.filter(
    (operation) => operation.dateOperation.getUTCFullYear() === year && DONE.includes(operation.statut),
  );
  pdf.heading(title, 18);
  pdf.fields([
    [t('ged.pdf.holder'), holderLine(holder)],
    [t('ged.pdf.account'), holder.tituNume],
    [t('ged.pdf.year'), String(year)],
  ]);

  const dividends = ofYear.filter((operation) => operation.typeOperation === 'DIVIDENDE');
  const sum = (rows: TPdfOperation[], pick: (row: TPdfOperation) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  pdf.heading(t('ged.pdf.dividends'), 12);
  if (dividends.length === 0) pdf.paragraph(t('ged.pdf.none'), { muted: true });
  else
    pdf.table(
      [
        { label: t('histo.export.col.date'), width: 1.1 },
        { label: t('histo.export.col.valeur'), width: 2.4 },
        { label: t('histo.export.col.quantite'), width: 1, align: 'right' },
        { label: t('histo.export.col.brut'), width: 1.3, align: 'right' },
        { label: t('ged.pdf.withholding'), width: 1.3, align: 'right' },
        { label: t('histo.export.col.net'), width: 1.3, align: 'right' },
      ],
      [
        ...dividends.map((row) => [
          format.date(row.dateOperation),
          row.valeLibe,
          format.number(row.quantite),
          format.amount(row.montantBrut),
          format.amount(row.taxes),
          format.amount(row.montantNet),
        ]),
        [
          t('ged.pdf.total'),
          '',
          '',
          format.amount(sum(dividends, (row) => row.montantBrut)),
          format.amount(sum(dividends, (row) => row.taxes)),
          format.amount(sum(dividends, (row) => row.montantNet)),
        ],
      ],
    );

  const sales = ofYear.filter((operation) => SALES.includes(operation.typeOperation));
  pdf.heading(t('ged.pdf.sales'), 12);
  if (sales.length === 0) pdf.paragraph(t('ged.pdf.none'), { muted: true });
  else
    pdf.table(
      [
        { label: t('histo.export.col.date'), width: 1.1 },
        { label: t('histo.export.col.type'), width: 1.5 },
        { label: t('histo.export.col.valeur'), width: 2.2 },
        { label: t('histo.export.col.quantite'), width: 0.9, align: 'right' },
        { label: t('histo.export.col.brut'), width: 1.3, align: 'right' },
        { label: t('histo.export.col.frais'), width: 1, align: 'right' },
        { label: t('histo.export.col.net'), width: 1.3, align: 'right' },
      ],
      [
        ...sales.map((row) => [
          format.date(row.dateOperation),
          t(`register.operation.${row.typeOperation}`),
          row.valeLibe,
          format.number(row.quantiteExecutee),
          format.amount(row.montantBrut),
          format.amount(row.frais),
          format.amount(row.montantNet),
        ]),
        [
          t('ged.pdf.total'),
          '',
          '',
          '',
          format.amount(sum(sales, (row) => row.montantBrut)),
          format.amount(sum(sales, (row) => row.frais)),
          format.amount(sum(sales, (row) => row.montantNet)),
        ],
      ],
    );
  pdf.paragraph(t('ged.pdf.ifuNote'), { muted: true, size: 9 });
  return pdf.save();
}
