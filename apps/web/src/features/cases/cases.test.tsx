import { caseSections, guardMessages } from '@advice/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { caseEventTitle } from './case-audit.ts';
import { action, caseId, caseOf, renderAt, sectionsOf, stubDialogs, stubServer } from './cases.test-server.tsx';

const questionId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a02';
const optionIds = ['6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a03', '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a04'];

const actionsPanel = async () => screen.findByRole('region', { name: 'What you can do' });

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

describe('the case overview', () => {
  it('shows exactly the actions the server lists; a blocked one is disabled with its reason', async () => {
    const hint = 'A signing envelope has already been drafted for this pack, so it can no longer be sent as already agreed.';
    stubServer(
      'adviser',
      caseOf({
        actions: [
          action('send', 'reviewing_pack'),
          action('sendAgreed', 'accepted', { blocked_by: { guard: 'noSigningEnvelopeDrafted', hint } }),
          action('cancel', 'cancelled', { irreversible: true }),
        ],
      }),
    );
    renderAt(`/client-cases/${caseId}`);
    const panel = await actionsPanel();
    const names = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Send to client', 'Send as already accepted', 'Cancel case']);
    const blocked = within(panel).getByRole('button', { name: 'Send as already accepted' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    expect(document.getElementById(blocked.getAttribute('aria-describedby') ?? '')?.textContent).toContain(hint);
    expect(screen.getByRole('heading', { level: 1, name: 'Pension review pack' })).toBeTruthy();
  });

  it('asks for confirmation before acting, says an irreversible action cannot be undone, and sends the version seen', async () => {
    const sent = stubServer('adviser', caseOf({ actions: [action('cancel', 'cancelled', { irreversible: true })] }), () =>
      json(200, { data: caseOf({ status: 'cancelled', version: 4, notice: 'This case was cancelled.' }) }),
    );
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(within(await actionsPanel()).getByRole('button', { name: 'Cancel case' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel case?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.click(within(await actionsPanel()).getByRole('button', { name: 'Cancel case' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel case' }));
    expect(await screen.findByText('This case was cancelled.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { url: `/api/v1/client-cases/${caseId}/cancel`, method: 'POST', body: { version: 3 } },
    ]);
    expect(screen.getByRole('link', { name: 'See the audit trail' }).getAttribute('href')).toBe(`/client-cases/${caseId}/audit-trail`);
  });

  it('lets the client accept only after ticking the consent box, and sends the consent', async () => {
    const sent = stubServer(
      'client',
      caseOf({ status: 'reviewing_pack', actions: [action('accept', 'accepted', { confirm: false }), action('reject', 'rejected')] }),
    );
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(within(await actionsPanel()).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept?' });
    expect(
      within(dialog).getByText('Accept this recommendation? Your adviser is told and will be in touch about the next steps.'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Reviewing pack|Accepted|moves the case/u);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeTruthy();
    const accept = within(dialog).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to go ahead/u }));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      url: `/api/v1/client-cases/${caseId}/accept`,
      method: 'POST',
      body: { version: 3, consent: true },
    });
  });

  it('shows a 409 with its message and a button that reloads the case', async () => {
    const message = 'This case was changed by someone else. Reload the page to see the latest version.';
    const sent = stubServer('adviser', caseOf({ actions: [action('send', 'reviewing_pack')] }), () =>
      json(409, { errors: [{ status: '409', code: 'resource.conflict', title: 'Conflict', detail: message }] }),
    );
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(within(await actionsPanel()).getByRole('button', { name: 'Send to client' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send to client' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    const reads = sent.filter((s) => s.method === 'GET').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the case' }));
    await vi.waitFor(() => expect(sent.filter((s) => s.method === 'GET').length).toBe(reads + 1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a review questionnaire', () => {
  const questionnaire = caseOf({
    type: 'review_questionnaire_case',
    status: 'building',
    name: 'Annual review',
    questions: [
      {
        id: questionId,
        text: 'Has your income changed?',
        kind: 'options',
        options: [
          { id: optionIds[0] ?? '', label: 'Yes' },
          { id: optionIds[1] ?? '', label: 'No' },
        ],
      },
    ],
    actions: [
      action('submit', 'submitted', { confirm: false, blocked_by: { guard: 'atLeastOneOptionMarked', hint: 'Mark at least one option.' } }),
    ],
  });

  it('needs one option marked before it is submitted, then saves the answers and confirms the submission', async () => {
    const sent = stubServer('client', questionnaire, (entry) =>
      json(200, {
        data: entry.url.endsWith('/answers')
          ? {
              ...questionnaire,
              version: 4,
              answers: [{ question_id: questionId, option_ids: [optionIds[1]] }],
              actions: [action('submit', 'submitted')],
            }
          : { ...questionnaire, status: 'submitted', version: 5, actions: [] },
      }),
    );
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mark at least one option before submitting the questionnaire.');
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit?' });
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      version: 3,
      answers: [{ question_id: questionId, option_ids: [optionIds[1]] }],
      text_answers: [],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      url: `/api/v1/client-cases/${caseId}/submit`,
      method: 'POST',
      body: { version: 4 },
    });
  });
});

describe('submitting an Online Advice Request', () => {
  const request = (complete: boolean) =>
    caseOf({
      type: 'online_advice_request',
      status: 'building',
      name: 'Online Advice Request',
      sections: sectionsOf(complete ? caseSections : ['risk_tolerance']),
      actions: [
        action('submit', 'submitted', {
          confirm: false,
          blocked_by: complete ? null : { guard: 'allSectionsComplete', hint: guardMessages.allSectionsComplete.hint },
        }),
        action('cancel', 'cancelled', { irreversible: true }),
      ],
    });

  it('is blocked until every section is complete', async () => {
    stubServer('client', request(false));
    renderAt(`/client-cases/${caseId}/submit`);
    expect(await screen.findByText('Please complete all sections before submitting the case')).toBeTruthy();
    expect(screen.getByText('1 of 5 sections complete')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit the case' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Complete every section of the request before submitting it.',
    );
  });

  it('submits once every section is complete, after confirming', async () => {
    const sent = stubServer('client', request(true), () => json(200, { data: { ...request(true), status: 'submitted', actions: [] } }));
    renderAt(`/client-cases/${caseId}/submit`);
    expect(await screen.findByText('Every section is complete: the case is ready to submit.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the case' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Submit?' })).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.url).toBe(`/api/v1/client-cases/${caseId}/submit`);
  });
});

describe('the case audit trail', () => {
  it('names each event at a glance in the words of the case page', () => {
    expect(caseEventTitle('confirm')).toBe('Complete the case');
    expect(caseEventTitle('answers_saved')).toBe('Answers saved');
  });
});

describe('a face-to-face meeting request', () => {
  it('opens while the practice offers it (f2FRequest) and is the 404 page when typed in while it does not', async () => {
    stubServer('client', caseOf({}), undefined, {}, ['f2FRequest']);
    const { unmount } = renderAt('/new-meeting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a meeting' })).toBeTruthy();
    unmount();
    stubServer('client', caseOf({}), undefined, {}, []);
    renderAt('/new-meeting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
