import { randomUUID } from 'node:crypto';
import { computeCashDividend, type TOstTokenRequest } from '@nomina/domain';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { historyLineOf } from './history-line';
import type { TOstEngineRepository } from './ost-engine.repository';
import type { TOstAnswerRow, TOstEventRow, TOstRepository } from './ost.repository';

/** Languages the engine files each notice in (the documentation lists one entry per language). */
const NOTICE_LANGUAGES = ['fr', 'en'];

export type TEngineDeps = {
  ost: Pick<TOstRepository, 'findDueEvents'>;
  /** Each event is paid in its own transaction. */
  transaction: TUnitOfWork<{ engine: TOstEngineRepository }>;
  now: () => Date;
};

/**
 * The local register engine of corporate actions: on an event's payment date it pays every holder
 * once — the answer they recorded, or the default option (the dividend in cash) when they did not
 * answer or did not pay the balance of their answer; a capital increase nobody paid for lapses.
 * New shares are credited to the holder's direct line (its average cost updated), the history
 * line is executed and an operation notice is filed in the documentation. Each event is paid in
 * one transaction and marked, so a second run pays nothing twice.
 */
export async function settleDueEvents(deps: TEngineDeps): Promise<number[]> {
  const now = deps.now();
  const settled: number[] = [];
  for (const event of await deps.ost.findDueEvents(now.toISOString().slice(0, 10))) {
    await deps.transaction(async ({ engine }) => {
      // The event row is locked first: two engines (two instances) never pay it twice.
      const locked = await engine.lockEvent(event.idOst);
      if (!locked || locked.settledAt) return;
      await settleEvent(engine, event, now);
      await engine.markEventSettled(event.idOst, now);
      settled.push(event.idOst);
    });
  }
  return settled;
}

async function settleEvent(engine: TOstEngineRepository, event: TOstEventRow, now: Date) {
  const paidOn = new Date(`${event.datePaiement}T00:00:00Z`);
  const answers = await engine.findEventAnswers(event.idOst);
  const answered = new Set(answers.map((answer) => answer.tituNume));
  for (const answer of answers) {
    if (answer.statut === 'EN_ATTENTE') await execute(engine, event, answer, paidOn, now, 'PAYE');
    else if (answer.statut === 'EN_ATTENTE_PAIEMENT' && event.typeOst === 'PDA')
      await execute(engine, event, await toDefaultCash(engine, event, answer), paidOn, now, 'DEFAUT');
    else if (answer.statut === 'EN_ATTENTE_PAIEMENT') await lapse(engine, answer, now);
  }
  if (event.typeOst !== 'PDA') return;
  for (const { tituNume, quantite } of await engine.findDirectPositions(event.valeIden)) {
    const shares = Math.floor(quantite ?? 0);
    if (answered.has(tituNume) || shares <= 0) continue;
    const answer = await recordDefault(engine, event, tituNume, shares, now);
    await execute(engine, event, answer, paidOn, now, 'DEFAUT');
  }
}

const cashOf = (event: TOstEventRow, shares: number) =>
  computeCashDividend({
    shares,
    dividendPerShare: event.dividendeParAction ?? '0',
    reinvestmentPrice: event.prixReinvestissement ?? '1',
    withholdingPercent: event.tauxPrelevement ?? '0',
  });

/** A holder who did not answer: the default option, cash, recorded without a user. */
async function recordDefault(
  engine: TOstEngineRepository,
  event: TOstEventRow,
  tituNume: string,
  shares: number,
  now: Date,
) {
  const refDemande = `OST${event.idOst}-D${randomUUID().slice(0, 8).toUpperCase()}`;
  const cash = cashOf(event, shares);
  const request: Pick<TOstTokenRequest, 'choix'> = { choix: 'NUMERAIRE' };
  await engine.insertHistoryLine(
    historyLineOf({
      event,
      tituNume,
      refDemande,
      request,
      settlement: { newShares: 0, amountToPay: 0, amountInFavour: cash.netDividend },
      position: shares,
      now,
    }),
  );
  return engine.insertEngineAnswer({
    idOst: event.idOst,
    tituNume,
    userId: null,
    refDemande,
    choix: 'NUMERAIRE',
    quantiteDetenue: shares,
    nombreTitres: 0,
    montantAPayer: '0.00',
    montantEnFaveur: cash.netDividend.toFixed(2),
    statut: 'DEFAUT',
    answeredAt: now,
    idDemande: refDemande,
  });
}

/** An answer whose balance was not paid in time falls back to the cash dividend. */
async function toDefaultCash(engine: TOstEngineRepository, event: TOstEventRow, answer: TOstAnswerRow) {
  const cash = cashOf(event, answer.quantiteDetenue);
  const line = historyLineOf({
    event,
    tituNume: answer.tituNume,
    refDemande: answer.refDemande,
    request: { choix: 'NUMERAIRE' },
    settlement: { newShares: 0, amountToPay: 0, amountInFavour: cash.netDividend },
    position: answer.quantiteDetenue,
    now: answer.answeredAt,
  });
  await engine.updateOperation(answer.idDemande, {
    quantite: line.quantite,
    prixUnitaire: line.prixUnitaire,
    montantBrut: line.montantBrut,
    taxes: line.taxes,
    montantNet: line.montantNet,
    modePaiement: null,
  });
  return { ...answer, nombreTitres: 0, montantAPayer: '0.00', montantEnFaveur: cash.netDividend.toFixed(2) };
}

async function lapse(engine: TOstEngineRepository, answer: TOstAnswerRow, now: Date) {
  await engine.updateOperation(answer.idDemande, { statut: 'EXPIRE', updatedAt: now });
  await engine.updateAnswer(answer.id, { statut: 'CADUC', settledAt: now });
}

async function execute(
  engine: TOstEngineRepository,
  event: TOstEventRow,
  answer: TOstAnswerRow,
  paidOn: Date,
  now: Date,
  statut: 'PAYE' | 'DEFAUT',
) {
  const newShares = answer.nombreTitres;
  if (newShares > 0) await engine.creditShares(answer.tituNume, event, newShares);
  const codeAvis = `AVIS${answer.idDemande}`;
  const line = await engine.executeOperation(answer.idDemande, { paidOn, now, codeAvis });
  await engine.updateAnswer(answer.id, {
    statut,
    settledAt: now,
    nombreTitres: answer.nombreTitres,
    montantAPayer: answer.montantAPayer,
    montantEnFaveur: answer.montantEnFaveur,
  });
  await engine.insertNotices(
    NOTICE_LANGUAGES.map((languageCode) => {
      const uuid = randomUUID();
      return {
        uuid,
        tituNume: answer.tituNume,
        categorie: 'AVIS_OPERATIONS' as const,
        documentCode: codeAvis,
        keyTitle: 'ged.title.avis',
        languageCode,
        dateArrete: paidOn,
        fileName: `avis-${line?.reference ?? answer.refDemande}-${languageCode}.pdf`,
        storageKey: `holders/${answer.tituNume}/${uuid}.pdf`,
        source: { kind: 'avis' as const, idDemande: answer.idDemande },
      };
    }),
  );
}
