import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text.ts';
import { sealPdf, toPdfLiteral } from './pdf-seal.ts';
import { stampPdf } from './pdf-stamp.ts';
import { makeSealingKey } from './sealing-certificate.ts';
import { makeFormPdf, makeLockedPdf, makePdf, makeSignatureImage } from './signing-pdf.fixtures.ts';
import type { SealingKey } from './signing-pdf.types.ts';

const run = promisify(execFile);
let folder: string;
let key: SealingKey;
const info = {
  reason: 'Signed by Zoë Ó Súilleabháin (client)',
  name: 'Hughes Wealth',
  location: 'London',
  contactInfo: 'office@hughes.example',
};

/** What Debian's pdfsig (poppler) says of a PDF's signatures. */
async function pdfsig(pdf: Uint8Array): Promise<string> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return stdout;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'advice-seal-'));
  key = await makeSealingKey('Hughes & Ó Súilleabháin Wealth');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('sealPdf', () => {
  it('seals a stamped PDF so pdfsig reports the whole document signed and the signature valid', async () => {
    const image = await makeSignatureImage('png');
    const stamped = await stampPdf(await makeFormPdf('PN-42'), [
      { page: 1, kind: 'signature', image, x: 0.1, y: 0.5, width: 0.3, height: 0.1 },
      { page: 1, kind: 'text', text: 'Łukasz Nowak', x: 0.1, y: 0.65, width: 0.4, height: 0.04 },
    ]);
    const report = await pdfsig(await sealPdf(stamped, key, info));
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Hughes & Ó Súilleabháin Wealth document seal');
  });

  it('keeps the pages and their content', async () => {
    const stamped = await stampPdf(await makePdf([{}, {}]), [
      { page: 2, kind: 'text', text: 'Łukasz Nowak', x: 0.1, y: 0.1, width: 0.4, height: 0.04 },
    ]);
    const sealed = await sealPdf(stamped, key, info);
    const { pages, text } = await pdfText(sealed);
    expect(pages).toBe(2);
    expect(text).toContain('Łukasz Nowak');
  });

  it('fails verification when one byte inside the signed range changes', async () => {
    const sealed = await sealPdf(await makePdf([{}]), key, info);
    expect(await pdfsig(sealed)).toContain('Signature is Valid.');
    // The page's height in its MediaBox: still a well-formed PDF, one digit different.
    const at = Buffer.from(sealed).indexOf('841.89');
    expect(at).toBeGreaterThan(0);
    const changed = new Uint8Array(sealed);
    changed[at + 5] = '8'.charCodeAt(0);
    const report = await pdfsig(changed);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toContain('Signature Validation: Digest Mismatch.');
  });

  it('seals a PDF that came with an owner password once stamped', async () => {
    const stamped = await stampPdf(await makeLockedPdf('', 'owner-secret'), []);
    expect(await pdfsig(await sealPdf(stamped, key, info))).toContain('Signature is Valid.');
  });

  it('writes the reason, name and place into the signature, whatever characters they hold', async () => {
    const sealed = await sealPdf(await makePdf([{}]), key, {
      reason: 'Signed (all three) \\ done',
      name: 'Łukasz’s practice',
      location: 'Kraków',
    });
    const text = Buffer.from(sealed).toString('latin1');
    expect(text).toContain('/Reason (Signed \\(all three\\) \\\\ done)');
    expect(text).toContain(`/Name (Lukasz's practice)`);
    expect(text).toContain(`/Location (${Buffer.from('Kraków', 'latin1').toString('latin1')})`);
    expect(await pdfsig(sealed)).toContain('Signature is Valid.');
  });

  it('refuses a key whose passphrase is wrong', async () => {
    await expect(sealPdf(await makePdf([{}]), { ...key, passphrase: 'not it' }, info)).rejects.toThrow();
  });
});

describe('toPdfLiteral', () => {
  it.each([
    ['Zoë Ó Súilleabháin', 'Zoë Ó Súilleabháin'],
    ['Łukasz', 'Lukasz'],
    ['Smith (Wealth) \\ Co', 'Smith \\(Wealth\\) \\\\ Co'],
    ['“Quoted” – dash', '"Quoted" - dash'],
    ['李', '?'],
  ])('writes %s as %s', (text, literal) => {
    expect(toPdfLiteral(text)).toBe(literal);
  });
});
