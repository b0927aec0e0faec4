import { describe, expect, it } from 'vitest';
import { casesEndpoints } from './cases.contract.ts';
import { actionPath, caseActions } from './cases.machine.ts';

describe('the lifecycle actions of the cases contract', () => {
  it('are one POST per action, at the path segment the case overview names for it', () => {
    const declared = caseActions.map((action) => [
      action,
      casesEndpoints.transitionCase[action].method,
      casesEndpoints.transitionCase[action].path,
    ]);
    const expected = caseActions.map((action) => [action, 'POST', `/client-cases/:id/${actionPath(action)}`]);
    expect(declared).toEqual(expected);
  });
});
