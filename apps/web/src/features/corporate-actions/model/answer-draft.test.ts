import { describe, expect, it } from 'vitest';
import type { TOstEvent } from '@nomina/domain';
import { balanceToPay, isDraftComplete } from './answer-draft';

const event = {
  typeOst: 'PDA',
  optionsDividende: [
    { option: 'NET_INF', balanceToPay: null },
    { option: 'NET_SUP', balanceToPay: 0.76 },
  ],
  optionsSouscription: [],
} as unknown as TOstEvent;

describe('answer draft', () => {
  it('reads the balance to pay of the chosen option', () => {
    expect(balanceToPay(event, { choix: 'NUMERAIRE', option: null, modePaiement: null })).toBe(0);
    expect(balanceToPay(event, { choix: 'ACTIONS', option: 'NET_INF', modePaiement: null })).toBe(0);
    expect(balanceToPay(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: null })).toBe(0.76);
  });

  it('needs an option for shares and a payment mode for a balance', () => {
    expect(isDraftComplete(event, { choix: 'ACTIONS', option: null, modePaiement: null }, 'choice')).toBe(
      false,
    );
    expect(
      isDraftComplete(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: null }, 'choice'),
    ).toBe(true);
    expect(
      isDraftComplete(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: null }, 'payment'),
    ).toBe(false);
    expect(
      isDraftComplete(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: 'VIREMENT' }, 'payment'),
    ).toBe(true);
    expect(isDraftComplete(event, { choix: 'NUMERAIRE', option: null, modePaiement: null }, 'payment')).toBe(
      true,
    );
  });
});
