// A registrar-scale register, built set-based inside the database (issue 15 §3): holders copied
// from one demo holder's shape (user, account, terms, holdings, plans, profile), each with a
// realistic number of operations (most a few, some thousands, a few hundreds of thousands) cut
// from that holder's own history. It runs in steps of a few thousand holders, each one
// transaction recorded in `register_generation_steps`, so an interrupted build resumes where it
// stopped; the loaded tables' foreign keys and secondary indexes are put back once, at the end
// (register-deferral.ts). Used by `npm run bench -- register` (1.5 M holders) and the index test
// (a few thousand).
import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { deferConstraints, restoreConstraints } from './register-deferral';

export interface TRegisterPlan {
  holders: number;
  /** The first `giants` holders have `giantOperations` operations each. */
  giants: number;
  giantOperations: number;
  /** The next `large` holders have `largeOperations` each; everyone else 1 to 29. */
  large: number;
  largeOperations: number;
  /** Holders per step (one transaction each). */
  step: number;
}

/** About 1.5 M holders and 30 M operations: 3 M for ten holders, 5 M for a thousand, 22 M for the rest. */
export const REGISTRAR_SCALE: TRegisterPlan = {
  holders: 1_500_000,
  giants: 10,
  giantOperations: 300_000,
  large: 1_000,
  largeOperations: 5_000,
  step: 100_000,
};

/** The demo holder whose shape every generated holder copies (jdupont01, issuer 1001). */
export const TEMPLATE_HOLDER = 'T1001-000101';
export const TEMPLATE_LOGIN = 'jdupont01';

/** Generated holder number `i` (1-based): its register number, account and login. */
export const generatedHolder = (i: number) => ({
  tituNume: `R1001-${String(i).padStart(7, '0')}`,
  actiIden: 10_000_000 + i,
  login: `reg${String(i).padStart(7, '0')}`,
});

const SMALL_MAX = 29;
/** How many operations holder `i` has: the same rule as the SQL below, for tests and reports. */
export function operationsOf(plan: TRegisterPlan, i: number): number {
  if (i <= plan.giants) return plan.giantOperations;
  if (i <= plan.giants + plan.large) return plan.largeOperations;
  return 1 + Number((BigInt(i) * 2654435761n) % BigInt(SMALL_MAX));
}

export function totalOperations(plan: TRegisterPlan): number {
  let total = plan.giants * plan.giantOperations + plan.large * plan.largeOperations;
  for (let i = plan.giants + plan.large + 1; i <= plan.holders; i += 1) total += operationsOf(plan, i);
  return total;
}

const operationCount = (plan: TRegisterPlan) =>
  sql.raw(
    `case when i <= ${plan.giants} then ${plan.giantOperations}
        when i <= ${plan.giants + plan.large} then ${plan.largeOperations}
        else 1 + ((i::bigint * 2654435761) % ${SMALL_MAX})::int end`,
  );
const tituOf = sql.raw(`'R1001-' || lpad(i::text, 7, '0')`);
const userOf = sql.raw(`md5('nomina-register-' || i)::uuid`);

const FIRST_NAMES = `array['Jean','Marie','Lukas','Lucia','Paul','Giulia','Ana','Pierre','Sofia','Hugo','Emma','Luca']`;
const LAST_NAMES = `array['Dupont','Martin','Bernard','Moreau','Laurent','Garcia','Rossi','Schneider','Silva','Petit','Roux','Fournier']`;

/** The holder, the portal user, the account and everything the template holder has. */
function peopleStatements(lo: number, hi: number): SQL[] {
  const range = sql.raw(`generate_series(${lo}, ${hi}) as g(i)`);
  const template = sql`${TEMPLATE_HOLDER}`;
  return [
    sql`insert into holders (titu_nume, acti_iden, emet_iden, civility, first_name, last_name, birth_date, residence_fiscale, email)
        select ${tituOf}, 10000000 + i, t.emet_iden, case when i % 2 = 0 then 'MME' else 'M' end,
               (${sql.raw(FIRST_NAMES)})[1 + i % 12], (${sql.raw(LAST_NAMES)})[1 + (i / 12) % 12],
               date '1940-01-01' + (i % 25000), t.residence_fiscale, 'holder' || i || '@example.test'
        from holders t, ${range} where t.titu_nume = ${template}`,
    sql`insert into users (id, login, email, password_hash, sms_consent, language)
        select ${userOf}, 'reg' || lpad(i::text, 7, '0'), 'holder' || i || '@example.test', u.password_hash, false, 'fr'
        from users u, ${range} where u.login = ${TEMPLATE_LOGIN}`,
    sql`insert into accounts (user_id, acti_iden, emet_iden, titu_nume)
        select ${userOf}, 10000000 + i, a.emet_iden, ${tituOf}
        from accounts a, ${range} where a.titu_nume = ${template}`,
    sql`insert into terms_acceptances (user_id, version, accepted_at)
        select ${userOf}, ta.version, ta.accepted_at
        from terms_acceptances ta join users u on u.id = ta.user_id, ${range}
        where u.login = ${TEMPLATE_LOGIN}`,
    sql`insert into holdings (titu_nume, vale_iden, mode_detention, quantite, quantite_indisponible, prix_revient_moyen)
        select ${tituOf}, h.vale_iden, h.mode_detention, h.quantite + i % 50, h.quantite_indisponible, h.prix_revient_moyen
        from holdings h, ${range} where h.titu_nume = ${template}`,
    sql`insert into fund_positions (titu_nume, fonds_iden, nombre_parts, parts_disponibles, date_disponibilite)
        select ${tituOf}, f.fonds_iden, f.nombre_parts, f.parts_disponibles, f.date_disponibilite
        from fund_positions f, ${range} where f.titu_nume = ${template}`,
    sql`insert into rights_grants (titu_nume, id_plan, quantite)
        select ${tituOf}, r.id_plan, r.quantite from rights_grants r, ${range} where r.titu_nume = ${template}`,
    sql`insert into holder_profiles (titu_nume, adresse_postale, adresse_fiscale, lieu_naissance, pays_naissance, profession, tranche_salaire, tranche_patrimoine)
        select ${tituOf}, p.adresse_postale, p.adresse_fiscale, p.lieu_naissance, p.pays_naissance, p.profession, p.tranche_salaire, p.tranche_patrimoine
        from holder_profiles p, ${range} where p.titu_nume = ${template}`,
    sql`insert into coct_completions (titu_nume, complete)
        select ${tituOf}, c.complete from coct_completions c, ${range} where c.titu_nume = ${template}`,
  ];
}

/**
 * The holders' operations, cut in turn from the template's history (`register_template_operations`,
 * numbered oldest first); each further pass through it is one day earlier, so ids and the
 * history's order stay distinct. The table's triggers keep the per-tab counts, set-based.
 */
function operationStatement(plan: TRegisterPlan, lo: number, hi: number): SQL {
  return sql`insert into operations (id_demande, titu_nume, reference, categorie, type_operation, date_saisie, date_operation,
        date_validite, vale_iden, vale_libe, quantite, quantite_executee, prix_unitaire, montant_brut, frais, taxes,
        montant_net, devise, statut, type_ordre, cours_limite, mode_paiement)
      select 'R' || i || '-' || k, ${tituOf}, 'OPR' || i || '-' || k, t.categorie, t.type_operation,
        t.date_saisie - ((k - 1) / n.total) * interval '1 day', t.date_operation - ((k - 1) / n.total) * interval '1 day',
        t.date_validite, t.vale_iden, t.vale_libe, t.quantite, t.quantite_executee, t.prix_unitaire, t.montant_brut,
        t.frais, t.taxes, t.montant_net, t.devise, t.statut, t.type_ordre, t.cours_limite, t.mode_paiement
      from ${sql.raw(`generate_series(${lo}, ${hi}) as g(i)`)}
      cross join lateral generate_series(1, ${operationCount(plan)}) as k
      cross join (select count(*) as total from register_template_operations) as n
      join register_template_operations t on t.ord = (k - 1) % n.total`;
}

/** The steps of a plan, in order: people in blocks, then operations (a giant holder per step). */
function stepsOf(plan: TRegisterPlan): Array<{ name: string; statements: SQL[] }> {
  const steps: Array<{ name: string; statements: SQL[] }> = [];
  for (let lo = 1; lo <= plan.holders; lo += plan.step) {
    const hi = Math.min(plan.holders, lo + plan.step - 1);
    steps.push({ name: `people ${lo}-${hi}`, statements: peopleStatements(lo, hi) });
  }
  const heavy = plan.giants + plan.large;
  for (let i = 1; i <= Math.min(plan.giants, plan.holders); i += 1)
    steps.push({ name: `operations ${i}-${i}`, statements: [operationStatement(plan, i, i)] });
  const largeStep = Math.max(1, Math.floor((plan.step * 15) / Math.max(plan.largeOperations, 1)));
  for (let lo = plan.giants + 1; lo <= Math.min(heavy, plan.holders); lo += largeStep) {
    const hi = Math.min(heavy, plan.holders, lo + largeStep - 1);
    steps.push({ name: `operations ${lo}-${hi}`, statements: [operationStatement(plan, lo, hi)] });
  }
  for (let lo = heavy + 1; lo <= plan.holders; lo += plan.step) {
    const hi = Math.min(plan.holders, lo + plan.step - 1);
    steps.push({ name: `operations ${lo}-${hi}`, statements: [operationStatement(plan, lo, hi)] });
  }
  return steps;
}

type TRows<T> = { rows: T[] };

/**
 * Builds the register on a migrated, seeded database, resuming after the last finished step.
 * `onStep` hears each step done (name, seconds, steps done so far, steps in all).
 */
export async function generateRegister(
  db: TDatabase,
  plan: TRegisterPlan,
  onStep: (name: string, seconds: number, done: number, total: number) => void = () => {},
): Promise<{ skipped: number; ran: number }> {
  await db.execute(sql`create table if not exists register_generation_steps (
    name text primary key, seconds numeric not null, done_at timestamptz not null default now())`);
  await db.execute(sql`create table if not exists register_template_operations as
    select (row_number() over (order by date_operation, id_demande) - 1)::int as ord, o.*
    from operations o where o.titu_nume = ${TEMPLATE_HOLDER}`);
  const finished = (await db.execute(sql`select name from register_generation_steps`)) as unknown as TRows<{
    name: string;
  }>;
  const done = new Set(finished.rows.map((row) => row.name));
  const steps = stepsOf(plan);
  if (steps.some((step) => !done.has(step.name))) await deferConstraints(db);
  let ran = 0;
  for (const [index, step] of steps.entries()) {
    if (done.has(step.name)) continue;
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (const statement of step.statements) await tx.execute(statement);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      await tx.execute(
        sql`insert into register_generation_steps (name, seconds) values (${step.name}, ${seconds})`,
      );
    });
    ran += 1;
    onStep(step.name, (performance.now() - started) / 1000, index + 1, steps.length);
  }
  const started = performance.now();
  const restored = await restoreConstraints(db);
  if (restored > 0)
    onStep(
      `${restored} indexes and foreign keys put back`,
      (performance.now() - started) / 1000,
      steps.length,
      steps.length,
    );
  return { skipped: steps.length - ran, ran };
}
