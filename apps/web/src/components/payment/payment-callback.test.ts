import { describe, expect, it } from 'vitest';
import { readPaymentCallback, returnHref } from './payment-callback';

describe('payment-callback query', () => {
  it('reads success, refDemande, inBusinessDay, supervised and the route', () => {
    expect(
      readPaymentCallback(
        new URLSearchParams('success=true&refDemande=ACH-42&inBusinessDay=true&supervised=false'),
      ),
    ).toEqual({
      success: true,
      refDemande: 'ACH-42',
      inBusinessDay: true,
      supervised: false,
      route: 'operation_acheter',
    });
  });

  it('defaults refDemande to 1 and anything but true to false', () => {
    expect(readPaymentCallback(new URLSearchParams('success=false'))).toEqual({
      success: false,
      refDemande: '1',
      inBusinessDay: false,
      supervised: false,
      route: 'operation_acheter',
    });
  });

  it('goes back to the paid request’s screen, an unknown route to operation_acheter', () => {
    const ost = readPaymentCallback(new URLSearchParams('success=true&refDemande=OST102-AB&route=ost_ak'));
    expect(returnHref(ost)).toBe('/ost_ak?order_id=OST102-AB');
    expect(returnHref({ ...ost, success: false })).toBe('/ost_ak');
    const foreign = readPaymentCallback(
      new URLSearchParams('success=true&refDemande=X&route=//evil.example'),
    );
    expect(returnHref(foreign)).toBe('/operation_acheter?order_id=X');
    // Names every object inherits are not routes either.
    for (const inherited of ['toString', 'constructor', '__proto__'])
      expect(returnHref(readPaymentCallback(new URLSearchParams(`success=false&route=${inherited}`)))).toBe(
        '/operation_acheter',
      );
  });
});
