import { ReadableStream } from 'node:stream/web';
import { estateSummaryMessages } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import {
  clientId,
  emptySections,
  practiceWith,
  refusal,
  renderEstateSummary,
  stubServer,
  summaryOf,
  summaryUrl,
  userOf,
} from './estate-summary.test-server.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The message a screen reader reads with the field. */
function errorOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

async function openSection(name: RegExp) {
  const toggle = await screen.findByRole('button', { name });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('form', { name: toggle.querySelector('.estate-section__title')?.textContent ?? '' });
}

const saved = (body: Record<string, unknown> | undefined, version = 4) => {
  const values = body?.values as Record<string, unknown>;
  return json(200, {
    data: {
      ...summaryOf({ version, sections: { ...emptySections(), bankAccounts: values as never } }),
      message: estateSummaryMessages['estateSummary.saved'],
    },
  });
};

describe('the client’s estate summary', () => {
  it('lists the thirteen sections, each saying what it holds, and says what an empty one should record', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }) });
    renderEstateSummary('/estate-summary', userOf('client'));
    await screen.findByRole('heading', { level: 1, name: 'Your estate summary' });
    expect(screen.getByText(/Last saved by Charlotte Hughes on March 2, 2026/u).textContent).toContain('0 of 13 sections recorded');
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.querySelector('.estate-section__title')?.textContent)).toEqual([
      'Personal details and contacts',
      'Family tree',
      'Bank accounts',
      'Financial assets',
      'Pensions',
      'Property',
      'Lifetime gifts',
      'Beneficiaries',
      'Will',
      'Powers of attorney',
      'Funeral arrangements',
      'Other information',
      'Explanatory note',
    ]);
    expect(toggles.every((toggle) => toggle.textContent?.includes('Nothing recorded yet'))).toBe(true);
    const form = await openSection(/^Bank accounts/u);
    expect(within(form).getByText(/No bank accounts recorded yet. Add each current and savings account/u)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Add a bank account' })).toBeTruthy();
  });

  it('refuses a bad sort code beside its field before sending, then saves the section at its version and toasts the answer', async () => {
    const sent = stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }),
      [`PUT ${summaryUrl}/sections/bankAccounts`]: (body) => saved(body),
    });
    renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Bank accounts/u);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a bank account' }));
    const bank = await within(form).findByLabelText('Bank name');
    fireEvent.change(bank, { target: { value: 'Coutts' } });
    const sortCode = within(form).getByLabelText('Sort code');
    fireEvent.change(sortCode, { target: { value: '18-00-0x' } });
    fireEvent.blur(sortCode);
    await waitFor(() => expect(errorOf(sortCode)).toBe(estateSummaryMessages['estateSummary.sortCode']));
    expect(sortCode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: /^Bank accounts.*Unsaved changes/u })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save Bank accounts' }));
    await waitFor(() => expect(document.activeElement).toBe(sortCode));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    fireEvent.change(sortCode, { target: { value: '18-00-02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Bank accounts' }));
    expect(await screen.findByText('Estate summary saved')).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      version: 3,
      values: { rows: [{ bank_name: 'Coutts', sort_code: '18-00-02', account_number: '', bank_address: '', contact: '' }] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Bank accounts/u }).textContent).toContain('1 entry'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows the server’s refusal beside the field its pointer names', async () => {
    stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }),
      [`PUT ${summaryUrl}/sections/pensions`]: () =>
        refusal(400, 'request.invalid', estateSummaryMessages['estateSummary.currency'], '/values/rows/0/currency'),
    });
    renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Pensions/u);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a pension' }));
    fireEvent.change(await within(form).findByLabelText('Provider name'), { target: { value: 'Aviva' } });
    fireEvent.change(within(form).getByLabelText('Plan value'), { target: { value: '250000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Pensions' }));
    const currency = within(form).getByLabelText('Currency');
    await waitFor(() => expect(errorOf(currency)).toBe(estateSummaryMessages['estateSummary.currency']));
  });

  it('sends amounts as whole numbers and blanks as nothing, and keeps the partner out until named', async () => {
    const sent = stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }),
      [`PUT ${summaryUrl}/sections/property`]: () => json(200, { data: { ...summaryOf({ version: 4 }), message: 'Estate summary saved' } }),
      [`PUT ${summaryUrl}/sections/familyTree`]: () =>
        json(200, { data: { ...summaryOf({ version: 4 }), message: 'Estate summary saved' } }),
    });
    renderEstateSummary('/estate-summary', userOf('client'));
    const property = await openSection(/^Property/u);
    fireEvent.click(within(property).getByRole('button', { name: 'Add a property' }));
    fireEvent.change(await within(property).findByLabelText('Address'), { target: { value: '12 St James’s Square' } });
    fireEvent.change(within(property).getByLabelText('Type'), { target: { value: 'main_residence' } });
    const value = within(property).getByLabelText('Approximate value') as HTMLInputElement;
    fireEvent.change(value, { target: { value: '900000' } });
    fireEvent.blur(value);
    await waitFor(() => expect(value.value).toBe('900,000'));
    fireEvent.click(within(property).getByRole('button', { name: 'Save Property' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body?.values).toEqual({
      rows: [
        {
          address: '12 St James’s Square',
          type: 'main_residence',
          ownership: '',
          approximate_value: 900_000,
          outstanding_loan: null,
          currency: null,
        },
      ],
    });

    const family = await openSection(/^Family tree/u);
    fireEvent.click(within(family).getByRole('button', { name: 'Add a child' }));
    fireEvent.change(await within(family).findByLabelText('Name', { selector: '[name="children.0.name"]' }), {
      target: { value: 'Byron' },
    });
    fireEvent.click(within(family).getByRole('button', { name: 'Save Family tree' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'PUT')[1]?.body?.values).toMatchObject({
      partner: null,
      children: [{ name: 'Byron', contact: '' }],
    });
  });

  it('reads only, with no field to change, when the answer lacks the edit action', async () => {
    const sections = emptySections();
    sections.will = {
      storage: 'With Quill LLP',
      date: '2020-01-01',
      drawn_up_by: '',
      executors: [{ name: 'Mary Somerville', contact: '' }],
    };
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf({ actions: [], sections }) }) });
    renderEstateSummary('/estate-summary', userOf('client'));
    expect(await screen.findByText('You can read this estate summary but not change it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Will/u }));
    const panel = document.getElementById('will-panel') as HTMLElement;
    expect(within(panel).getByText('With Quill LLP')).toBeTruthy();
    expect(within(panel).getByText('January 1, 2020')).toBeTruthy();
    expect(within(panel).getByText('Mary Somerville')).toBeTruthy();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/u })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Pensions/u }));
    expect(within(document.getElementById('pensions-panel') as HTMLElement).getByText('Nothing recorded')).toBeTruthy();
  });
});

describe('unsaved changes', () => {
  it('asks before leaving the page with a section changed, names it, and stays or leaves as told', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }) });
    const router = renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Funeral arrangements/u);
    fireEvent.change(within(form).getByLabelText('Funeral wishes'), { target: { value: 'A quiet service' } });
    await screen.findByText('Unsaved changes');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Audit trail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/unsaved changes in Funeral arrangements/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/estate-summary');
    expect((within(form).getByLabelText('Funeral wishes') as HTMLTextAreaElement).value).toBe('A quiet service');

    fireEvent.click(screen.getByRole('link', { name: 'Audit trail' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estate-summary/audit-trail'));
  });

  it('lets the page go without asking once the change is discarded', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }) });
    const router = renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Explanatory note/u);
    fireEvent.change(within(form).getByLabelText('Explanatory note'), { target: { value: 'Read me first' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Audit trail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estate-summary/audit-trail'));
  });
});

describe('a save over someone else’s', () => {
  it('saves again at the new version when only another section changed meanwhile', async () => {
    let current = summaryOf();
    const sent = stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: current }),
      [`PUT ${summaryUrl}/sections/funeralArrangements`]: (body) =>
        body?.version === 4
          ? json(200, { data: { ...current, version: 5, message: 'Estate summary saved' } })
          : refusal(409, 'resource.conflict', estateSummaryMessages['estateSummary.changedElsewhere']),
    });
    renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Funeral arrangements/u);
    // Meanwhile the adviser saves the will.
    current = summaryOf({ version: 4, sections: { ...emptySections(), will: { ...emptySections().will, storage: 'Bank vault' } } });
    fireEvent.change(within(form).getByLabelText('Funeral wishes'), { target: { value: 'A quiet service' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Funeral arrangements' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body?.version)).toEqual([3, 4]));
    expect((await screen.findAllByText('Estate summary saved')).length).toBeGreaterThan(0);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('explains a refusal when the same section changed, and loads the latest version on request', async () => {
    let current = summaryOf();
    stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: current }),
      [`PUT ${summaryUrl}/sections/funeralArrangements`]: () =>
        refusal(409, 'resource.conflict', estateSummaryMessages['estateSummary.changedElsewhere']),
    });
    renderEstateSummary('/estate-summary', userOf('client'));
    const form = await openSection(/^Funeral arrangements/u);
    current = summaryOf({ version: 4, sections: { ...emptySections(), funeralArrangements: { wishes: 'Cremation, no flowers' } } });
    fireEvent.change(within(form).getByLabelText('Funeral wishes'), { target: { value: 'A quiet service' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Funeral arrangements' }));
    const banner = await within(form).findByRole('alert');
    expect(banner.textContent).toContain(estateSummaryMessages['estateSummary.changedElsewhere']);
    fireEvent.click(within(banner).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect((within(form).getByLabelText('Funeral wishes') as HTMLTextAreaElement).value).toBe('Cremation, no flowers'));
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

describe('generate summary', () => {
  function capturedDownloads(): string[] {
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:summary');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return names;
  }

  it('downloads the PDF, saying how much has arrived meanwhile', async () => {
    let push: ((bytes: Uint8Array) => void) | undefined;
    let finish: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(bytes);
        finish = () => controller.close();
      },
    });
    stubServer({
      [`GET ${summaryUrl}/summary.pdf`]: () =>
        new Response(body as unknown as BodyInit, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="estate-summary-charlotte-hughes.pdf"',
          },
        }),
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }),
    });
    const names = capturedDownloads();
    renderEstateSummary('/estate-summary', userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate summary' }));
    expect(await screen.findByText('Preparing the summary…')).toBeTruthy();
    push?.(new Uint8Array(3 * 1024));
    expect(await screen.findByText('Downloaded 3 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate summary' }).getAttribute('aria-busy')).toBe('true');
    finish?.();
    expect(await screen.findByText('Estate summary downloaded')).toBeTruthy();
    expect(names).toEqual(['estate-summary-charlotte-hughes.pdf']);
    expect(screen.getByRole('button', { name: 'Generate summary' }).getAttribute('aria-busy')).toBeNull();
  });

  it('says clearly when it fails, and tries again on request', async () => {
    let isFailing = true;
    stubServer({
      [`GET ${summaryUrl}/summary.pdf`]: () =>
        isFailing ? json(500, {}) : new Response(new Uint8Array(10), { headers: { 'content-type': 'application/pdf' } }),
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }),
    });
    capturedDownloads();
    renderEstateSummary('/estate-summary', userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate summary' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The summary was not generated');
    expect(alert.textContent).toContain('Something went wrong while preparing it. Please try again in a moment.');
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Generate summary' }));
    expect((await screen.findAllByText('Estate summary downloaded')).length).toBeGreaterThan(0);
    expect(screen.queryByText('The summary was not generated')).toBeNull();
  });
});

describe('where the estate summary shows', () => {
  it('is not found while the practice has the feature off', async () => {
    const sent = stubServer({});
    renderEstateSummary('/estate-summary', userOf('client'), practiceWith([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(sent.filter((request) => request.url.includes('estate-summary'))).toEqual([]);
  });

  it('sends a client who opens it under the client pages to their own', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }) });
    const router = renderEstateSummary(`/clients/${clientId}/estate-summary#will`, userOf('client'));
    await screen.findByRole('heading', { level: 1, name: 'Your estate summary' });
    expect(router.state.location.pathname).toBe('/estate-summary');
    expect(screen.getByRole('button', { name: /^Will/u }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lists the saves as sentences on the audit trail', async () => {
    stubServer({
      [`GET ${summaryUrl}/audit-trail`]: () =>
        json(
          200,
          {
            data: [
              {
                id: '5d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33',
                entity_kind: 'client',
                action: 'estate_summary_saved',
                actor_name: 'Priya Shah',
                before: { section: 'bankAccounts', entries: 0, fields: { '/rows/0/bank_name': null } },
                after: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/bank_name': 'Coutts' } },
                document: null,
                person_name: null,
                created_at: '2026-03-02T10:15:00.000Z',
              },
            ],
          },
          { 'x-total': '1', 'x-total-pages': '1' },
        ),
    });
    renderEstateSummary('/estate-summary/audit-trail', userOf('client'));
    expect(await screen.findByText('Priya Shah added an entry to the estate summary’s bank accounts')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Section saved' })).toBeTruthy();
  });
});
