import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import {
  clientId,
  clientSeenBy,
  listUrl,
  oneUrl,
  page,
  renderVerifications,
  singpassDetails,
  stubServer,
  userOf,
  verificationId,
  verificationOf,
  withFeatures,
} from './verification.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const director = userOf('director');
const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const asDirector: Standing = { relation: 'director', rights: [], can_remove_clients: false };
const submitted = verificationOf({
  status: 'submitted',
  details: singpassDetails,
  submitted_at: '2026-03-02T10:00:00.000Z',
  actions: ['complete', 'cancel'],
});

function serve(viewer = adviser, standing = own, extra: Parameters<typeof stubServer>[0] = {}, verifications = [verificationOf()]) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(viewer, standing) }),
    [`GET ${listUrl}`]: () => page(verifications),
    [`GET ${oneUrl}`]: () => json(200, { data: verifications[0] }),
    ...extra,
  });
}

describe('the staff list of a client’s verifications', () => {
  it('lists each with its authority, status and when it was asked for', async () => {
    serve(adviser, own, {}, [submitted, verificationOf({ id: 'c1d2e3f4-0000-4000-8000-000000000001', authority: 'iamSmart' })]);
    renderVerifications(`/clients/${clientId}/identity-verifications`, adviser);
    const first = (await screen.findAllByRole('link', { name: 'Singpass verification' }))[0]?.closest('li') as HTMLElement;
    expect(within(first).getByText('Submitted')).toBeTruthy();
    expect(within(first).getByText('Requested on March 1, 2026 by Priya Shah')).toBeTruthy();
    expect(within(first).getByText('Submitted on March 2, 2026')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'iAM Smart verification' }).closest('li') as HTMLElement;
    expect(within(second).getByText('In progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a verification' }).getAttribute('href')).toBe(
      `/clients/${clientId}/identity-verifications/new`,
    );
  });

  it('an empty list says what to do next', async () => {
    serve(adviser, own, {}, []);
    renderVerifications(`/clients/${clientId}/identity-verifications`, adviser);
    expect(await screen.findByText('No identity verification yet')).toBeTruthy();
    expect(screen.getByText('Ask Olivia Hart to verify their identity: choose the authority and write a short note.')).toBeTruthy();
  });

  it('the director, who asks for none, gets no request button and is told what will appear', async () => {
    serve(director, asDirector, {}, []);
    renderVerifications(`/clients/${clientId}/identity-verifications`, director);
    expect(
      await screen.findByText('When an adviser asks Olivia Hart to verify their identity, the request will be listed here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a verification' })).toBeNull();
  });

  it('is the not-found page while neither Singpass nor iAM Smart is on', async () => {
    serve();
    renderVerifications(`/clients/${clientId}/identity-verifications`, adviser, withFeatures([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('asking for a verification', () => {
  it('needs an authority, said beside the field before anything is sent', async () => {
    const sent = serve();
    renderVerifications(`/clients/${clientId}/identity-verifications/new`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose Singpass or iAM Smart')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers only the authorities switched on, sends the request and opens the new verification', async () => {
    const sent = serve(adviser, own, {
      [`POST ${listUrl}`]: () =>
        json(201, { data: { ...verificationOf({ authority: 'iamSmart' }), message: 'Identity verification sent to the client' } }),
    });
    const router = renderVerifications(`/clients/${clientId}/identity-verifications/new`, adviser, withFeatures(['iamSmart']));
    const select = (await screen.findByLabelText(/Authority/u)) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['iAM Smart']);
    fireEvent.change(screen.getByLabelText('Cover note'), { target: { value: 'Please confirm who you are.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${clientId}/identity-verifications/${verificationId}`));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      authority: 'iamSmart',
      cover_note: 'Please confirm who you are.',
    });
    expect(await screen.findByText('Identity verification sent to the client')).toBeTruthy();
  });

  it('shows the server’s refusal beside the authority', async () => {
    serve(adviser, own, {
      [`POST ${listUrl}`]: () =>
        json(422, {
          errors: [
            {
              status: '422',
              code: 'rule.violated',
              title: 'Not allowed',
              detail: 'Singpass is not available in this practice. Choose another authority.',
              source: { pointer: '/authority' },
            },
          ],
        }),
    });
    renderVerifications(`/clients/${clientId}/identity-verifications/new`, adviser);
    fireEvent.change(await screen.findByLabelText(/Authority/u), { target: { value: 'singpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Singpass is not available in this practice. Choose another authority.')).toBeTruthy();
  });
});

describe('a verification’s page, for staff', () => {
  it('shows the status, the cover note and every returned detail as a definition list', async () => {
    serve(adviser, own, {}, [submitted]);
    renderVerifications(`/clients/${clientId}/identity-verifications/${verificationId}`, adviser);
    expect(await screen.findByRole('heading', { name: 'Singpass verification' })).toBeTruthy();
    expect(screen.getByText('Before we open your ISA, please confirm who you are.')).toBeTruthy();
    const details = screen.getByText('Hanyu Pinyin alias').closest('dl') as HTMLElement;
    const detailOf = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(detailOf('Identity number')).toBe('G5996852M');
    expect(detailOf('Date of birth')).toBe('March 14, 1990');
    expect(detailOf('Pass expiry date')).toBe('August 31, 2027');
    expect(detailOf('Married name')).toBe('Not given');
    expect(within(details).getAllByRole('term')).toHaveLength(14);
  });

  it('the adviser completes it once they confirm; the client is told', async () => {
    const sent = serve(
      adviser,
      own,
      {
        [`POST ${oneUrl}/complete`]: () =>
          json(200, {
            data: {
              ...submitted,
              status: 'completed',
              actions: [],
              completed_at: '2026-03-03T10:00:00.000Z',
              message: 'Identity verification completed',
            },
          }),
      },
      [submitted],
    );
    renderVerifications(`/clients/${clientId}/identity-verifications/${verificationId}`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this verification?' });
    expect(within(dialog).getByText(/Olivia Hart will be told/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete verification' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST' && request.url === `${oneUrl}/complete`)).toBe(true));
    expect(await screen.findByText('Identity verification completed')).toBeTruthy();
  });

  it('cancelling says it cannot be undone, and a refusal shows inside the dialog', async () => {
    serve(
      adviser,
      own,
      {
        [`POST ${oneUrl}/cancel`]: () =>
          json(409, {
            errors: [
              { status: '409', code: 'state.illegal_transition', title: 'Not allowed now', detail: 'Verification is already cancelled' },
            ],
          }),
      },
      [submitted],
    );
    renderVerifications(`/clients/${clientId}/identity-verifications/${verificationId}`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this verification?' });
    expect(within(dialog).getByText('Cancelling cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel verification' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Verification is already cancelled');
  });

  it('the director reads it with no action to take', async () => {
    serve(director, asDirector, {}, [{ ...submitted, actions: [] }]);
    renderVerifications(`/clients/${clientId}/identity-verifications/${verificationId}`, director);
    expect(await screen.findByRole('heading', { name: 'Singpass verification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel verification' })).toBeNull();
  });
});

describe('the audit trail', () => {
  it('reads each event as a sentence, and narrows to one verification', async () => {
    const sent = serve(
      adviser,
      own,
      {
        [`GET ${listUrl}/audit-trail`]: () =>
          page([
            {
              id: '9a8b7c6d-0000-4000-8000-000000000001',
              entity_kind: 'client',
              action: 'verification_created',
              actor_name: 'Priya Shah',
              before: null,
              after: { verification_id: verificationId, authority: 'singpass', cover_note: '' },
              document: null,
              person_name: null,
              created_at: '2026-03-01T10:00:00.000Z',
            },
          ]),
      },
      [submitted, verificationOf({ id: 'c1d2e3f4-0000-4000-8000-000000000001', authority: 'iamSmart' })],
    );
    renderVerifications(`/clients/${clientId}/identity-verifications/audit-trail?verification=${verificationId}`, adviser);
    expect((await screen.findAllByText('Priya Shah asked for an identity verification with Singpass')).length).toBeGreaterThan(0);
    await waitFor(() => expect(sent.some((request) => request.url.includes(`verification_id=${verificationId}`))).toBe(true));
    expect((screen.getByLabelText('Verification') as HTMLSelectElement).value).toBe(verificationId);
  });
});
