import type { TPdfContext } from '../../../../lib/pdf/pdf-context';
import { GENERIC_TEXTS, type TGenericTopic } from './generic-texts';
import { PdfWriter } from '../../../../lib/pdf/pdf-writer';

/** A generic document (terms, fee schedule, plan rules, guide) in one of its languages. */
export async function renderGeneric(context: TPdfContext, topic: TGenericTopic): Promise<Uint8Array> {
  const text = GENERIC_TEXTS[topic][context.lang] ?? GENERIC_TEXTS[topic].fr!;
  const pdf = await PdfWriter.create({
    title: text.title,
    lang: context.lang,
    footer: context.t('ged.pdf.footer'),
  });
  pdf.heading(text.title, 18);
  pdf.paragraph(text.intro);
  if (text.table) {
    const [header, ...rows] = text.table;
    pdf.table(
      header!.map((label, index) => ({
        label,
        width: index === 0 ? 3 : 1,
        align: index === 0 ? 'left' : 'right',
      })),
      rows,
      9,
    );
  }
  for (const [heading, body] of text.sections) {
    pdf.heading(heading, 12);
    pdf.paragraph(body);
  }
  return pdf.save();
}
