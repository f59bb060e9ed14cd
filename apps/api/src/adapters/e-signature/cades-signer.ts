import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import type { TP12 } from './demo-certificate';

const { asn1 } = forge;
/** id-aa-signingCertificateV2 (RFC 5035), required by PAdES baseline signatures. */
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

function signingCertificateV2(cert: forge.pki.Certificate) {
  const der = asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const hash = forge.md.sha256.create().update(der).digest().getBytes();
  const seq = (value: forge.asn1.Asn1[]) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
  // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash } } (hash algorithm: sha256 by default).
  const value = seq([seq([seq([asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, hash)])])]);
  return seq([
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SIGNING_CERTIFICATE_V2).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [value]),
  ]);
}

/**
 * CAdES detached signature (ETSI.CAdES.detached) of a PDF's byte ranges with a PKCS#12 key: signed
 * attributes content-type, message-digest and signing-certificate-v2, no signing-time (PAdES takes
 * the time from the signature dictionary), SHA-256 with RSA.
 */
export class CadesP12Signer extends Signer {
  constructor(private readonly bundle: TP12) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      asn1.fromDer(Buffer.from(this.bundle.p12).toString('binary')),
      false,
      this.bundle.passphrase,
    );
    const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
    const certBag = forge.pki.oids.certBag!;
    const key = p12.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
    const certs = (p12.getBags({ bagType: certBag })[certBag] ?? [])
      .map((bag: forge.pkcs12.Bag) => bag.cert)
      .filter((cert): cert is forge.pki.Certificate => !!cert);
    const cert = certs.find((candidate: forge.pki.Certificate) => {
      const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
      return key && publicKey.n.compareTo(key.n) === 0;
    });
    if (!key || !cert) throw new Error('the signing bundle has no key with its certificate');

    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const each of certs) p7.addCertificate(each);
    p7.addSigner({
      key,
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });

    // forge cannot encode signing-certificate-v2: add it to the signed attributes, then sign again.
    const signer = (p7 as unknown as { signers: { authenticatedAttributesAsn1: forge.asn1.Asn1 }[] })
      .signers[0]!;
    const attributes = signer.authenticatedAttributesAsn1.value as forge.asn1.Asn1[];
    attributes.push(signingCertificateV2(cert));
    const set = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes);
    const digest = forge.md.sha256.create().update(asn1.toDer(set).getBytes());
    const signature = key.sign(digest);
    const info = (p7 as unknown as { signerInfos: forge.asn1.Asn1[] }).signerInfos[0]!;
    const parts = info.value as forge.asn1.Asn1[];
    parts[parts.length - 1] = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, signature);
    return Buffer.from(asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
