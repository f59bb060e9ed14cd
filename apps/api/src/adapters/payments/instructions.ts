import type { TInstructionsPaiement } from '@nomina/domain';
import type { TConfig } from '../../config/config';

/** Transfer and cheque details of the registrar (README: REGISTRAR_*). */
export type TPaymentInstructions = {
  of(
    mode: 'VIREMENT' | 'CHEQUE',
    order: { reference: string; montant: number; devise: string },
  ): TInstructionsPaiement;
};

export function createPaymentInstructions(config: TConfig): TPaymentInstructions {
  return {
    of: (mode, { reference, montant, devise }) =>
      mode === 'VIREMENT'
        ? {
            modePaiement: 'VIREMENT',
            montant,
            devise,
            beneficiaire: config.REGISTRAR_NAME,
            iban: config.REGISTRAR_IBAN,
            bic: config.REGISTRAR_BIC,
            reference,
          }
        : {
            modePaiement: 'CHEQUE',
            montant,
            devise,
            ordre: config.REGISTRAR_NAME,
            adresse: config.REGISTRAR_ADDRESS.split(';')
              .map((line) => line.trim())
              .filter(Boolean),
            reference,
          },
  };
}
