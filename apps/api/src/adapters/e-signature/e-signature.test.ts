import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createESignature } from './e-signature';

/** pdfsig's report; it exits non-zero for an untrusted (self-signed) certificate but still reports. */
function pdfsig(path: string): string {
  try {
    return execFileSync('pdfsig', [path], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('e-signature adapter, local transport', () => {
  it('makes the demo certificate once and signs a PDF in PAdES form that pdfsig verifies', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-esign-'));
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Convention');
    const signer = createESignature({ kind: 'local', dataDir });
    const meta = {
      name: 'Bruno Girard',
      reason: 'Convention de compte',
      location: 'France',
      contactInfo: '',
    };
    const signed = await signer.sign(await doc.save(), meta);
    expect(existsSync(join(dataDir, 'esign', 'demo-signer.p12'))).toBe(true);
    const path = join(dataDir, 'signed.pdf');
    writeFileSync(path, signed);
    const report = pdfsig(path);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Nomina demo signer');

    // One byte changed inside the signed range: the signature no longer holds.
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('/MediaBox');
    tampered[at + 1] = tampered[at + 1] === 0x4d ? 0x4e : 0x4d;
    writeFileSync(path, tampered);
    expect(pdfsig(path)).not.toContain('Signature is Valid.');
  });
});
