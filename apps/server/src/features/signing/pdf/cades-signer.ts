import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

const { asn1, pki } = forge;
type Asn1 = forge.asn1.Asn1;

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
};

const sequence = (items: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const nothing = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const tagged = (tag: number, items: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
const algorithm = (id: string) => sequence([oid(id), nothing()]);
const derOf = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: Asn1) => sequence([oid(type), set([value])]);

/** A sealing identity opened from its PKCS#12: the RSA key, its certificate and any others the file carries (its chain). */
export type SealingIdentity = { privateKeyPem: string; certificate: forge.pki.Certificate; others: forge.pki.Certificate[] };

/** Opens a PKCS#12; throws when the passphrase is wrong or it holds no RSA key with its certificate. */
export function openSealingIdentity(p12: Uint8Array, passphrase: string): SealingIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(Buffer.from(p12).toString('binary')), false, passphrase);
  const bagsOf = (type: string) => parsed.getBags({ bagType: type })[type] ?? [];
  const key = [...bagsOf(oids.shroudedKeyBag), ...bagsOf(oids.keyBag)].find((bag) => bag.key)?.key;
  if (!key?.n) throw new Error('The PKCS#12 holds no RSA private key.');
  const certificates = bagsOf(oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = certificates.find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!certificate) throw new Error('The PKCS#12 holds no certificate for its private key.');
  return { privateKeyPem: pki.privateKeyToPem(key), certificate, others: certificates.filter((cert) => cert !== certificate) };
}

/** The certificate's issuer and serial number as its own DER has them (not re-encoded). */
function issuerAndSerialOf(certificate: forge.pki.Certificate): { issuer: Asn1; serial: Asn1 } {
  const fields = (certificate.tbsCertificate.value as Asn1[]) ?? [];
  const first = fields[0];
  const offset = first && first.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  if (!serial || !issuer) throw new Error('The sealing certificate cannot be read.');
  return { issuer, serial };
}

/** ESS signing-certificate-v2: names the certificate by its SHA-256, issuer and serial, so it cannot be swapped. */
function signingCertificateV2(certificate: forge.pki.Certificate, certificateDer: Buffer): Asn1 {
  const { issuer, serial } = issuerAndSerialOf(certificate);
  const hash = createHash('sha256').update(certificateDer).digest();
  const issuerSerial = sequence([sequence([tagged(4, [issuer])]), serial]);
  return sequence([sequence([sequence([octets(hash), issuerSerial])])]);
}

/**
 * A CAdES detached signature (CMS SignedData) for a PAdES seal (`ETSI.CAdES.detached`), as PAdES baseline B
 * asks: the signed attributes are the content type, the message digest and the signing certificate (v2);
 * the signing time is the PDF signature's own /M, so it is left out here. RSA with SHA-256.
 */
export class CadesSigner extends Signer {
  readonly #identity: SealingIdentity;

  constructor(identity: SealingIdentity) {
    super();
    this.#identity = identity;
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { certificate, others, privateKeyPem } = this.#identity;
    const certificateDer = derOf(pki.certificateToAsn1(certificate));
    const attributes = [
      attribute(oids.contentType, oid(oids.data)),
      attribute(oids.messageDigest, octets(createHash('sha256').update(content).digest())),
      attribute(oids.signingCertificateV2, signingCertificateV2(certificate, certificateDer)),
    ]
      .map(derOf)
      .sort(Buffer.compare)
      .map((der) => asn1.fromDer(der.toString('binary')));
    // What is signed is the attributes as a DER SET OF (sorted above); the SignerInfo carries them tagged [0].
    const signature = sign('sha256', derOf(set(attributes)), privateKeyPem);
    const { issuer, serial } = issuerAndSerialOf(certificate);
    const signerInfo = sequence([
      integer(1),
      sequence([issuer, serial]),
      algorithm(oids.sha256),
      tagged(0, attributes),
      algorithm(oids.rsaEncryption),
      octets(signature),
    ]);
    const signedData = sequence([
      integer(1),
      set([algorithm(oids.sha256)]),
      sequence([oid(oids.data)]),
      tagged(
        0,
        [certificate, ...others].map((cert) => pki.certificateToAsn1(cert)),
      ),
      set([signerInfo]),
    ]);
    return derOf(sequence([oid(oids.signedData), tagged(0, [signedData])]));
  }
}
