import { describe, expect, it } from 'vitest';
import { readPaymentCallback } from './payment-callback';

describe('payment-callback query', () => {
  it('reads success, refDemande, inBusinessDay and supervised', () => {
    expect(
      readPaymentCallback(
        new URLSearchParams('success=true&refDemande=ACH-42&inBusinessDay=true&supervised=false'),
      ),
    ).toEqual({ success: true, refDemande: 'ACH-42', inBusinessDay: true, supervised: false });
  });

  it('defaults refDemande to 1 and anything but true to false', () => {
    expect(readPaymentCallback(new URLSearchParams('success=false'))).toEqual({
      success: false,
      refDemande: '1',
      inBusinessDay: false,
      supervised: false,
    });
  });
});
