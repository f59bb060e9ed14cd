import {
  holderLine,
  type TPdfContext,
  type TPdfHolder,
  type TPdfOperation,
} from '../../../../lib/pdf/pdf-context';
import { PdfWriter } from '../../../../lib/pdf/pdf-writer';

const DONE = ['EXECUTE', 'PARTIELLEMENT_EXECUTE'];
/** How each kind of operation moves the number of shares held. */
const SIGN: Record<string, number> = {
  ACHAT_TITRE: 1,
  VENTE_TITRE: -1,
  LEVEE_SIMPLE: 1,
  ATTRIBUTION_GRATUITE: 1,
  OST: 1,
  TRANSFERT: 1,
};

/** A line of the holder's portfolio today (all holding modes of a security together). */
export type TCurrentHolding = { valeIden: number; valeLibe: string; quantite: number; cours: number };

/**
 * Holdings at a past date: today's portfolio less the executed movements since, valued at the last
 * price the holder traded at by then (today's quote when there was none).
 */
export function holdingsAt(current: TCurrentHolding[], operations: TPdfOperation[], until: Date) {
  const lines = new Map(current.map((line) => [line.valeIden, { ...line, price: line.cours, pricedAt: 0 }]));
  for (const operation of operations) {
    if (operation.valeIden === null || !DONE.includes(operation.statut)) continue;
    const line = lines.get(operation.valeIden);
    if (!line) continue;
    const at = operation.dateOperation.getTime();
    if (operation.dateOperation > until) {
      line.quantite -= (SIGN[operation.typeOperation] ?? 0) * operation.quantiteExecutee;
      continue;
    }
    const isTrade = ['ACHAT_TITRE', 'VENTE_TITRE', 'LEVEE_VENTE'].includes(operation.typeOperation);
    if (isTrade && operation.prixUnitaire !== null && at >= line.pricedAt) {
      line.price = operation.prixUnitaire;
      line.pricedAt = at;
    }
  }
  return [...lines.values()].filter((line) => line.quantite > 0);
}

/** The quarterly portfolio statement: holdings at the closing date and the period's movements. */
export async function renderReleve(
  context: TPdfContext,
  holder: TPdfHolder,
  period: { start: string; end: string },
  current: TCurrentHolding[],
  operations: TPdfOperation[],
): Promise<Uint8Array> {
  const { t, format } = context;
  const title = `${t('ged.title.releve')} — ${format.date(period.end)}`;
  const pdf = await PdfWriter.create({ title, lang: context.lang, footer: t('ged.pdf.footer') });
  pdf.heading(title, 18);
  pdf.fields([
    [t('ged.pdf.holder'), holderLine(holder)],
    [t('ged.pdf.account'), holder.tituNume],
    [t('ged.pdf.period'), `${format.date(period.start)} — ${format.date(period.end)}`],
  ]);
  const until = new Date(`${period.end}T23:59:59Z`);
  const holdings = holdingsAt(current, operations, until);
  const total = holdings.reduce((sum, line) => sum + line.quantite * line.price, 0);
  pdf.heading(t('ged.pdf.holdings'), 12);
  pdf.table(
    [
      { label: t('histo.export.col.valeur'), width: 3 },
      { label: t('histo.export.col.quantite'), width: 1, align: 'right' },
      { label: t('ged.pdf.price'), width: 1.3, align: 'right' },
      { label: t('ged.pdf.valuation'), width: 1.5, align: 'right' },
    ],
    [
      ...holdings.map((line) => [
        line.valeLibe,
        format.number(line.quantite),
        format.amount(line.price),
        format.amount(line.quantite * line.price),
      ]),
      [t('ged.pdf.total'), '', '', format.amount(total)],
    ],
  );
  const start = new Date(`${period.start}T00:00:00Z`);
  const movements = operations.filter(
    (operation) => operation.dateOperation >= start && operation.dateOperation <= until,
  );
  pdf.heading(t('ged.pdf.movements'), 12);
  if (movements.length === 0) pdf.paragraph(t('ged.pdf.none'), { muted: true });
  else
    pdf.table(
      [
        { label: t('histo.export.col.date'), width: 1.1 },
        { label: t('histo.export.col.type'), width: 1.6 },
        { label: t('histo.export.col.valeur'), width: 2.4 },
        { label: t('histo.export.col.quantite'), width: 1, align: 'right' },
        { label: t('histo.export.col.net'), width: 1.3, align: 'right' },
        { label: t('histo.export.col.statut'), width: 1.4 },
      ],
      movements.map((operation) => [
        format.date(operation.dateOperation),
        t(`register.operation.${operation.typeOperation}`),
        operation.valeLibe,
        format.number(operation.quantite),
        format.amount(operation.montantNet, operation.devise),
        t(`register.statut.${operation.statut}`),
      ]),
    );
  return pdf.save();
}
