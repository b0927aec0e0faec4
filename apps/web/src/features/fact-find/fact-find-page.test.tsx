import { type CaseDetail, factFindGuidance, factFindMessages as m, personalDetailsSchema } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/harness.tsx';
import { casesRoutes } from '../cases/cases.area.tsx';
import type { LoadedFactFind } from './fact-find.api.ts';
import { factFindRoutes } from './fact-find.area.tsx';
import { caseId, clientId, errorsOf, factFindOf, practice, renderFactFind, stubServer, userOf } from './fact-find.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const viewUrl = `GET /api/v1/clients/${clientId}/fact-finds`;
const saveUrl = `PUT /api/v1/clients/${clientId}/fact-finds/sections/personal-details`;
const savedBy = { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' };

/** The error a screen reader reads with the field: the alert its aria-describedby points at. */
function fieldErrorOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

/** The view after the client saved personal details as sent. */
function storedFrom(answers: unknown, version: number): LoadedFactFind {
  return factFindOf(
    { personalDetails: personalDetailsSchema.parse(answers) },
    { version, saved_at: '2026-11-22T10:00:00.000Z', saved_by: savedBy },
  );
}

const stepLink = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Fact find sections' })).getByRole('link', { name });

describe('a client saves a section of their fact find', () => {
  it('sends the answers with the version the form was loaded at, says "Fact Find saved" and shows what was stored', async () => {
    let stored = factFindOf();
    const sent = stubServer({
      [viewUrl]: () => json(200, { data: stored }),
      [saveUrl]: (body) => {
        stored = storedFrom(body?.answers, 1);
        return json(200, { data: { message: m['factFind.saved'], version: 1 } });
      },
    });
    const router = renderFactFind('/fact-find', userOf('client'));
    const firstName = await screen.findByLabelText('First name');
    expect(router.state.location.pathname).toBe('/fact-find/personal-details');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal details' })).toBeTruthy();
    fireEvent.change(firstName, { target: { value: 'Charlotte' } });
    expect(screen.getAllByText('Unsaved changes').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fact Find saved')).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 0, answers: { client: { first_name: 'Charlotte' } } });
    await waitFor(() => expect(screen.queryAllByText('Unsaved changes')).toEqual([]));
    expect(screen.getByText(/^Last saved by Charlotte Hughes on November 22, 2026/u)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Charlotte');
  });

  it('runs the shared save rules first: a refused section is not sent, and the rule’s message shows', async () => {
    const stored = factFindOf(
      {
        personalDetails: personalDetailsSchema.parse({
          dependants: [{ id: 'amelia', name: '', relationship: 'child' }],
          connected_people_consent: true,
        }),
      },
      { version: 1 },
    );
    const sent = stubServer({ [viewUrl]: () => json(200, { data: stored }) });
    renderFactFind('/fact-find/personal-details', userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(m['factFind.dependantsNamed'])).length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('puts the server’s refusal beside the field it names and moves focus there', async () => {
    const sent = stubServer({
      [viewUrl]: () => json(200, { data: factFindOf() }),
      [saveUrl]: () =>
        errorsOf(400, 'validation.invalid', [{ detail: 'Enter the name as on your passport', pointer: '/answers/client/first_name' }]),
    });
    renderFactFind('/fact-find/personal-details', userOf('client'));
    const firstName = await screen.findByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText('First name'))).toBe('Enter the name as on your passport'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
    // The answer typed stays, still unsaved.
    expect(screen.getAllByText('Unsaved changes').length).toBeGreaterThan(0);
  });

  it('says the spec’s "not saved" text when the save fails for no reason a person can act on', async () => {
    stubServer({ [viewUrl]: () => json(200, { data: factFindOf() }), [saveUrl]: () => json(500, {}) });
    renderFactFind('/fact-find/personal-details', userOf('client'));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Charlotte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m['factFind.notSaved'])).toBeTruthy();
  });

  it('explains a save refused because someone else saved the section meanwhile, and reloads their answers', async () => {
    let stored = factFindOf();
    stubServer({
      [viewUrl]: () => json(200, { data: stored }),
      [saveUrl]: () => {
        stored = storedFrom({ client: { first_name: 'James' } }, 1);
        return errorsOf(409, 'resource.conflict', [{ detail: m['factFind.changedElsewhere'] }]);
      },
    });
    renderFactFind('/fact-find/personal-details', userOf('client'));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Charlotte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m['factFind.changedElsewhere'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the fact find' }));
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('James'));
    expect(screen.queryByText(m['factFind.changedElsewhere'])).toBeNull();
    expect(screen.queryAllByText('Unsaved changes')).toEqual([]);
  });
});

describe('leaving a section with unsaved changes', () => {
  it('is stopped with "Please save changes first": staying keeps the answers, leaving drops them', async () => {
    stubServer({ [viewUrl]: () => json(200, { data: factFindOf() }) });
    const router = renderFactFind('/fact-find/personal-details', userOf('client'));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Charlotte' } });

    // Closing or reloading the tab gets the browser's own question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(stepLink(/Occupation and earnings/u));
    const dialog = await screen.findByRole('dialog', { name: m['factFind.saveChangesFirst'] });
    expect(router.state.location.pathname).toBe('/fact-find/personal-details');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this section' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Charlotte');

    fireEvent.click(stepLink(/Occupation and earnings/u));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fact-find/occupation-earnings'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Occupation and earnings' })).toBeTruthy();
    expect(screen.queryAllByText('Unsaved changes')).toEqual([]);
    const unloadAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloadAfter);
    expect(unloadAfter.defaultPrevented).toBe(false);
  });

  it('lets a person move on freely when nothing is unsaved', async () => {
    stubServer({ [viewUrl]: () => json(200, { data: factFindOf() }) });
    const router = renderFactFind('/fact-find/personal-details', userOf('client'));
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('link', { name: 'Next: Occupation and earnings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fact-find/occupation-earnings'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the adviser’s view', () => {
  const answers = { occupationEarnings: { occupations: [], incomes: [], expenditures: [] } };
  const staffView = (actions: LoadedFactFind['actions']) =>
    factFindOf(
      { personalDetails: personalDetailsSchema.parse({ client: { first_name: 'Charlotte', marital_status: 'married' } }), ...answers },
      {
        version: 2,
        saved_at: '2026-11-22T10:00:00.000Z',
        saved_by: savedBy,
        actions,
        review: {
          reviewed_version: null,
          reviewed_at: null,
          changes: [
            { section: 'personalDetails', path: '/client/first_name', label: 'Client: first name', before: null, after: 'Charlotte' },
            {
              section: 'personalDetails',
              path: '/client/marital_status',
              label: 'Client: marital status',
              before: 'Single',
              after: 'Married or civil partner',
            },
          ],
        },
        guidance: {
          ...factFindGuidance({}),
          personalDetails: [{ topic: 'Will', person: 'client', text: 'Your client has no will: suggest they make one.' }],
        },
      },
    );

  it('shows the changes since the last review, the guidance beside the answers, and marks it reviewed', async () => {
    let view = staffView(['edit', 'review']);
    const sent = stubServer({
      [viewUrl]: () => json(200, { data: view }),
      [`POST /api/v1/clients/${clientId}/fact-finds/review`]: () => {
        view = { ...view, review: { reviewed_version: 2, reviewed_at: '2026-11-23T10:00:00.000Z', changes: [] } };
        return json(200, { data: { message: m['factFind.reviewed'], version: 2 } });
      },
    });
    renderFactFind(`/clients/${clientId}/fact-find/personal-details`, userOf('adviser'));
    const review = await screen.findByRole('region', { name: 'Changes since your last review' });
    expect(within(review).getByText('Client: marital status')).toBeTruthy();
    expect(within(review).getByText('Married or civil partner')).toBeTruthy();
    expect(within(review).getByText(/You have not reviewed this fact find yet/u)).toBeTruthy();
    const guidance = screen.getByRole('complementary', { name: 'Guidance for you' });
    expect(within(guidance).getByText('Your client has no will: suggest they make one.')).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText(m['factFind.reviewed'])).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/v1/clients/${clientId}/fact-finds/review`,
    ]);
    await waitFor(() => expect(within(review).queryByRole('button', { name: 'Mark as reviewed' })).toBeNull());
    expect(within(review).getByText(/Nothing has changed since your last review/u)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Since version 2, which you reviewed on November 23, 2026/u));
  });

  it('offers no "Mark as reviewed" to staff the server does not let review (a supporting admin)', async () => {
    stubServer({ [viewUrl]: () => json(200, { data: staffView(['edit']) }) });
    renderFactFind(`/clients/${clientId}/fact-find/personal-details`, userOf('admin'));
    const review = await screen.findByRole('region', { name: 'Changes since your last review' });
    expect(within(review).getByText('Client: first name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
  });

  it('reads without a Save button when the server allows no edit', async () => {
    stubServer({ [viewUrl]: () => json(200, { data: staffView([]) }) });
    renderFactFind(`/clients/${clientId}/fact-find/personal-details`, userOf('adviser'));
    expect(await screen.findByText('You can read this fact find but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('loading', () => {
  it('says the spec’s "not loaded" text and tries again on request', async () => {
    let isDown = true;
    stubServer({ [viewUrl]: () => (isDown ? json(500, {}) : json(200, { data: factFindOf() })) });
    renderFactFind('/fact-find/personal-details', userOf('client'));
    // The query retries a server error twice (1 s, then 2 s) before it shows the failure.
    expect(await screen.findByText(m['factFind.notLoaded'], undefined, { timeout: 8000 })).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toBeTruthy();
  }, 15_000);
});

describe('the fact find of a case', () => {
  const detail = {
    id: caseId,
    type: 'online_advice_request',
    status: 'building',
    name: 'Online Advice Request',
    client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
    documents: [],
    documents_editable: true,
    sections: [
      { section: 'risk_tolerance', label: 'Risk tolerance', complete: false },
      { section: 'fact_find', label: 'Fact find', complete: false },
    ],
    timeline: [],
    actions: [],
    topics: [],
    is_editable: true,
    notice: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    initial_investment: 0,
    monthly_contribution: 0,
  } as unknown as CaseDetail;

  it('is linked from the case’s sections, and saving there goes through the case', async () => {
    let stored: LoadedFactFind = { ...factFindOf(), case_id: caseId, case_section_complete: false };
    const sent = stubServer({
      [`GET /api/v1/client-cases/${caseId}/fact-find`]: () => json(200, { data: stored }),
      [`GET /api/v1/client-cases/${caseId}`]: () => json(200, { data: detail }),
      [`PUT /api/v1/client-cases/${caseId}/fact-find/sections/personal-details`]: (body) => {
        stored = { ...storedFrom(body?.answers, 1), case_id: caseId, case_section_complete: true };
        return json(200, { data: { message: m['factFind.saved'], version: 1, case_section_complete: true } });
      },
    });
    const router = renderRoutes(
      [{ hydrateFallbackElement: <p>Loading</p>, children: [...casesRoutes, ...factFindRoutes] }],
      `/client-cases/${caseId}`,
      {
        user: userOf('client'),
        practice,
      },
    ).router;
    const link = await screen.findByRole('link', { name: 'Fact find' });
    expect(link.getAttribute('href')).toBe(`/client-cases/${caseId}/fact-find`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client-cases/${caseId}/fact-find/personal-details`));
    expect(await screen.findByText(/Complete all ten sections to complete the fact-find section of this case/u)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Charlotte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m['factFind.saved'])).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT' && request.url.startsWith(`/api/v1/client-cases/${caseId}/`))).toBe(true);
    expect(await screen.findByText(/the fact-find section of this case is complete/u)).toBeTruthy();
  });
});
