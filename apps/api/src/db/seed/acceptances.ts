import type { TDatabase } from '../client';
import { acceptancePlanDocuments, acceptancePlans } from '../schema';

type TWriter = Pick<TDatabase, 'insert'>;
type TPlanRow = typeof acceptancePlans.$inferInsert;

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Rights plans offered for acceptance (spec 2 §2 Acceptance flow), dated from the seeding day so
 * they stay open: jdupont01 has three (a free-share 'DROIT AAG' at 0 with the second disclaimer, an
 * OPTION with a price and a GED document, a BCE with one document), mmartin01's 2002 account one,
 * and tmercier01 (kept for the password-limit journey, which logs him out) one.
 */
export function buildAcceptancePlans(now: Date): {
  plans: TPlanRow[];
  documents: (typeof acceptancePlanDocuments.$inferInsert)[];
} {
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));
  const deadline = (offset: number) => {
    const date = new Date(now.getTime() + offset * DAY);
    date.setUTCHours(16, 0, 0, 0);
    return date;
  };
  const common = {
    firstDisclaimerTraductionKey: 'acceptation.plan.disclaimer.first',
    recapTraductionKey: 'acceptation.plan.recap.text',
    confirmTraductionKey: 'acceptation.plan.confirm.text',
  };
  const plans: TPlanRow[] = [
    {
      ...common,
      idAcceptationPlan: 101,
      tituNume: 'T1001-000101',
      codePlan: 'AGA-2026',
      libellePlan: 'Attribution gratuite d’actions 2026',
      libellePlanTraductionKey: 'acceptation.plan.label.aga',
      typePlan: 'DROIT AAG',
      nombreDroits: 120,
      prixExercice: 0,
      actionSousJacente: 'AUBEPINE SA',
      dateDirectoire: day(-20),
      dateDebutPlan: day(-5),
      dateFinPlan: null,
      dateAcquisition: day(365),
      dateLimiteReponse: deadline(30),
      indicateurDisclaimer: true,
      secondDisclaimerTraductionKey: 'acceptation.plan.disclaimer.second',
      additionalDataTraductionKey: 'acceptation.plan.additional.aga',
      documentGed: null,
    },
    {
      ...common,
      idAcceptationPlan: 102,
      tituNume: 'T1001-000101',
      codePlan: 'SO-2026',
      libellePlan: 'Plan d’options de souscription 2026',
      libellePlanTraductionKey: 'acceptation.plan.label.options',
      typePlan: 'OPTION',
      nombreDroits: 500,
      prixExercice: 24.5,
      actionSousJacente: 'AUBEPINE SA',
      dateDirectoire: day(-15),
      dateDebutPlan: day(-2),
      dateFinPlan: day(365 * 4),
      dateAcquisition: null,
      dateLimiteReponse: deadline(20),
      indicateurDisclaimer: false,
      secondDisclaimerTraductionKey: null,
      additionalDataTraductionKey: 'acceptation.plan.additional.options',
      documentGed: 'RELEVE_TRIMESTRIEL',
    },
    {
      ...common,
      idAcceptationPlan: 103,
      tituNume: 'T1001-000101',
      codePlan: 'BCE-2026',
      libellePlan: 'Bons de souscription de parts de créateur 2026',
      libellePlanTraductionKey: 'acceptation.plan.label.bce',
      typePlan: 'BCE',
      nombreDroits: 250,
      prixExercice: 12.75,
      actionSousJacente: 'AUBEPINE SA',
      dateDirectoire: day(-10),
      dateDebutPlan: day(-1),
      dateFinPlan: day(365 * 5),
      dateAcquisition: null,
      dateLimiteReponse: deadline(45),
      indicateurDisclaimer: false,
      secondDisclaimerTraductionKey: null,
      additionalDataTraductionKey: null,
      documentGed: null,
    },
    {
      ...common,
      idAcceptationPlan: 201,
      tituNume: 'T2002-000102',
      codePlan: 'SO-CAL-2026',
      libellePlan: 'Plan d’options Calanque 2026',
      libellePlanTraductionKey: 'acceptation.plan.label.options',
      typePlan: 'OPTION',
      nombreDroits: 300,
      prixExercice: 8.2,
      actionSousJacente: 'CALANQUE SA',
      dateDirectoire: day(-12),
      dateDebutPlan: day(-3),
      dateFinPlan: day(365 * 3),
      dateAcquisition: null,
      dateLimiteReponse: deadline(25),
      indicateurDisclaimer: false,
      secondDisclaimerTraductionKey: null,
      additionalDataTraductionKey: null,
      documentGed: null,
    },
    {
      ...common,
      idAcceptationPlan: 301,
      tituNume: 'T1001-000120',
      codePlan: 'BCE-2026',
      libellePlan: 'Bons de souscription de parts de créateur 2026',
      libellePlanTraductionKey: 'acceptation.plan.label.bce',
      typePlan: 'BCE',
      nombreDroits: 80,
      prixExercice: 12.75,
      actionSousJacente: 'AUBEPINE SA',
      dateDirectoire: day(-10),
      dateDebutPlan: day(-1),
      dateFinPlan: day(365 * 5),
      dateAcquisition: null,
      dateLimiteReponse: deadline(45),
      indicateurDisclaimer: false,
      secondDisclaimerTraductionKey: null,
      additionalDataTraductionKey: null,
      documentGed: null,
    },
  ];
  const versions = (idAcceptationPlan: number, documentId: number, ordre: number) =>
    ['fra', 'eng'].map((langueIso3, index) => ({
      idAcceptationPlan,
      documentId,
      langueIso3,
      ordre: ordre * 10 + index,
    }));
  const documents = [
    // 101: two documents per language, so a list (popover).
    ...versions(101, 3, 1),
    ...versions(101, 1, 2),
    // 103 and 301: one document per language, so a single button.
    ...versions(103, 3, 1),
    ...versions(301, 3, 1),
    ...versions(201, 4, 1),
  ];
  return { plans, documents };
}

/** Writes the acceptance plans and their documents (after the document catalogue). */
export async function seedAcceptances(db: TWriter, now: Date): Promise<void> {
  const { plans, documents } = buildAcceptancePlans(now);
  await db.insert(acceptancePlans).values(plans);
  await db.insert(acceptancePlanDocuments).values(documents);
}
