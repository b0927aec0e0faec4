import { describe, expect, it } from 'vitest';
import { type ClientRelation, type ClientSubject, can, clientRelations } from '../people/people.permissions.ts';
import { AppError } from '../shared/errors.ts';
import { verificationStatuses } from './identity.ts';
import { detailFieldsOf, verificationCreateBody, verificationDetailLabels, verificationDetailsSchema } from './verification.schemas.ts';
import {
  AuthorityUnavailableError,
  assertVerificationTransition,
  availableVerificationActions,
  isMobileUserAgent,
  NotSupportedError,
  type VerificationAction,
  verificationMachine,
} from './verification.ts';

const subject = (relation: ClientRelation): ClientSubject => ({ relation, rights: [] });
const actor = { role: 'adviser' as const, adminLevel: null, canRemoveClients: false };

function refusal(run: () => unknown): { status: number; detail: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, detail: error.detail };
  }
}

/** Every (status, action) pair and what it leads to for someone who may act at all. */
const table: [string, VerificationAction, string | 409][] = [
  ['in_progress', 'submit', 'submitted'],
  ['in_progress', 'complete', 409],
  ['in_progress', 'cancel', 'cancelled'],
  ['submitted', 'submit', 409],
  ['submitted', 'complete', 'completed'],
  ['submitted', 'cancel', 'cancelled'],
  ['completed', 'submit', 409],
  ['completed', 'complete', 409],
  ['completed', 'cancel', 409],
  ['cancelled', 'submit', 409],
  ['cancelled', 'complete', 409],
  ['cancelled', 'cancel', 409],
];

describe('the identity verification machine (spec 3 §4)', () => {
  it.each(table)('from %s, %s → %s', (from, action, outcome) => {
    const who = action === 'complete' ? subject('own') : subject('self');
    const run = () => assertVerificationTransition(from as never, action, who);
    if (outcome === 409) expect(refusal(run)?.status).toBe(409);
    else expect(run().to).toBe(outcome);
  });

  it('says why a finished verification cannot change, in words', () => {
    expect(refusal(() => assertVerificationTransition('cancelled', 'cancel', subject('self')))?.detail).toBe(
      'Verification is already cancelled',
    );
    expect(refusal(() => assertVerificationTransition('in_progress', 'complete', subject('own')))?.detail).toBe(
      "A verification that is in progress cannot be changed with 'Complete'.",
    );
  });

  it('lets exactly the relations of the permission table take each action', () => {
    const actionOf = { submit: 'verification.submit', complete: 'verification.complete', cancel: 'verification.cancel' } as const;
    for (const transition of verificationMachine.transitions) {
      for (const relation of clientRelations) {
        const isAllowed = can(actor, actionOf[transition.action], subject(relation));
        const check = refusal(() => assertVerificationTransition(transition.from, transition.action, subject(relation)));
        expect({ transition: `${transition.from} ${transition.action}`, relation, isAllowed }).toEqual({
          transition: `${transition.from} ${transition.action}`,
          relation,
          isAllowed: check === null,
        });
      }
    }
  });

  it('offers the client verifying or cancelling, the adviser completing or cancelling, the director nothing', () => {
    expect(availableVerificationActions('in_progress', subject('self'))).toEqual(['submit', 'cancel']);
    expect(availableVerificationActions('in_progress', subject('own'))).toEqual(['cancel']);
    expect(availableVerificationActions('submitted', subject('additional'))).toEqual(['complete', 'cancel']);
    expect(availableVerificationActions('submitted', subject('self'))).toEqual(['cancel']);
    for (const status of verificationStatuses) expect(availableVerificationActions(status, subject('director'))).toEqual([]);
    expect(availableVerificationActions('cancelled', subject('own'))).toEqual([]);
  });

  it('cancelling is irreversible and asks first; nothing leaves a completed or cancelled verification', () => {
    const cancels = verificationMachine.transitions.filter((t) => t.action === 'cancel');
    expect(cancels.every((t) => t.irreversible && t.confirm)).toBe(true);
    const finished: string[] = ['completed', 'cancelled'];
    expect(verificationMachine.transitions.filter((t) => finished.includes(t.from))).toEqual([]);
  });
});

describe('iAM Smart on a mobile device (spec 1 §8)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', false],
    ['', false],
  ])('%s → mobile %s', (userAgent, isMobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(isMobile);
  });

  it('is refused with the spec’s title and sentence', () => {
    const error = new NotSupportedError('iAM Smart is not supported on mobile devices.').toErrorObject();
    expect(error).toMatchObject({ status: '422', title: 'Not supported', detail: 'iAM Smart is not supported on mobile devices.' });
  });

  it('an authority that fails answers 503 with the spec’s sentence', () => {
    expect(new AuthorityUnavailableError().toErrorObject()).toMatchObject({
      status: '503',
      detail: 'We cannot process the verification at the moment. Please try again later.',
    });
  });
});

describe('verification requests and details', () => {
  it('needs an authority, says so, and takes an optional cover note', () => {
    const missing = verificationCreateBody.safeParse({ cover_note: 'Hello' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Choose Singpass or iAM Smart');
    expect(verificationCreateBody.parse({ authority: 'singpass' })).toEqual({ authority: 'singpass', cover_note: '' });
    expect(verificationCreateBody.safeParse({ authority: 'myinfo' }).success).toBe(false);
    expect(verificationCreateBody.safeParse({ authority: 'iamSmart', cover_note: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('keeps every field of spec 3 §3 for each authority, each with a label', () => {
    const singpass = verificationDetailsSchema.parse({
      authority: 'singpass',
      ...Object.fromEntries(
        [
          'uid',
          'name',
          'alias',
          'hanyu_pinyin_name',
          'hanyu_pinyin_alias',
          'married_name',
          'sex',
          'dob',
          'nationality',
          'country_of_birth',
          'address',
          'pass_type',
          'pass_status',
          'pass_expiry_date',
        ].map((key) => [key, 'x']),
      ),
    });
    expect(detailFieldsOf(singpass)).toHaveLength(14);
    const iamSmart = verificationDetailsSchema.parse({
      authority: 'iamSmart',
      uid: 'A123456(7)',
      name: 'CHAN, Tai Man',
      chinese_name: '陳大文',
      sex: 'Male',
      dob: '1985-01-02',
      address: 'Flat A, 12/F, 1 Harbour Road, Wan Chai',
    });
    expect(detailFieldsOf(iamSmart)).toEqual(['uid', 'name', 'chinese_name', 'sex', 'dob', 'address']);
    for (const field of [...detailFieldsOf(singpass), ...detailFieldsOf(iamSmart)]) expect(verificationDetailLabels[field]).toBeTruthy();
  });
});
