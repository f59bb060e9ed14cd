import { ERROR_CODES, ORDER_ERRORS } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TPaymentModeDeps } from '../operations/deps';
import type { TReferenceRepository } from '../operations/reference.repository';
import type { TPricingSource } from '../operations/refunds/closing-refund.service';
import { checkPaymentMode } from './payment-mode.service';

const account = { tituNume: 'T1', actiIden: 101, emetIden: 1001 };
type TBank = NonNullable<Awaited<ReturnType<TReferenceRepository['findBankOnFile']>>>;

/** Every read strict: a test sets up only what its mode may read. */
function depsWith(parts: {
  isModuleOpen?: TPaymentModeDeps['isModuleOpen'];
  pricing?: Partial<Pick<TPricingSource, 'parameter'>>;
  reference?: Partial<Pick<TReferenceRepository, 'findBankOnFile'>>;
}) {
  return {
    isModuleOpen:
      parts.isModuleOpen ?? (() => Promise.reject(new Error('isModuleOpen was called but not set up'))),
    pricing: strictFake<Pick<TPricingSource, 'parameter'>>('pricing', parts.pricing ?? {}),
    reference: strictFake<Pick<TReferenceRepository, 'findBankOnFile'>>('reference', parts.reference ?? {}),
  };
}

describe('payment mode check', () => {
  it('lets a transfer or a cheque through without reading anything', async () => {
    await expect(checkPaymentMode(depsWith({}), account, 'VIREMENT', 1_000_000)).resolves.toBeUndefined();
    await expect(checkPaymentMode(depsWith({}), account, 'CHEQUE', '12.50')).resolves.toBeUndefined();
  });

  it('refuses a card without the habilitation (403) before reading the limit', async () => {
    const deps = depsWith({ isModuleOpen: async () => false });
    await expect(checkPaymentMode(deps, account, 'CB', 10)).rejects.toMatchObject({
      statusCode: 403,
      errorCode: ERROR_CODES.moduleRefused,
    });
  });

  it('refuses a card over CB_PLAFOND (422) and takes one at the limit', async () => {
    const deps = depsWith({ isModuleOpen: async () => true, pricing: { parameter: async () => '5000' } });
    await expect(checkPaymentMode(deps, account, 'CB', '5000.01')).rejects.toMatchObject({
      statusCode: 422,
      errorCode: ORDER_ERRORS.cbPlafond,
    });
    await expect(checkPaymentMode(deps, account, 'CB', 5000)).resolves.toBeUndefined();
    expect(deps.pricing.parameter).toHaveBeenCalledWith(1001, 'CB_PLAFOND');
  });

  it('takes open banking only from a bank on file in LINXO_PAYS_AUTORISE', async () => {
    const withBank = (iban: string | null) =>
      depsWith({
        isModuleOpen: async () => true,
        pricing: { parameter: async () => 'FR;BE' },
        reference: { findBankOnFile: async () => (iban ? ({ iban, bic: 'X' } as TBank) : null) },
      });
    await expect(
      checkPaymentMode(withBank('FR7630006000011234567890189'), account, 'LINXO', 10),
    ).resolves.toBeUndefined();
    for (const iban of ['CH9300762011623852957', null])
      await expect(checkPaymentMode(withBank(iban), account, 'LINXO', 10)).rejects.toMatchObject({
        statusCode: 422,
        errorCode: ORDER_ERRORS.linxoPays,
      });
  });
});
