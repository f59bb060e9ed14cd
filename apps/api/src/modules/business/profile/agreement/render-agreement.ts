import type { TAgreementData } from '@nomina/domain';
import type { TPdfContext, TPdfHolder } from '../../../../lib/pdf/pdf-context';
import { holderLine } from '../../../../lib/pdf/pdf-context';
import { PdfWriter } from '../../../../lib/pdf/pdf-writer';

/** Everything the agreement prints besides the answers. */
export type TAgreementFacts = {
  holder: TPdfHolder & { birthDate: string | null };
  issuer: string;
  address: string | null;
  version: number;
  generatedAt: Date;
  reference: string;
};

/**
 * The account agreement (convention de compte titres) of a holder: parties, the data the holder
 * confirmed in step 1, the clauses, and the place for the electronic signature.
 */
export async function renderAgreement(
  context: TPdfContext,
  facts: TAgreementFacts,
  data: TAgreementData,
): Promise<Uint8Array> {
  const { t } = context;
  const pdf = await PdfWriter.create({
    title: t('coct.pdf.title'),
    lang: context.lang,
    footer: t('coct.pdf.footer'),
  });
  pdf.heading(t('coct.pdf.title'), 18);
  pdf.paragraph(`${t('coct.pdf.reference')} ${facts.reference} — ${t('coct.pdf.version')} ${facts.version}`, {
    muted: true,
  });
  pdf.heading(t('coct.pdf.parties'), 12);
  pdf.fields([
    [t('coct.pdf.holder'), holderLine(facts.holder)],
    [t('coct.pdf.account'), facts.holder.tituNume],
    [
      t('coct.pdf.birthDate'),
      facts.holder.birthDate ? context.format.date(new Date(facts.holder.birthDate)) : '-',
    ],
    [t('coct.pdf.address'), facts.address ?? '-'],
    [t('coct.pdf.issuer'), facts.issuer],
  ]);
  pdf.heading(t('coct.step1.title'), 12);
  pdf.fields([
    [t('coct.field.situationFamiliale'), t(`coct.situationFamiliale.${data.situationFamiliale}`)],
    [
      t('coct.field.situationProfessionnelle'),
      t(`coct.situationProfessionnelle.${data.situationProfessionnelle}`),
    ],
    [t('profil.field.profession'), data.profession],
    [t('profil.field.trancheSalaire'), t(`profil.trancheSalaire.${data.trancheSalaire}`)],
    [t('profil.field.tranchePatrimoine'), t(`profil.tranchePatrimoine.${data.tranchePatrimoine}`)],
    [
      t('coct.field.instrumentsConnus'),
      data.instrumentsConnus.length > 0
        ? data.instrumentsConnus.map((item) => t(`coct.instrument.${item}`)).join(', ')
        : t('coct.instrument.none'),
    ],
    [t('coct.field.experience'), t(`coct.experience.${data.experience}`)],
    [t('coct.field.frequence'), t(`coct.frequence.${data.frequence}`)],
  ]);
  for (const clause of ['object', 'custody', 'orders', 'fees', 'data', 'term']) {
    pdf.heading(t(`coct.pdf.clause.${clause}.title`), 11);
    pdf.paragraph(t(`coct.pdf.clause.${clause}.text`));
  }
  pdf.heading(t('coct.pdf.signature'), 12);
  pdf.paragraph(`${t('coct.pdf.generatedAt')} ${context.format.date(facts.generatedAt)}`);
  pdf.paragraph(t('coct.pdf.signatureText'), { muted: true });
  return pdf.save();
}
