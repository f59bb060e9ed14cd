import {
  EXEMPTION_ERRORS,
  SETTINGS_ERRORS,
  TAX_RESIDENCE_GUARD_MESSAGE,
  exemptionWindow,
  isFrenchTaxResident,
  maskEmail,
  type TDispenseAcompteRequest,
  type TEAbonnementRequest,
  type TErrorCode,
  type TEServicesState,
  type TExemptionState,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TSettingsRepository } from './settings.repository';
import type { TSettingsDeps } from './settings.deps';

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);

/** The Paris calendar day of `now` (yyyy-MM-dd): the exemption deadline is a French date. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

export async function readEServices({ settings }: TSettingsDeps, tituNume: string): Promise<TEServicesState> {
  const [choices, contact] = await Promise.all([
    settings.findHolderSettings(tituNume),
    settings.findHolderContact(tituNume),
  ]);
  return {
    eServices: choices?.eServices ?? false,
    eServicesDate: choices?.eServicesAt?.toISOString() ?? null,
    eConvocation: choices?.eConvocation ?? false,
    eConvocationDate: choices?.eConvocationAt?.toISOString() ?? null,
    email: contact?.email ? maskEmail(contact.email) : null,
  };
}

/** insert/e-abonnement: subscribing needs the legal confirmation; leaving does not. */
export async function saveEAbonnement(
  { settings }: TSettingsDeps,
  tituNume: string,
  request: TEAbonnementRequest,
) {
  if (request.abonne && !request.confirmation) throw fail(400, SETTINGS_ERRORS.confirmationRequired);
  await settings.saveHolderChoice(tituNume, { eServices: request.abonne });
  return readEServices({ settings }, tituNume);
}

/** update/e-convocation: convocations by e-mail need an e-mail on file. */
export async function saveEConvocation({ settings }: TSettingsDeps, tituNume: string, abonne: boolean) {
  if (abonne && !(await settings.findHolderContact(tituNume))?.email)
    throw fail(400, SETTINGS_ERRORS.emailRequired);
  await settings.saveHolderChoice(tituNume, { eConvocation: abonne });
  return readEServices({ settings }, tituNume);
}

/** The tax-residence guard (spec 1 §6): 403 upi.guard.french.taxresidence outside FRANCE, DOM, TOM. */
async function requireFrenchResident(settings: TSettingsRepository, tituNume: string): Promise<void> {
  const contact = await settings.findHolderContact(tituNume);
  if (!contact || !isFrenchTaxResident(contact.residenceFiscale))
    throw fail(403, TAX_RESIDENCE_GUARD_MESSAGE);
}

export async function readExemptions(
  { settings }: TSettingsDeps,
  tituNume: string,
  now: Date,
): Promise<TExemptionState> {
  await requireFrenchResident(settings, tituNume);
  const rows = await settings.listExemptions(tituNume);
  return {
    window: exemptionWindow(parisDay(now)),
    demandes: rows.map((row) => ({
      annee: row.annee,
      situation: row.situation as 'SINGLE' | 'COUPLE',
      dateDemande: row.requestedAt.toISOString(),
    })),
  };
}

/** update/dispense-acompte: one request per year, only inside the window (by 30 November). */
export async function requestExemption(
  { settings }: TSettingsDeps,
  who: { tituNume: string; userId: string },
  request: TDispenseAcompteRequest,
  now: Date,
): Promise<TExemptionState> {
  await requireFrenchResident(settings, who.tituNume);
  const window = exemptionWindow(parisDay(now));
  if (!window.isOpen) throw fail(409, EXEMPTION_ERRORS.closed);
  const inserted = await settings.insertExemption({
    ...who,
    annee: window.year,
    situation: request.situation,
  });
  if (!inserted) throw fail(409, EXEMPTION_ERRORS.already);
  return readExemptions({ settings }, who.tituNume, now);
}
