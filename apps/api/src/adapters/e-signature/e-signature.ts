import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { CadesP12Signer } from './cades-signer';
import { loadOrCreateDemoCertificate, type TP12 } from './demo-certificate';

/** Who signs and why, written into the signature dictionary. */
export type TSignatureMeta = { name: string; reason: string; location: string; contactInfo: string };

/**
 * The e-signature adapter: a PAdES signature (ETSI.CAdES.detached) over the whole PDF. Transport
 * chosen by ESIGN_PROVIDER: `local` (default) signs with a demo certificate made at first start
 * in DATA_DIR/esign; `p12` signs with the PKCS#12 at ESIGN_P12_PATH (ESIGN_P12_PASSPHRASE), e.g.
 * a certificate issued by a qualified trust service.
 */
export type TESignature = {
  kind: 'local' | 'p12';
  sign: (pdf: Uint8Array, meta: TSignatureMeta) => Promise<Uint8Array>;
};

export type TESignatureOptions =
  { kind: 'local'; dataDir: string } | { kind: 'p12'; path: string; passphrase: string };

async function bundleOf(options: TESignatureOptions): Promise<TP12> {
  if (options.kind === 'p12')
    return { p12: new Uint8Array(await readFile(options.path)), passphrase: options.passphrase };
  return loadOrCreateDemoCertificate(join(options.dataDir, 'esign', 'demo-signer.p12'), 'Nomina demo signer');
}

export function createESignature(options: TESignatureOptions): TESignature {
  let bundle: Promise<TP12> | null = null;
  return {
    kind: options.kind,
    async sign(pdf, meta) {
      bundle ??= bundleOf(options);
      // pdf-lib is loaded with the first signature, not with the server.
      const [{ PDFDocument }, { pdflibAddPlaceholder }] = await Promise.all([
        import('pdf-lib'),
        import('@signpdf/placeholder-pdf-lib'),
      ]);
      const doc = await PDFDocument.load(pdf);
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: meta.reason,
        contactInfo: meta.contactInfo,
        name: meta.name,
        location: meta.location,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        signatureLength: 16_384,
        appName: 'Nomina',
      });
      const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
      const signed = await new SignPdf().sign(prepared, new CadesP12Signer(await bundle));
      return new Uint8Array(signed);
    },
  };
}
