import { type Placement, signingMessages } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  keptInPage,
  movedBy,
  newDraft,
  newPlacement,
  problemsByTarget,
  problemsOf,
  reordered,
  resizedBy,
  type SigningDraft,
} from './prepare-signing-draft.ts';

const field = (overrides: Partial<Placement> = {}): Placement => ({
  id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01',
  signer: 'client',
  type: 'addSignaturePlaceholder',
  page: 1,
  x: 0.35,
  y: 0.47,
  width: 0.3,
  height: 0.06,
  label: '',
  required: true,
  ...overrides,
});

describe('moving and resizing a field', () => {
  it('keeps a field inside its page when moved past an edge', () => {
    expect(movedBy(field(), 1, 1)).toMatchObject({ x: 0.7, y: 0.94 });
    expect(movedBy(field(), -1, -1)).toMatchObject({ x: 0, y: 0 });
  });

  it('rounds fractions to four places, so one step right of 0.35 is 0.36', () => {
    expect(movedBy(field(), 0.01, 0).x).toBe(0.36);
  });

  it('resizes from the bottom-right corner, stopping at the page’s edge and at the smallest size', () => {
    expect(resizedBy(field({ x: 0.6 }), 0.5, 0)).toMatchObject({ x: 0.6, width: 0.4 });
    expect(resizedBy(field(), -1, -1)).toMatchObject({ width: 0.01, height: 0.01, x: 0.35, y: 0.47 });
  });

  it('pulls a field wider than the page back inside it', () => {
    expect(keptInPage(field({ x: 0.9, width: 2 }))).toMatchObject({ x: 0, width: 1 });
  });
});

describe('a new field', () => {
  const base = { id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a02', signer: 'adviser' as const, page: 1, label: '', required: true };

  it('is a signature 30% of the page wide and 6% high, centred on what is in view', () => {
    expect(newPlacement([], { ...base, type: 'addSignaturePlaceholder' }, 0.25)).toMatchObject({
      x: 0.35,
      y: 0.22,
      width: 0.3,
      height: 0.06,
    });
  });

  it('moves down past the fields it would cover', () => {
    const below = field({ id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a04', y: 0.54 });
    expect(newPlacement([field(), below], { ...base, type: 'addSignaturePlaceholder' }).y).toBe(0.61);
  });

  it('may cover a field on another page', () => {
    expect(newPlacement([field({ page: 2 })], { ...base, type: 'addSignaturePlaceholder' }).y).toBe(0.47);
  });

  it('starts again from the top when the rest of the page is taken', () => {
    expect(newPlacement([field({ y: 0.9, height: 0.1 })], { ...base, type: 'addSignaturePlaceholder' }, 0.95).y).toBe(0);
  });

  it('stays on the page when what is in view is its very bottom', () => {
    expect(newPlacement([], { ...base, type: 'addTextPlaceholder' }, 1)).toMatchObject({ y: 0.96, height: 0.04 });
  });
});

describe('the draft’s problems', () => {
  const draft = (overrides: Partial<SigningDraft>): SigningDraft => ({ ...newDraft(), ...overrides });

  it('names each signer without a signature field, by role', () => {
    const problems = problemsOf(draft({ placements: [field()] }), 2);
    expect(problemsByTarget(problems, draft({ placements: [field()] }))).toEqual(
      new Map([['signer:adviser', [signingMessages['signing.signerWithoutSignature']]]]),
    );
  });

  it('puts a field on a page the document lacks beside that field', () => {
    const withField = draft({ placements: [field({ page: 3 }), field({ id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a03', signer: 'adviser' })] });
    expect(problemsByTarget(problemsOf(withField, 2), withField).get('field:5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01')).toEqual([
      signingMessages['signing.placementPage'],
    ]);
  });

  it.each([
    ['', true],
    ['-1', true],
    ['31', true],
    ['1.5', true],
    ['0', false],
    ['30', false],
  ])('reminders every “%s” days: refused is %s, with the domain’s message', (days, isRefused) => {
    const problems = problemsOf(
      draft({ reminderDays: days, signers: [{ role: 'client', name: '', email: '', phone: '' }], placements: [field()] }),
      1,
    );
    expect(problems).toEqual(isRefused ? [{ pointer: '/reminder_every_days', message: signingMessages['signing.reminderDays'] }] : []);
  });

  it('asks for the partner’s name and address, and sends them for the partner only', () => {
    const withPartner = draft({ signers: [...newDraft().signers, { role: 'partner', name: ' Amelia Bennett ', email: '', phone: '' }] });
    expect(problemsByTarget(problemsOf(withPartner, 1), withPartner).get('signer:partner')).toContain(
      signingMessages['signing.partnerNeeded'],
    );
    expect(bodyOf(withPartner).signers).toEqual([
      { role: 'client' },
      { role: 'adviser' },
      { role: 'partner', name: 'Amelia Bennett', email: '' },
    ]);
  });
});

describe('a passcode by text message (spec 1 §5: each signer needs a number)', () => {
  const draft = (overrides: Partial<SigningDraft>): SigningDraft => ({ ...newDraft(), ...overrides });
  const byText = (signers: SigningDraft['signers']) =>
    draft({
      signers,
      requirePasscode: true,
      passcodeChannel: 'phone',
      placements: signers.map((signer, index) => field({ id: `5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4b0${index}`, signer: signer.role })),
    });
  const partner = (phone: string) => ({ role: 'partner' as const, name: 'Amelia Bennett', email: 'amelia@example.test', phone });

  it('asks for the partner’s mobile beside them, and sends it only for the partner, with the channel', () => {
    const missing = byText([...newDraft().signers, partner('')]);
    expect(problemsByTarget(problemsOf(missing, 1), missing).get('signer:partner')).toEqual([
      signingMessages['signing.partnerPhoneNeeded'],
    ]);
    const given = byText([...newDraft().signers, partner(' +44 7700 900123 ')]);
    expect(problemsOf(given, 1)).toEqual([]);
    expect(bodyOf(given)).toMatchObject({
      require_passcode: true,
      passcode_channel: 'phone',
      signers: [
        { role: 'client' },
        { role: 'adviser' },
        { role: 'partner', name: 'Amelia Bennett', email: 'amelia@example.test', phone: '+44 7700 900123' },
      ],
    });
  });

  it.each([['07700-900123'], ['+44 (0)7700 900123'], ['12345'], ['+1234567890123456']])(
    'refuses the partner’s number “%s” with the domain’s rule, whatever the channel',
    (phone) => {
      const typed = draft({ ...byText([partner(phone)]), passcodeChannel: 'email' });
      const problems = problemsByTarget(problemsOf(typed, 1), typed).get('signer:partner') ?? [];
      expect(problems.join(' ')).toMatch(/^Enter a mobile number of 7 to 15 digits/u);
    },
  );

  it('names the client or adviser without a number on their account, where the page knows it; by e-mail nobody needs one', () => {
    const both = byText(newDraft().signers);
    const grouped = problemsByTarget(problemsOf(both, 1, { client: null, adviser: '020 7946 0000' }), both);
    expect(grouped.get('signer:client')).toEqual([signingMessages['signing.clientPhoneNeeded']]);
    expect(grouped.get('signer:adviser')).toBeUndefined();
    expect(problemsOf(both, 1, {})).toEqual([]);
    expect(problemsOf(draft({ ...both, passcodeChannel: 'email' }), 1, { client: null, adviser: null })).toEqual([]);
    expect(problemsOf(draft({ ...both, requirePasscode: false }), 1, { client: null, adviser: null })).toEqual([]);
  });

  it('shows the server’s refusal of the channel beside the choice', () => {
    const both = byText(newDraft().signers);
    const grouped = problemsByTarget([{ pointer: '/passcode_channel', message: signingMessages['signing.textsUnavailable'] }], both);
    expect(grouped.get('passcode')).toEqual([signingMessages['signing.textsUnavailable']]);
  });
});

describe('the signing order', () => {
  it('moves a signer earlier or later, and not past either end', () => {
    const signers = newDraft().signers;
    expect(reordered(signers, 1, -1).map((s) => s.role)).toEqual(['adviser', 'client']);
    expect(reordered(signers, 1, 1).map((s) => s.role)).toEqual(['client', 'adviser']);
  });
});
