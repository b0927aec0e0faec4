import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text.ts';
import { formatLondonTime, renderSigningCertificate } from './signing-certificate.pdf.ts';
import { makeSignatureImage } from './signing-pdf.fixtures.ts';
import type { CertificateFacts } from './signing-pdf.types.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function factsOf(overrides: Partial<CertificateFacts> = {}): CertificateFacts {
  const at = (iso: string) => new Date(iso);
  return {
    practiceName: 'Hughes & Ó Súilleabháin Wealth',
    branding: { accent: '#0b5d4b', logo: null },
    documentName: 'Suitability report – Zoë.pdf',
    envelopeId: '7d0e4a0c-7a5b-4a55-9b1e-2f6f3f7d6a11',
    originalSha256: sha('original'),
    signedSha256: sha('signed'),
    completedAt: at('2026-11-25T15:04:00Z'),
    signers: [
      { name: 'Zoë Ó Súilleabháin', role: 'client', email: 'zoe@example.com', signedAt: at('2026-11-25T14:58:00Z') },
      { name: 'Łukasz Nowak', role: 'partner', email: 'lukasz@example.com', signedAt: at('2026-11-25T15:01:00Z') },
    ],
    events: [
      {
        kind: 'sent',
        at: at('2026-11-24T10:02:00Z'),
        actorName: 'Charlotte Hughes',
        ip: '203.0.113.7',
        userAgent: windows,
        sha256Before: null,
        sha256After: null,
      },
      {
        kind: 'reminder_sent',
        at: at('2026-11-25T09:00:00Z'),
        actorName: null,
        ip: null,
        userAgent: null,
        sha256Before: null,
        sha256After: null,
      },
      {
        kind: 'signed',
        at: at('2026-11-25T14:58:00Z'),
        actorName: 'Zoë Ó Súilleabháin',
        ip: '198.51.100.23',
        userAgent: iphone,
        sha256Before: sha('original'),
        sha256After: sha('half signed'),
      },
      {
        kind: 'completed',
        at: at('2026-11-25T15:04:00Z'),
        actorName: null,
        ip: null,
        userAgent: null,
        sha256Before: sha('original'),
        sha256After: sha('signed'),
      },
    ],
    ...overrides,
  };
}

describe('renderSigningCertificate', () => {
  it('lists the practice, the document, its reference and both fingerprints', async () => {
    const facts = factsOf();
    const { text } = await pdfText(await renderSigningCertificate(facts));
    expect(text).toContain('Signing certificate');
    expect(text).toContain('Hughes & Ó Súilleabháin Wealth');
    expect(text).toContain('Suitability report – Zoë.pdf');
    expect(text).toContain(facts.envelopeId);
    expect(text).toContain(`Original document SHA-256 ${facts.originalSha256}`);
    expect(text).toContain(`Signed document SHA-256 ${facts.signedSha256}`);
    expect(text).toContain('Completed November 25, 2026, 3:04 pm GMT');
  });

  it('lists each signer with their role in words, e-mail and when they signed', async () => {
    const { text } = await pdfText(await renderSigningCertificate(factsOf()));
    const plain = text.replace(/\u200b/gu, '');
    expect(plain).toContain('Zoë Ó Súilleabháin Client zoe@example.com November 25, 2026 2:58 pm GMT');
    expect(plain).toContain('Łukasz Nowak Partner lukasz@example.com November 25, 2026 3:01 pm GMT');
  });

  it('lists each event in words with when, who, the IP address, the device, and the fingerprints where the document changed', async () => {
    const { text } = await pdfText(await renderSigningCertificate(factsOf()));
    expect(text).toContain('Sent for signature November 24, 2026 10:02 am GMT Charlotte Hughes 203.0.113.7 Chrome 131 on Windows');
    expect(text).toContain('Reminder sent November 25, 2026 9:00 am GMT Automatic');
    expect(text).toContain('Signed November 25, 2026 2:58 pm GMT Zoë Ó Súilleabháin 198.51.100.23 Safari 18 on iPhone');
    expect(text).toContain(`SHA-256 before ${sha('original')} SHA-256 after ${sha('half signed')}`);
    expect(text).toContain(`Completed and sealed November 25, 2026 3:04 pm GMT Automatic`);
    // An event that did not change the document shows no fingerprints.
    expect(text.match(/SHA-256 before/gu)).toHaveLength(2);
  });

  it('draws the practice’s logo, and still renders without one or with a file that is not an image', async () => {
    const logo = await makeSignatureImage('png', 240, 80);
    for (const branding of [
      { accent: '#f2c94c', logo },
      { accent: null, logo: null },
      { accent: 'not a colour', logo: new TextEncoder().encode('<svg/>') },
    ]) {
      const { pages, text } = await pdfText(await renderSigningCertificate(factsOf({ branding })));
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain('Signing certificate');
    }
  });

  it('runs over as many pages as the record needs, each numbered', async () => {
    const [first] = factsOf().events;
    const events = Array.from({ length: 60 }, (_, index) => ({
      ...(first as CertificateFacts['events'][number]),
      at: new Date(Date.UTC(2026, 10, 1, 9, index)),
    }));
    const { pages, text } = await pdfText(await renderSigningCertificate(factsOf({ events })));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('formatLondonTime', () => {
  it.each([
    ['2026-11-25T15:04:00Z', 'November 25, 2026, 3:04 pm GMT'],
    ['2026-06-01T11:30:00Z', 'June 1, 2026, 12:30 pm BST'],
    ['2026-06-01T23:05:00Z', 'June 2, 2026, 12:05 am BST'],
    ['2026-01-09T00:00:00Z', 'January 9, 2026, 12:00 am GMT'],
  ])('writes %s as %s (London time, the zone named)', (iso, words) => {
    expect(formatLondonTime(new Date(iso))).toBe(words);
  });
});
