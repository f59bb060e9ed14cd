import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPKCS8, generateKeyPair } from 'jose';
import type { TConfig } from '../config/config';

/** The server's own secrets: the access-token key, the JWE private key and the bot-check key. */
export type TSecrets = { jwtSecret: string; jwePrivateKeyPem: string; altchaKey: string };

export async function generateSecrets(): Promise<TSecrets> {
  const { privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    jwePrivateKeyPem: await exportPKCS8(privateKey),
    altchaKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * Production takes its secrets from the environment (checked by loadConfig). Elsewhere they are
 * generated once and kept in DATA_DIR/secrets.json (mode 600) so sessions survive a restart.
 */
export async function loadSecrets(config: TConfig): Promise<TSecrets> {
  const file = join(config.dataDir, 'secrets.json');
  let stored: TSecrets | undefined;
  if (!config.isProduction) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as TSecrets;
    else {
      stored = await generateSecrets();
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  return {
    jwtSecret: config.JWT_SECRET ?? stored!.jwtSecret,
    jwePrivateKeyPem: config.JWE_PRIVATE_KEY ?? stored!.jwePrivateKeyPem,
    // In production the bot-check key is derived from the token secret rather than asked for.
    altchaKey:
      stored?.altchaKey ?? createHmac('sha256', config.JWT_SECRET!).update('altcha').digest('base64url'),
  };
}
