import { describe, expect, it } from 'vitest';
import { logUrl } from './log-url';

describe('the address a log keeps', () => {
  it('keeps the path and the query names, never their values', () => {
    expect(logUrl('/api/v1/auth/forgot/verify-token?sd=s3cr3t-link')).toBe(
      '/api/v1/auth/forgot/verify-token?sd=…',
    );
    expect(logUrl('/api/v1/external/vialink/controls?token=k3y&useCase=onboarding&email=a%40b.fr')).toBe(
      '/api/v1/external/vialink/controls?token=…&useCase=…&email=…',
    );
    expect(logUrl('/api/v1/health')).toBe('/api/v1/health');
  });
});
