import type { TDatabase } from '../client';
import { ostEvents } from '../schema';

type TWriter = Pick<TDatabase, 'insert'>;
type TEventRow = typeof ostEvents.$inferInsert;

const DAY = 86_400_000;

/**
 * Corporate actions of the demo register, dated from the seeding day so each keeps its state:
 * - 101 dividend in shares or cash on Aubépine Industries, open (jdupont01, mmartin01's 1001 account);
 * - 102 capital increase on Aubépine Industries, open, with an Avertissement the holder may pass;
 * - 103 dividend on Calanque Énergie, deadline and payment date past: the engine pays it in cash
 *   (the default option) at the first start, with a notice in the documentation (mmartin01's
 *   2002 account, lgarcia01);
 * - 104 dividend on Cèdre Logistique, deadline past, payment still to come (lschneider: closed);
 * - 201 dividend on Calanque Énergie with a Blocage message (mmartin01's 2002 account, lgarcia01);
 * - 401 dividend on Lumen Télécom: plefevre01 has the external-reference block (refa_205);
 * - 501 dividend on Borealis Banque offering all five options (grossi0001, abstention notice).
 */
export function buildOstEvents(now: Date): TEventRow[] {
  const at = (offset: number, hour = 16) => {
    const date = new Date(now.getTime() + offset * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  const day = (offset: number) => at(offset).toISOString().slice(0, 10);
  const dividend = {
    typeOst: 'PDA' as const,
    dividendeParAction: '1.35',
    prixReinvestissement: '38.20',
    tauxPrelevement: '12.8',
    optionsDividende: ['NET_INF', 'NET_SUP', 'BRUT_INF'],
  };
  return [
    {
      ...dividend,
      idOst: 101,
      valeIden: 10011,
      dateDebut: at(-10, 7),
      dateLimite: at(20),
      datePaiement: day(40),
    },
    {
      idOst: 102,
      typeOst: 'AK',
      valeIden: 10011,
      dateDebut: at(-5, 7),
      dateLimite: at(25),
      datePaiement: day(45),
      pariteDroits: 7,
      prixSouscription: '30.50',
      prixDroit: '0.85',
      optionsSouscription: ['INF', 'SUP', 'MIXTE'],
      messageType: 'Avertissement',
      messageKey: 'ost.message.avertissement.demo',
    },
    {
      ...dividend,
      idOst: 103,
      valeIden: 20021,
      dividendeParAction: '0.58',
      prixReinvestissement: '17.90',
      dateDebut: at(-60, 7),
      dateLimite: at(-30),
      datePaiement: day(-20),
    },
    {
      ...dividend,
      idOst: 104,
      valeIden: 10021,
      dividendeParAction: '0.95',
      prixReinvestissement: '26.10',
      dateDebut: at(-30, 7),
      dateLimite: at(-1),
      datePaiement: day(10),
    },
    {
      ...dividend,
      idOst: 201,
      valeIden: 20021,
      dividendeParAction: '0.62',
      prixReinvestissement: '18.40',
      dateDebut: at(-7, 7),
      dateLimite: at(21),
      datePaiement: day(35),
      messageType: 'Blocage',
      messageKey: 'ost.message.blocage.demo',
    },
    {
      ...dividend,
      idOst: 401,
      valeIden: 40041,
      dividendeParAction: '0.48',
      prixReinvestissement: '11.90',
      dateDebut: at(-7, 7),
      dateLimite: at(21),
      datePaiement: day(35),
    },
    {
      ...dividend,
      idOst: 501,
      valeIden: 50051,
      dividendeParAction: '1.10',
      prixReinvestissement: '31.40',
      optionsDividende: ['NET_INF', 'NET_SUP', 'BRUT_INF', 'BRUT_SUP', 'MIXTE'],
      dateDebut: at(-7, 7),
      dateLimite: at(21),
      datePaiement: day(35),
    },
  ];
}

export async function seedCorporateActions(db: TWriter, now: Date): Promise<void> {
  await db.insert(ostEvents).values(buildOstEvents(now));
}
