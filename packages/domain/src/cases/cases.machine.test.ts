import { describe, expect, it } from 'vitest';
import { adminRights, type ClientSubject } from '../people/people.permissions.ts';
import { isAllowedBy } from '../people/relation-rules.ts';
import { type CaseStatus, type CaseType, caseStatuses, caseTypes } from './case-types.ts';
import {
  actionPath,
  availableTransitions,
  caseMachines,
  caseTimeline,
  checkTransition,
  guardMessages,
  isCaseVisibleToClient,
  isClientToldOf,
  isShownToClientAfter,
  isShownToClientOnCreate,
  isVisibleToClient,
  machineOf,
  mayEditCaseFields,
} from './cases.machine.ts';
import { hasMarkedOption } from './cases.schemas.ts';

const subjects = {
  self: { relation: 'self', rights: [] },
  own: { relation: 'own', rights: [] },
  additional: { relation: 'additional', rights: [] },
  supporting: { relation: 'supporting', rights: [] },
  supportingWithRights: { relation: 'supporting', rights: [...adminRights] },
  director: { relation: 'director', rights: [] },
  stranger: { relation: null, rights: [] },
} as const satisfies Record<string, ClientSubject>;

/** Spec 1 §4, adviser transitions, as written there (from → to). */
const specAdviserTransitions: Record<CaseType, [CaseStatus, CaseStatus][]> = {
  online_advice_request: [
    ['submitted', 'building'],
    ['submitted', 'completed'],
    ['completed', 'submitted'],
  ],
  meeting_request: [
    ['requested', 'completed'],
    ['completed', 'requested'],
  ],
  review_questionnaire_case: [
    ['draft', 'building'],
    ['building', 'submitted'],
    ['submitted', 'building'],
    ['submitted', 'accepted'],
    ['accepted', 'building'],
    ['accepted', 'submitted'],
  ],
  recommendation_pack_case: [
    ['submitted', 'reviewing_pack'],
    ['submitted', 'accepted'],
    ['submitted', 'confirmed'],
    ['reviewing_pack', 'submitted'],
    ['reviewing_pack', 'accepted'],
    ['accepted', 'submitted'],
    ['accepted', 'reviewing_pack'],
    ['accepted', 'rejected'],
    ['accepted', 'confirmed'],
    ['rejected', 'submitted'],
    ['rejected', 'reviewing_pack'],
  ],
  document_pack_case: [],
};

/** Decisions where the spec is silent (see the table's comment); listed so a change to them is deliberate. */
const designedStaffTransitions: Record<CaseType, [CaseStatus, CaseStatus][]> = {
  online_advice_request: [['building', 'submitted']],
  meeting_request: [],
  review_questionnaire_case: [
    ['draft', 'cancelled'],
    ['building', 'cancelled'],
    ['submitted', 'cancelled'],
  ],
  recommendation_pack_case: [
    ['submitted', 'cancelled'],
    ['reviewing_pack', 'cancelled'],
    ['accepted', 'cancelled'],
    ['rejected', 'cancelled'],
  ],
  document_pack_case: [
    ['draft', 'building'],
    ['building', 'draft'],
    ['building', 'submitted'],
    ['submitted', 'completed'],
    ['submitted', 'building'],
    ['draft', 'cancelled'],
    ['building', 'cancelled'],
    ['submitted', 'cancelled'],
  ],
};

const clientTransitions: Record<CaseType, [string, CaseStatus, CaseStatus][]> = {
  online_advice_request: [
    ['submit', 'building', 'submitted'],
    ['cancel', 'building', 'cancelled'],
    ['cancel', 'submitted', 'cancelled'],
  ],
  meeting_request: [['cancel', 'requested', 'cancelled']],
  review_questionnaire_case: [['submit', 'building', 'submitted']],
  recommendation_pack_case: [
    ['accept', 'reviewing_pack', 'accepted'],
    ['reject', 'reviewing_pack', 'rejected'],
  ],
  document_pack_case: [['submit', 'building', 'submitted']],
};

const sorted = <T>(list: T[]) => list.map((x) => JSON.stringify(x)).sort();

describe('case state machines (spec 1 §4)', () => {
  it.each(caseTypes)('%s: every transition moves between its own statuses; the initial status is one of them', (type) => {
    const machine = machineOf(type);
    expect(machine.statuses).toContain(machine.initial);
    for (const t of machine.transitions) {
      expect(machine.statuses, `${t.action} ${t.from}`).toContain(t.from);
      expect(machine.statuses, `${t.action} ${t.to}`).toContain(t.to);
      expect(t.from).not.toBe(t.to);
    }
    for (const status of machine.hiddenFromClient) expect(machine.statuses).toContain(status);
  });

  it.each(caseTypes)('%s: staff transitions are the spec’s adviser transitions exactly, plus the documented designs', (type) => {
    const staffPairs = machineOf(type)
      .transitions.filter((t) => t.who.own === true)
      .map((t) => [t.from, t.to]);
    expect(sorted(staffPairs)).toEqual(sorted([...specAdviserTransitions[type], ...designedStaffTransitions[type]]));
  });

  it.each(caseTypes)('%s: the client’s own transitions are the ones the spec states', (type) => {
    const own = machineOf(type)
      .transitions.filter((t) => t.who.self === true)
      .map((t) => [t.action, t.from, t.to]);
    expect(sorted(own)).toEqual(sorted(clientTransitions[type]));
  });

  it.each(caseTypes)('%s: every staff status change asks for confirmation; cancel is irreversible and nothing else is', (type) => {
    for (const t of machineOf(type).transitions) {
      if (t.who.self !== true) expect(t.confirm, `${t.action} ${t.from}`).toBe(true);
      expect(t.irreversible, `${t.action} ${t.from}`).toBe(t.action === 'cancel');
      if (t.action === 'cancel' || t.action === 'reject') expect(t.confirm).toBe(true);
    }
  });

  it.each(caseTypes)('%s: one action leads from a status to one place for any one actor', (type) => {
    for (const subject of Object.values(subjects))
      for (const status of caseStatuses) {
        const actions = availableTransitions(type, status, subject).map((t) => t.action);
        expect(new Set(actions).size).toBe(actions.length);
      }
  });
});

describe('checkTransition over every (type, from, to, actor)', () => {
  const cases = caseTypes.flatMap((type) =>
    caseStatuses.flatMap((from) =>
      caseStatuses.flatMap((to) => Object.keys(subjects).map((who) => [type, from, to, who as keyof typeof subjects] as const)),
    ),
  );

  it.each(cases)('%s %s → %s as %s', (type, from, to, who) => {
    const subject = subjects[who];
    const all = {
      allSectionsComplete: true,
      noSigningEnvelopeDrafted: true,
      consentTicked: true,
      atLeastOneOptionMarked: true,
      allDocumentsOpened: true,
    };
    const table = machineOf(type).transitions.filter((t) => t.from === from && t.to === to);
    if (table.length === 0) {
      for (const t of machineOf(type).transitions.filter((x) => x.to === to && x.from !== from)) {
        const sameAction = machineOf(type).transitions.some((x) => x.action === t.action && x.from === from);
        if (sameAction) continue;
        expect(checkTransition(type, from, t.action, subject, all)).toMatchObject({ ok: false, reason: 'illegal' });
      }
      return;
    }
    const allowed = table.find((t) => isAllowedBy(t.who, subject));
    if (allowed) {
      expect(checkTransition(type, from, allowed.action, subject, all)).toMatchObject({ ok: true, transition: { to } });
      return;
    }
    for (const transition of table)
      expect(checkTransition(type, from, transition.action, subject, all)).toMatchObject({ ok: false, reason: 'forbidden' });
  });
});

describe('who may make a transition', () => {
  it('a supporting admin sends and accepts recommendation packs only with the adviser-granted right', () => {
    expect(checkTransition('recommendation_pack_case', 'submitted', 'send', subjects.supporting).ok).toBe(false);
    expect(
      checkTransition('recommendation_pack_case', 'submitted', 'send', { relation: 'supporting', rights: ['sendRecommendationPack'] }).ok,
    ).toBe(true);
    expect(
      checkTransition('recommendation_pack_case', 'reviewing_pack', 'acceptForClient', {
        relation: 'supporting',
        rights: ['sendRecommendationPack'],
      }).ok,
    ).toBe(false);
    expect(
      checkTransition('recommendation_pack_case', 'reviewing_pack', 'acceptForClient', {
        relation: 'supporting',
        rights: ['acceptRecommendationPack'],
      }).ok,
    ).toBe(true);
    expect(checkTransition('recommendation_pack_case', 'accepted', 'confirm', subjects.supportingWithRights)).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('the client sees accept and reject on a shared pack, and nothing while it is prepared', () => {
    expect(availableTransitions('recommendation_pack_case', 'reviewing_pack', subjects.self).map((t) => t.action)).toEqual([
      'accept',
      'reject',
    ]);
    expect(availableTransitions('recommendation_pack_case', 'submitted', subjects.self)).toEqual([]);
    expect(isVisibleToClient('recommendation_pack_case', 'submitted')).toBe(false);
    expect(isVisibleToClient('review_questionnaire_case', 'draft')).toBe(false);
    expect(isVisibleToClient('recommendation_pack_case', 'reviewing_pack')).toBe(true);
  });

  it('an adviser sees the spec’s actions on a pack the client accepted', () => {
    expect(availableTransitions('recommendation_pack_case', 'accepted', subjects.own).map((t) => t.action)).toEqual([
      'backToPrepare',
      'resend',
      'rejectForClient',
      'confirm',
      'cancel',
    ]);
  });

  it('nobody without a relation to the client makes any transition', () => {
    for (const type of caseTypes)
      for (const status of caseStatuses) expect(availableTransitions(type, status, subjects.stranger)).toEqual([]);
  });
});

describe('guards', () => {
  it('an Online Advice Request is not submitted until every section is complete, with the spec’s messages', () => {
    expect(checkTransition('online_advice_request', 'building', 'submit', subjects.self, {})).toEqual(
      expect.objectContaining({ ok: false, reason: 'guard', message: 'Please complete all sections before submitting the case' }),
    );
    expect(guardMessages.allSectionsComplete.hint).toBe('Complete every section of the request before submitting it.');
    expect(checkTransition('online_advice_request', 'building', 'submit', subjects.self, { allSectionsComplete: true }).ok).toBe(true);
  });

  it('sending an already-agreed pack is disabled once a signing envelope is drafted', () => {
    expect(
      checkTransition('recommendation_pack_case', 'submitted', 'sendAgreed', subjects.own, { noSigningEnvelopeDrafted: false }),
    ).toMatchObject({
      reason: 'guard',
      guard: 'noSigningEnvelopeDrafted',
    });
    expect(
      checkTransition('recommendation_pack_case', 'submitted', 'sendConfirmed', subjects.own, { noSigningEnvelopeDrafted: true }).ok,
    ).toBe(true);
  });

  it('the client accepts only after ticking consent and opening every document the practice asks for; the adviser accepting for them needs neither', () => {
    expect(checkTransition('recommendation_pack_case', 'reviewing_pack', 'accept', subjects.self, {})).toMatchObject({
      guard: 'consentTicked',
    });
    expect(
      checkTransition('recommendation_pack_case', 'reviewing_pack', 'accept', subjects.self, {
        consentTicked: true,
        allDocumentsOpened: false,
      }),
    ).toMatchObject({ guard: 'allDocumentsOpened' });
    const ready = { consentTicked: true, allDocumentsOpened: true };
    expect(checkTransition('recommendation_pack_case', 'reviewing_pack', 'accept', subjects.self, ready).ok).toBe(true);
    expect(checkTransition('recommendation_pack_case', 'reviewing_pack', 'acceptForClient', subjects.own, {}).ok).toBe(true);
  });

  it('a review questionnaire is submitted only with at least one option marked', () => {
    expect(checkTransition('review_questionnaire_case', 'building', 'submit', subjects.self, {})).toMatchObject({
      guard: 'atLeastOneOptionMarked',
    });
  });

  it('an illegal transition says what is wrong; a repeated submit says the case is already submitted', () => {
    expect(checkTransition('online_advice_request', 'submitted', 'submit', subjects.self)).toEqual({
      ok: false,
      reason: 'illegal',
      message: 'Case is already submitted',
    });
    expect(checkTransition('online_advice_request', 'cancelled', 'complete', subjects.own)).toMatchObject({ reason: 'illegal' });
    expect(checkTransition('meeting_request', 'requested', 'sendAgreed', subjects.own)).toMatchObject({ reason: 'illegal' });
  });

  it('back to prepare voids the unsigned signing documents', () => {
    for (const t of caseMachines.recommendation_pack_case.transitions.filter((x) => x.action === 'backToPrepare'))
      expect(t.effects).toContain('voidUnsignedSigningDocuments');
  });
});

describe('what the client sees and is told of', () => {
  it('the client hears of every staff change to a case they see, and of nothing they cannot see', () => {
    for (const type of caseTypes) {
      for (const t of machineOf(type).transitions) {
        for (const wasShown of [true, false]) {
          const told = isClientToldOf(type, t, wasShown);
          if (!isVisibleToClient(type, t.to)) expect(told).toBe(false);
          if (t.notify.client && wasShown && isVisibleToClient(type, t.to)) expect(told).toBe(true);
        }
      }
    }
  });

  it('requests are shown to the client at once; packs and questionnaires only once sent', () => {
    expect(isShownToClientOnCreate('online_advice_request')).toBe(true);
    expect(isShownToClientOnCreate('meeting_request')).toBe(true);
    expect(isShownToClientOnCreate('recommendation_pack_case')).toBe(false);
    expect(isShownToClientOnCreate('review_questionnaire_case')).toBe(false);
    expect(isShownToClientOnCreate('document_pack_case')).toBe(false);
  });

  it('sending a prepared pack shows it and tells the client; taking it back to prepare hides it silently', () => {
    const pack = caseMachines.recommendation_pack_case.transitions;
    const send = pack.find((t) => t.action === 'send') as (typeof pack)[number];
    expect(isShownToClientAfter('recommendation_pack_case', send, false)).toBe(true);
    expect(isClientToldOf('recommendation_pack_case', send, false)).toBe(true);
    for (const t of pack.filter((x) => x.action === 'backToPrepare')) {
      expect(isClientToldOf('recommendation_pack_case', t, true)).toBe(false);
      expect(isCaseVisibleToClient('recommendation_pack_case', t.to, true)).toBe(false);
    }
    const documents = caseMachines.document_pack_case.transitions;
    expect(isClientToldOf('document_pack_case', documents.find((t) => t.action === 'backToPrepare') as never, true)).toBe(false);
  });

  it('a pack cancelled before it was ever sent stays out of the client’s sight; one they saw shows as cancelled', () => {
    const cancel = (type: CaseType, from: string) =>
      machineOf(type).transitions.find((t) => t.action === 'cancel' && t.from === from) as never;
    for (const [type, from] of [
      ['review_questionnaire_case', 'draft'],
      ['recommendation_pack_case', 'submitted'],
      ['document_pack_case', 'draft'],
    ] as const) {
      expect(isShownToClientAfter(type, cancel(type, from), false)).toBe(false);
      expect(isClientToldOf(type, cancel(type, from), false)).toBe(false);
    }
    expect(isClientToldOf('recommendation_pack_case', cancel('recommendation_pack_case', 'submitted'), true)).toBe(true);
    expect(isClientToldOf('review_questionnaire_case', cancel('review_questionnaire_case', 'building'), true)).toBe(true);
    expect(isCaseVisibleToClient('recommendation_pack_case', 'cancelled', true)).toBe(true);
  });
});

describe('who edits a case, and when a questionnaire is answered', () => {
  it('staff edit any case; the client only their own Online Advice Request while building it', () => {
    for (const type of caseTypes) for (const status of caseStatuses) expect(mayEditCaseFields(type, status, true)).toBe(true);
    for (const type of caseTypes)
      for (const status of caseStatuses)
        expect(mayEditCaseFields(type, status, false)).toBe(type === 'online_advice_request' && status === 'building');
  });

  it('a questionnaire has an answer once any question has a marked option', () => {
    expect(hasMarkedOption({})).toBe(false);
    expect(hasMarkedOption({ q1: [], q2: [] })).toBe(false);
    expect(hasMarkedOption({ q1: [], q2: ['o1'] })).toBe(true);
  });
});

describe('timeline and paths', () => {
  it('shows each step at the latest time it was reached; accepted or rejected whichever came last', () => {
    const timeline = caseTimeline([
      { status: 'submitted', at: '2025-01-01T00:00:00.000Z' },
      { status: 'reviewing_pack', at: '2025-01-02T00:00:00.000Z' },
      { status: 'accepted', at: '2025-01-03T00:00:00.000Z' },
      { status: 'rejected', at: '2025-01-04T00:00:00.000Z' },
    ]);
    expect(timeline).toEqual([
      { step: 'submitted', status: 'submitted', at: '2025-01-01T00:00:00.000Z' },
      { step: 'pack_shared', status: 'reviewing_pack', at: '2025-01-02T00:00:00.000Z' },
      { step: 'accepted_or_rejected', status: 'rejected', at: '2025-01-04T00:00:00.000Z' },
      { step: 'confirmed', status: null, at: null },
    ]);
  });

  it('turns action names into path segments', () => {
    expect(actionPath('sendAgreed')).toBe('send-agreed');
    expect(actionPath('backToPrepare')).toBe('back-to-prepare');
    expect(actionPath('cancel')).toBe('cancel');
  });
});
