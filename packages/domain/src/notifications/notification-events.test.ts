import { describe, expect, it } from 'vitest';
import { caseTypes } from '../cases/case-types.ts';
import { caseActions } from '../cases/cases.machine.ts';
import {
  type CaseNoticeFacts,
  caseEventWords,
  caseNotices,
  caseNotificationKind,
  caseNotificationKinds,
  noticeNoteMax,
  topUpNotices,
  topUpNotificationKinds,
} from './notification-events.ts';
import { notificationKinds } from './notifications.schemas.ts';

const caseFacts: CaseNoticeFacts = {
  caseId: 'c1',
  caseName: 'Pension review',
  caseType: 'recommendation_pack_case',
  status: 'accepted',
  clientId: 'u1',
  clientName: 'Ada Lovelace',
  event: caseEventWords.accept,
};

describe('notification events', () => {
  it.each([
    ['send', 'cases.shared'],
    ['sendAgreed', 'cases.shared'],
    ['sendConfirmed', 'cases.shared'],
    ['resend', 'cases.shared'],
    ['accept', 'cases.accepted'],
    ['acceptForClient', 'cases.accepted'],
    ['reject', 'cases.rejected'],
    ['rejectForClient', 'cases.rejected'],
    ['submit', 'cases.submitted'],
    ['backToClient', 'cases.sent_back'],
    ['backToPrepare', 'cases.updated'],
    ['confirm', 'cases.updated'],
    ['complete', 'cases.updated'],
    ['review', 'cases.updated'],
    ['reopen', 'cases.updated'],
    ['cancel', 'cases.updated'],
  ] as const)('a case action %s is the event %s', (action, kind) => {
    expect(caseNotificationKind(action)).toBe(kind);
  });

  it('names every case action in the mails', () => {
    for (const action of caseActions) expect(caseEventWords[action].length).toBeGreaterThan(0);
  });

  it('rings a bell for the named business events only: shared and sent back to the client; accepted, rejected and submitted to staff', () => {
    const audiences = Object.fromEntries(caseNotificationKinds.map((kind) => [kind, Object.keys(caseNotices[kind]).sort()]));
    expect(audiences).toEqual({
      'cases.shared': ['client'],
      'cases.accepted': ['staff'],
      'cases.rejected': ['staff'],
      'cases.submitted': ['staff'],
      'cases.sent_back': ['client'],
      'cases.requested': [],
      'cases.updated': [],
    });
    expect(Object.fromEntries(topUpNotificationKinds.map((kind) => [kind, Object.keys(topUpNotices[kind])]))).toEqual({
      'top_ups.requested': ['staff'],
      'top_ups.completed': ['client'],
      'top_ups.cancelled': [],
    });
  });

  it('links a client to their case and staff to the case under its client, titled by the case type', () => {
    for (const caseType of caseTypes) {
      const facts = { ...caseFacts, caseType };
      expect(caseNotices['cases.shared'].client?.(facts).link).toBe('/client-cases/c1');
      expect(caseNotices['cases.accepted'].staff?.(facts)).toMatchObject({
        body: 'Ada Lovelace: “Pension review” was accepted by the client.',
        link: '/clients/u1/cases/c1',
      });
    }
    expect(caseNotices['cases.submitted'].staff?.({ ...caseFacts, caseType: 'online_advice_request' }).title).toBe(
      'Online Advice Request submitted',
    );
  });

  it('quotes a case’s note in the bell’s body, cut to its limit, and keeps the event’s words plain', () => {
    const sentBack = { ...caseFacts, status: 'building', caseType: 'online_advice_request', event: caseEventWords.backToClient } as const;
    expect(caseNotices['cases.sent_back'].client?.(sentBack).body).toBe('“Pension review” was sent back to you to continue.');
    expect(caseNotices['cases.sent_back'].client?.({ ...sentBack, note: 'Add your pension.' }).body).toBe(
      '“Pension review” was sent back to you to continue. Note from your adviser: “Add your pension.”',
    );
    const long = 'word '.repeat(100).trim();
    const body = caseNotices['cases.sent_back'].client?.({ ...sentBack, note: long }).body ?? '';
    expect(body).toContain(`“${long.slice(0, noticeNoteMax - 1).trimEnd()}…”`);
    expect(body).not.toContain(long);
  });

  it('every kind is a notification kind the API may answer with', () => {
    for (const kind of [...caseNotificationKinds, ...topUpNotificationKinds]) expect(notificationKinds).toContain(kind);
  });
});
