import { EXEMPTION_ERRORS, SETTINGS_ERRORS, TAX_RESIDENCE_GUARD_MESSAGE } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TSettingsDeps } from './settings.deps';
import type { TSettingsRepository } from './settings.repository';
import { requestExemption, saveEConvocation } from './settings.service';

const who = { tituNume: 'T1', userId: 'user-1' };
/** 2026-06-15 noon in Paris: the window is open, for 2027. */
const OPEN = new Date('2026-06-15T10:00:00Z');
/** 2026-12-01 in Paris: the window closed on 30 November. */
const CLOSED = new Date('2026-12-01T10:00:00Z');

/** A settings repository where only the methods set up exist: any other call (a write above all) fails. */
const depsWith = (setup: Partial<TSettingsRepository>) => {
  const settings = strictFake<TSettingsRepository>('settings', setup);
  return { deps: { settings } as TSettingsDeps, settings };
};

const contact =
  (residenceFiscale: string, email: string | null = 'jean@example.com') =>
  async () => ({
    residenceFiscale,
    email,
  });

describe('advance-payment exemption', () => {
  it('refuses a holder taxed outside France before reading or writing any request', async () => {
    const { deps } = depsWith({ findHolderContact: contact('BELGIQUE') });
    await expect(
      requestExemption(deps, who, { situation: 'SINGLE', attestation: true }, OPEN),
    ).rejects.toMatchObject({ statusCode: 403, errorCode: TAX_RESIDENCE_GUARD_MESSAGE });
  });

  it('refuses a request after 30 November without writing it', async () => {
    const { deps } = depsWith({ findHolderContact: contact('FRANCE') });
    await expect(
      requestExemption(deps, who, { situation: 'SINGLE', attestation: true }, CLOSED),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: EXEMPTION_ERRORS.closed });
  });

  it("records the next year's request once, and answers 409 when that year was asked already", async () => {
    const { deps, settings } = depsWith({
      findHolderContact: contact('DOM'),
      insertExemption: async () => false,
    });
    await expect(
      requestExemption(deps, who, { situation: 'COUPLE', attestation: true }, OPEN),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: EXEMPTION_ERRORS.already });
    expect(settings.insertExemption).toHaveBeenCalledWith({ ...who, annee: 2027, situation: 'COUPLE' });
  });
});

describe('e-convocation', () => {
  it('needs an e-mail on file to subscribe, and writes nothing without one', async () => {
    const { deps } = depsWith({ findHolderContact: contact('FRANCE', null) });
    await expect(saveEConvocation(deps, 'T1', true)).rejects.toMatchObject({
      statusCode: 400,
      errorCode: SETTINGS_ERRORS.emailRequired,
    });
  });
});
