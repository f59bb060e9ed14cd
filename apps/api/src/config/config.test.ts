import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('in production, wants the parties that move money named, even as their local stand-ins', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), JWE_PRIVATE_KEY: 'PRIVATE KEY' };
    expect(() => loadConfig(production)).toThrow(
      /PAYMENT_PROVIDER: required in production[\s\S]*OPEN_BANKING_PROVIDER[\s\S]*EXECUTION_VENUE/,
    );
    const named = {
      ...production,
      PAYMENT_PROVIDER: 'sandbox',
      OPEN_BANKING_PROVIDER: 'sandbox',
      EXECUTION_VENUE: 'local',
    };
    expect(loadConfig(named).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
