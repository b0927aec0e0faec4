import { describe, expect, it } from 'vitest';
import { type ClientRelation, clientRelations } from '../people/people.permissions.ts';
import {
  areCaseSectionsOpen,
  type CaseSectionFacts,
  caseSectionAccess,
  caseSectionLockOf,
  hasCaseSections,
  mayMarkCaseSectionComplete,
} from './case-sections.ts';
import { caseTypes } from './case-types.ts';
import { caseMachines } from './cases.machine.ts';

const requestStatuses = caseMachines.online_advice_request.statuses;
const staff = clientRelations.filter((relation) => relation !== 'self');

const facts = (relation: ClientRelation, caseStatus: CaseSectionFacts['caseStatus'], isClientReadOnly = false): CaseSectionFacts => ({
  caseType: 'online_advice_request',
  caseStatus,
  relation,
  isClientReadOnly,
});

describe('who answers a request’s sections now (spec 1 §4, spec 3 §4, §6)', () => {
  it.each([
    ['building', 'self', null],
    ['building', 'own', null],
    ['submitted', 'self', 'with_adviser'],
    ['submitted', 'own', null],
    ['completed', 'self', 'request_closed'],
    ['completed', 'own', 'request_closed'],
    ['cancelled', 'self', 'request_closed'],
    ['cancelled', 'director', 'request_closed'],
  ] as const)('a %s request, viewed as %s: %s', (status, relation, lock) => {
    expect(caseSectionLockOf(facts(relation, status))).toBe(lock);
  });

  it('the client answers only while building; every one of their staff until the request closes', () => {
    for (const status of requestStatuses) {
      const isOpen = status === 'building' || status === 'submitted';
      expect(caseSectionLockOf(facts('self', status)), status).toBe(
        status === 'building' ? null : isOpen ? 'with_adviser' : 'request_closed',
      );
      for (const relation of staff)
        expect(caseSectionLockOf(facts(relation, status)), `${relation} ${status}`).toBe(isOpen ? null : 'request_closed');
    }
  });

  it('a read-only account answers nothing: read-only comes after a closed request and after the adviser having it', () => {
    for (const relation of clientRelations) expect(caseSectionLockOf(facts(relation, 'building', true))).toBe('client_read_only');
    expect(caseSectionLockOf(facts('own', 'submitted', true))).toBe('client_read_only');
    expect(caseSectionLockOf(facts('self', 'submitted', true))).toBe('with_adviser');
    expect(caseSectionLockOf(facts('own', 'completed', true))).toBe('request_closed');
  });
});

describe('marking a section complete: the case’s advisers, while the sections may be answered', () => {
  it.each([
    ['own', true],
    ['additional', true],
    ['director', true],
    ['supporting', false],
    ['self', false],
  ] as const)('%s: %s', (relation, expected) => {
    expect(mayMarkCaseSectionComplete(facts(relation, 'building'))).toBe(expected);
    expect(mayMarkCaseSectionComplete(facts(relation, 'submitted'))).toBe(expected);
  });

  it('not on a closed request, nor on a read-only account', () => {
    expect(mayMarkCaseSectionComplete(facts('own', 'completed'))).toBe(false);
    expect(mayMarkCaseSectionComplete(facts('own', 'building', true))).toBe(false);
  });
});

describe('which cases have sections', () => {
  it('only an Online Advice Request; its completion moves while it is open', () => {
    for (const type of caseTypes) expect(hasCaseSections(type), type).toBe(type === 'online_advice_request');
    expect(areCaseSectionsOpen('online_advice_request', 'submitted')).toBe(true);
    expect(areCaseSectionsOpen('online_advice_request', 'completed')).toBe(false);
    expect(areCaseSectionsOpen('meeting_request', 'requested')).toBe(false);
  });

  it('lets the client and staff reach the routes, and only advisers and directors mark complete', () => {
    expect([...caseSectionAccess.answer.roles].sort()).toEqual(['admin', 'adviser', 'client', 'director']);
    expect([...caseSectionAccess.markComplete.roles].sort()).toEqual(['adviser', 'director']);
  });
});
