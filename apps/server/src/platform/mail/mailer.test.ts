import { describe, expect, it } from 'vitest';
import { senderFor } from './mailer.ts';

const platform = 'Advice Portal <no-reply@advice.localhost>';

describe('who a mail comes from', () => {
  it('platform mail keeps the platform sender', () => {
    expect(senderFor(undefined, platform)).toEqual({ from: platform, replyTo: null });
  });

  it("a practice's mail carries its name on the platform address until it sets its own sender", () => {
    expect(senderFor({ name: 'Demo Practice', settings: {} }, platform)).toEqual({
      from: '"Demo Practice" <no-reply@advice.localhost>',
      replyTo: null,
    });
  });

  it('signs with the trading name once the practice sets one', () => {
    expect(senderFor({ name: 'Demo Practice', settings: { tradingName: 'Harbour Wealth Partners' } }, platform).from).toBe(
      '"Harbour Wealth Partners" <no-reply@advice.localhost>',
    );
  });

  it('uses the sender name, address and reply-to from practice settings', () => {
    const settings = { emailSenderName: 'Hughes & Co Advice', emailSender: 'hello@hughes.example', replyTo: 'team@hughes.example' };
    expect(senderFor({ name: 'Demo Practice', settings }, platform)).toEqual({
      from: '"Hughes & Co Advice" <hello@hughes.example>',
      replyTo: 'team@hughes.example',
    });
  });

  it('strips characters that would break the address header out of the display name', () => {
    expect(senderFor({ name: 'Evil "Practice" <x>\r\nBcc: a@b.c', settings: {} }, platform).from).toBe(
      '"Evil Practice xBcc: a@b.c" <no-reply@advice.localhost>',
    );
  });
});
