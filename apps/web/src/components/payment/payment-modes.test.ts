import { describe, expect, it } from 'vitest';
import { paymentModes, type TPaymentContext } from './payment-modes';

const context: TPaymentContext = {
  montantNet: 4_999.99,
  allowedModules: new Set(['option_paiement_cb', 'option_paiement_linxo']),
  cbPlafond: 5_000,
  linxoCountries: ['FR', 'BE'],
  bankCountry: 'FR',
};
const refusals = (overrides: Partial<TPaymentContext>) =>
  Object.fromEntries(paymentModes({ ...context, ...overrides }).map((entry) => [entry.mode, entry.refusal]));

describe('payment modes offered', () => {
  it('offers the four modes within the card limit and for an allowed bank country', () => {
    expect(refusals({})).toEqual({ CB: null, LINXO: null, VIREMENT: null, CHEQUE: null });
    expect(refusals({ montantNet: 5_000 }).CB).toBeNull();
  });

  it('refuses the card above CB_PLAFOND and without its habilitation', () => {
    expect(refusals({ montantNet: 5_000.01 }).CB).toBe('operations.payment.refused.cbPlafond');
    expect(refusals({ allowedModules: new Set() }).CB).toBe('operations.payment.refused.module');
  });

  it('refuses open banking for a bank country not in LINXO_PAYS_AUTORISE, or no bank on file', () => {
    expect(refusals({ bankCountry: 'GB' }).LINXO).toBe('operations.payment.refused.linxoPays');
    expect(refusals({ bankCountry: null }).LINXO).toBe('operations.payment.refused.linxoPays');
    expect(refusals({ bankCountry: 'GB' }).VIREMENT).toBeNull();
  });
});
