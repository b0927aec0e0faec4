import { describe, expect, it } from 'vitest';
import { isPhoneNumber, maskedPhoneOf, phoneNumberMessage, textablePhoneOf } from './signing.phone.ts';
import { type DraftToCheck, draftProblemsOf, envelopeDraftBody, phoneProblemsOf, signingMessages } from './signing.ts';

describe('a number a passcode can be texted to', () => {
  it.each<[string, boolean]>([
    ['+44 7700 900123', true],
    ['07700900123', true],
    ['1234567', true],
    ['+123456789012345', true],
    ['123456', false],
    ['+1234567890123456', false],
    ['07700-900123', false],
    ['+44 (0)7700 900123', false],
    ['44+7700900123', false],
    ['', false],
  ])('“%s” as typed is one: %s (7 to 15 digits, spaces and a + in front only)', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it('takes an account’s number as a text can reach it, or none', () => {
    expect(textablePhoneOf(' +44 (0)7700-900 123 ')).toBe('+4407700900123');
    expect(textablePhoneOf('020 7946 0000')).toBe('02079460000');
    expect(textablePhoneOf('020 79')).toBeNull();
    expect(textablePhoneOf('')).toBeNull();
    expect(textablePhoneOf(null)).toBeNull();
  });

  it('shows only the last four digits', () => {
    expect(maskedPhoneOf('+447700900123')).toBe('•••• 0123');
  });

  it('refuses a partner’s number outside the rule in the draft body, at the number', () => {
    const parsed = envelopeDraftBody.safeParse({
      signers: [{ role: 'partner', name: 'Sam', email: 's@example.test', phone: '0770-0900' }],
      placements: [],
      reminder_every_days: 0,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('/'), issue.message])).toEqual([['signers/0/phone', phoneNumberMessage]]);
    expect(envelopeDraftBody.parse({ signers: [], placements: [], reminder_every_days: 0 }).passcode_channel).toBe('email');
  });
});

describe('spec 1 §5: a number for each signer when the passcode goes by text', () => {
  const body = (overrides: Partial<DraftToCheck>): DraftToCheck => ({
    engine: 'embedded',
    signers: [{ role: 'client' }, { role: 'partner', name: 'Sam', email: 's@example.test' }, { role: 'adviser' }],
    placements: [],
    reminder_every_days: 0,
    require_passcode: true,
    passcode_channel: 'phone',
    message: '',
    ...overrides,
  });

  it('asks for the partner’s in the draft and the others’ on their accounts, where known', () => {
    expect(phoneProblemsOf(body({}), { client: null, adviser: '+44 7700 900123' })).toEqual([
      { pointer: '/signers/0', message: signingMessages['signing.clientPhoneNeeded'] },
      { pointer: '/signers/1/phone', message: signingMessages['signing.partnerPhoneNeeded'] },
    ]);
    expect(phoneProblemsOf(body({}), { adviser: '12' })).toEqual([
      { pointer: '/signers/1/phone', message: signingMessages['signing.partnerPhoneNeeded'] },
      { pointer: '/signers/2', message: signingMessages['signing.adviserPhoneNeeded'] },
    ]);
  });

  it('asks for none by e-mail, without a passcode, or for an engine with no channel (DocuSign)', () => {
    const none = { client: null, adviser: null };
    expect(phoneProblemsOf(body({ passcode_channel: 'email' }), none)).toEqual([]);
    expect(phoneProblemsOf(body({ require_passcode: false }), none)).toEqual([]);
    const { passcode_channel: _channel, ...docusign } = body({});
    expect(phoneProblemsOf(docusign, none)).toEqual([]);
  });

  it('is among the draft’s problems', () => {
    const problems = draftProblemsOf(body({ signers: [{ role: 'client' }] }), 1, { client: null });
    expect(problems).toContainEqual({ pointer: '/signers/0', message: signingMessages['signing.clientPhoneNeeded'] });
  });
});
