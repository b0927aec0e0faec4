import { describe, expect, it } from 'vitest';
import { documentRequestBody, documentRequestProgressOf } from './document-requests.ts';
import { maskedEmailOf, sharedDocumentVerifyBody, shareLinkBody, shareLinkExpiryOf, shareLinkStatusOf } from './vault-links.ts';

const now = new Date('2026-04-01T12:00:00Z');

describe('a share link’s status', () => {
  it.each([
    ['active until its expiry', { expiresAt: new Date('2026-04-01T12:00:01Z'), revokedAt: null }, 'active'],
    ['expired at its expiry, to the millisecond', { expiresAt: now, revokedAt: null }, 'expired'],
    ['revoked, even once expired', { expiresAt: new Date('2026-03-01T00:00:00Z'), revokedAt: new Date('2026-02-01T00:00:00Z') }, 'revoked'],
  ] as const)('%s', (_title, link, status) => {
    expect(shareLinkStatusOf(link, now)).toBe(status);
  });

  it('expires the chosen number of whole days after it is made', () => {
    expect(shareLinkExpiryOf(7, now).toISOString()).toBe('2026-04-08T12:00:00.000Z');
  });
});

describe('a share link’s fields', () => {
  const body = { recipient_name: ' Jo Bloggs ', recipient_email: 'Jo@Law.Example', expires_in_days: '30' };
  it('takes 1 to 30 days and a lower-cased address', () => {
    expect(shareLinkBody.parse(body)).toEqual({ recipient_name: 'Jo Bloggs', recipient_email: 'jo@law.example', expires_in_days: 30 });
    expect(shareLinkBody.safeParse({ ...body, expires_in_days: 1 }).success).toBe(true);
  });
  it.each([0, 31, 2.5])('refuses %s days', (days) => {
    expect(shareLinkBody.safeParse({ ...body, expires_in_days: days }).success).toBe(false);
  });
  it('forgives spaces in a passcode and refuses anything but its six digits', () => {
    expect(sharedDocumentVerifyBody.parse({ passcode: ' 123 456 ' })).toEqual({ passcode: '123456' });
    for (const passcode of ['12345', '1234567', '12a456', '']) expect(sharedDocumentVerifyBody.safeParse({ passcode }).success).toBe(false);
  });
  it('masks the address the passcode goes to', () => {
    expect(maskedEmailOf('jo@law.example')).toBe('j•••@law.example');
    expect(maskedEmailOf('not-an-address')).toBe('•••');
  });
});

describe('a document request', () => {
  it('needs one to twenty documents, each required unless said otherwise', () => {
    expect(documentRequestBody.parse({ title: 'Review', items: [{ name: 'Passport' }] })).toEqual({
      title: 'Review',
      note: '',
      items: [{ name: 'Passport', is_required: true }],
    });
    expect(documentRequestBody.safeParse({ title: 'Review', items: [] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `Document ${index}` }));
    expect(documentRequestBody.safeParse({ title: 'Review', items: many }).success).toBe(false);
  });
  it('is complete once every required item is received, whatever the optional ones', () => {
    const items = [
      { is_required: true, status: 'received' },
      { is_required: false, status: 'pending' },
    ];
    expect(documentRequestProgressOf(items)).toEqual({ received: 1, isComplete: true });
    expect(documentRequestProgressOf([...items, { is_required: true, status: 'pending' }])).toEqual({ received: 1, isComplete: false });
  });
});
