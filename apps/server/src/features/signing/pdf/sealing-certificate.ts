import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { SealingKey } from './signing-pdf.types.ts';

const { asn1, pki } = forge;

const generateRsaKeyPair = promisify(generateKeyPair);

/** X.520's upper bound on a common name and an organisation name, in characters. */
const nameMax = 64;
const sealSuffix = ' document seal';
const validYears = 10;

/** A name as an X.509 UTF8String (forge writes a PrintableString otherwise, which cannot hold "Ó"). */
function utf8Name(shortName: 'CN' | 'O', value: string): forge.pki.CertificateField {
  return { shortName, value, valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class };
}

/** At most `max` characters (whole code points), cut at the last whole word where there is one. */
function clip(text: string, max: number): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max + 1).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : characters.slice(0, max).join('')).trim();
}

/**
 * A practice's own sealing identity: an RSA 2048 key (made by node:crypto, in a fraction of the time
 * node-forge's JavaScript takes), a self-signed certificate named for the practice ("<practice> document
 * seal"), valid for ten years, for signatures and non-repudiation only, packed as a PKCS#12 under a random
 * passphrase.
 */
export async function makeSealingKey(practiceName: string): Promise<SealingKey> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = pki.privateKeyFromPem(privateKey);
  const certificate = pki.createCertificate();
  certificate.publicKey = pki.publicKeyFromPem(publicKey);
  // A positive serial of 16 random bytes (the high bit cleared, the first byte never zero).
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  certificate.serialNumber = serial.toString('hex');
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + validYears);
  const organisation = clip(practiceName, nameMax) || 'Practice';
  const subject = [utf8Name('O', organisation), utf8Name('CN', `${clip(organisation, nameMax - sealSuffix.length)}${sealSuffix}`)];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: 'aes256' });
  return {
    p12: new Uint8Array(Buffer.from(asn1.toDer(p12).getBytes(), 'binary')),
    passphrase,
    certificatePem: pki.certificateToPem(certificate),
  };
}
