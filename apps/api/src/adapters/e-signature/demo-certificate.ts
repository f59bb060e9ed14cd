import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import forge from 'node-forge';

/** A PKCS#12 bundle: the signer's key and certificate, with its passphrase. */
export type TP12 = { p12: Uint8Array; passphrase: string };

/**
 * Makes a self-signed signing certificate (RSA 2048, SHA-256, ten years, key usage for document
 * signatures) as a PKCS#12 bundle. Local default only: a real provider's certificate chains to a
 * qualified trust service.
 */
export function createDemoCertificate(commonName: string): TP12 {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Nomina (demo)' },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/** The demo certificate kept in `path` (and its passphrase beside it), made at first start. */
export async function loadOrCreateDemoCertificate(path: string, commonName: string): Promise<TP12> {
  try {
    const [p12, passphrase] = await Promise.all([readFile(path), readFile(`${path}.pass`, 'utf8')]);
    return { p12: new Uint8Array(p12), passphrase: passphrase.trim() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = createDemoCertificate(commonName);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.pass`, created.passphrase, { mode: 0o600 });
  await writeFile(path, created.p12, { mode: 0o600 });
  return created;
}
