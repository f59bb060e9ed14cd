import {
  holderLine,
  type TPdfContext,
  type TPdfHolder,
  type TPdfOperation,
} from '../../../../lib/pdf/pdf-context';
import { PdfWriter } from '../../../../lib/pdf/pdf-writer';

export type TPdfExecution = {
  dateExecution: Date;
  quantite: number;
  cours: number;
  montant: number;
  lieuExecution: string;
};

/** The operation notice (avis d'opéré) of an executed order: the order, its fills and its amounts. */
export async function renderAvis(
  context: TPdfContext,
  holder: TPdfHolder,
  operation: TPdfOperation,
  fills: TPdfExecution[],
): Promise<Uint8Array> {
  const { t, format } = context;
  const title = `${t('ged.title.avis')} ${operation.reference}`;
  const pdf = await PdfWriter.create({ title, lang: context.lang, footer: t('ged.pdf.footer') });
  const money = (value: number) => format.amount(value, operation.devise);
  pdf.heading(title, 18);
  pdf.fields([
    [t('ged.pdf.holder'), holderLine(holder)],
    [t('ged.pdf.account'), holder.tituNume],
  ]);
  const lines: [string, string][] = [
    [t('histo.export.col.reference'), operation.reference],
    [t('histo.export.col.type'), t(`register.operation.${operation.typeOperation}`)],
    [t('histo.export.col.valeur'), operation.valeLibe],
    [t('ged.pdf.entered'), format.date(operation.dateSaisie)],
    [t('histo.export.col.date'), format.date(operation.dateOperation)],
    [t('histo.export.col.quantite'), format.number(operation.quantite)],
    [t('ged.pdf.executed'), format.number(operation.quantiteExecutee)],
  ];
  if (operation.typeOrdre)
    lines.push([t('ged.pdf.orderType'), t(`register.typeOrdre.${operation.typeOrdre}`)]);
  if (operation.coursLimite !== null) lines.push([t('ged.pdf.limit'), money(operation.coursLimite)]);
  if (operation.dateValidite) lines.push([t('ged.pdf.validity'), format.date(operation.dateValidite)]);
  if (operation.prixUnitaire !== null)
    lines.push([t('histo.export.col.prix'), money(operation.prixUnitaire)]);
  if (operation.modePaiement) lines.push([t('ged.pdf.payment'), operation.modePaiement]);
  lines.push(
    [t('histo.export.col.brut'), money(operation.montantBrut)],
    [t('histo.export.col.frais'), money(operation.frais)],
    [t('ged.pdf.taxes'), money(operation.taxes)],
    [t('histo.export.col.net'), money(operation.montantNet)],
    [t('histo.export.col.statut'), t(`register.statut.${operation.statut}`)],
  );
  pdf.fields(lines);
  if (fills.length > 0) {
    pdf.heading(t('ged.pdf.executions'), 12);
    pdf.table(
      [
        { label: t('histo.export.col.date'), width: 1.2 },
        { label: t('histo.export.col.quantite'), width: 1, align: 'right' },
        { label: t('histo.export.col.prix'), width: 1.2, align: 'right' },
        { label: t('histo.export.col.brut'), width: 1.4, align: 'right' },
        { label: t('ged.pdf.place'), width: 1.6 },
      ],
      fills.map((fill) => [
        format.date(fill.dateExecution),
        format.number(fill.quantite),
        money(fill.cours),
        money(fill.montant),
        fill.lieuExecution,
      ]),
    );
  }
  return pdf.save();
}
