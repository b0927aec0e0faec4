import type { BatchPacksResult, BatchUpload, ClientListItem, CurrentUser } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireUser } from '../../../app/guards.tsx';
import { json, markSignedIn, renderRoutes } from '../../../test/harness.tsx';
import { batchRoutes } from './batch.area.tsx';
import { BatchResult } from './batch-result.tsx';

const uuid = (n: number) => `6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c${String(n).padStart(4, '0')}`;

function clientOf(n: number, first: string, last: string): ClientListItem {
  return {
    id: uuid(n),
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.test`,
    kind: 'client',
    status: 'active',
    avatar_url: null,
    tags: [],
    last_activity_at: null,
    est_total_case_size: null,
    net_worth: null,
    created_at: '2026-11-20T10:00:00.000Z',
    invited_at: null,
  } as unknown as ClientListItem;
}

const oliver = clientOf(1, 'Oliver', 'Bennett');
const amelia = clientOf(2, 'Amelia', 'Clarke');
const harry = clientOf(3, 'Harry', 'Dawson');

const director = {
  id: uuid(9),
  email: 'director@demo.test',
  first_name: 'Dana',
  last_name: 'Director',
  role: 'director',
  area: 'director',
  practice_id: uuid(8),
  session_expires_at: '2026-11-22T10:00:00.000Z',
} as unknown as CurrentUser;

type Sent = { url: string; method: string; body: unknown };

function stubServer(features: string[], answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  markSignedIn();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/users/me') return json(200, { data: director });
    if (url === '/api/v1/practice') return json(200, { data: { id: uuid(8), name: 'Demo Practice', features } });
    if (url.startsWith('/api/v1/clients?')) {
      const search = new URL(url, 'http://x').searchParams.get('search');
      const items = [oliver, amelia, harry].filter((c) => !search || c.first_name.toLowerCase().includes(search.toLowerCase()));
      return json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });
    }
    if (url.startsWith('/api/v1/client-cases?')) return json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' });
    const entry = { url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(entry);
    return answer(entry);
  });
  return sent;
}

function renderAt(path: string) {
  renderRoutes(
    [
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: batchRoutes,
      },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

const staged: BatchUpload = {
  id: uuid(201),
  name: 'Annual charges',
  file_name: 'Annual charges.pdf',
  content_type: 'application/pdf',
  size_bytes: 2048,
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-21T10:00:00.000Z',
};

/**
 * A stand-in for XMLHttpRequest, the upload's transport: it records each form and reports half the file
 * sent, then answers `status` with `body` when the test calls `finish`.
 */
function stubUpload(status: number, body: unknown) {
  const sent: { url: string; form: FormData }[] = [];
  const pending: (() => void)[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private listeners: Record<string, () => void> = {};
    private progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null = null;
    upload = { addEventListener: (_: string, listener: FakeXhr['progress']) => (this.progress = listener) };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      this.progress?.({ lengthComputable: true, loaded: 5, total: 10 });
      pending.push(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.listeners.load?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, finish: () => pending.shift()?.() };
}

const pdf = (name = 'Annual charges.pdf', size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

async function startPacksFor(client: RegExp) {
  renderAt('/clients/new-document-packs');
  fireEvent.change(await screen.findByLabelText('Name of each pack'), { target: { value: 'Annual charges 2026' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: client }));
  fireEvent.click(screen.getByRole('button', { name: 'Upload a new document' }));
  return screen.getByRole('group', { name: 'Upload a new document' });
}

describe('batch creation of packs', () => {
  it('sends the chosen clients, name and cover note, then shows each client created or refused with the reason', async () => {
    const result: BatchPacksResult = {
      created: [{ client_id: oliver.id, case_id: uuid(101) }],
      refused: [{ client_id: amelia.id, reason: "This client's account is deactivated, so it is read-only." }],
    };
    const sent = stubServer(['documentsPack'], () => json(201, { data: result }));
    renderAt('/clients/new-document-packs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document packs for many clients' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Name of each pack'), { target: { value: 'Annual review documents' } });
    fireEvent.change(screen.getByLabelText('Cover note'), { target: { value: 'Please read before our meeting.' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oliver Bennett/u }));
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'ame' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Oliver Bennett/u })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: /Amelia Clarke/u }));
    expect(screen.getByText('2 clients chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create packs for 2 clients' }));

    const outcome = await screen.findByRole('region', { name: 'Result' });
    expect(sent).toEqual([
      {
        url: '/api/v1/documents-packs/bulk-create',
        method: 'POST',
        body: {
          name: 'Annual review documents',
          cover_note: 'Please read before our meeting.',
          client_ids: [oliver.id, amelia.id],
          documents: [],
          uploads: [],
        },
      },
    ]);
    const created = within(outcome).getByRole('region', { name: 'Created for 1 client' });
    expect(within(created).getByText('Oliver Bennett')).toBeTruthy();
    expect(within(created).getByRole('link', { name: 'Open the pack' }).getAttribute('href')).toBe(`/client-cases/${uuid(101)}`);
    const refused = within(outcome).getByRole('region', { name: 'Refused for 1 client' });
    expect(within(refused).getByText('Amelia Clarke')).toBeTruthy();
    expect(within(refused).getByText("This client's account is deactivated, so it is read-only.")).toBeTruthy();
  });

  it('asks for a name and at least one client before sending anything', async () => {
    const sent = stubServer(['recommendationPack'], () => json(500, {}));
    renderAt('/clients/new-recommendation-packs');
    await screen.findByLabelText(/Oliver Bennett/u);
    fireEvent.click(screen.getByRole('button', { name: 'Create packs' }));
    await waitFor(() => expect(screen.getByLabelText('Name of each pack').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Name of each pack'), { target: { value: 'Pension switch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create packs' }));
    expect(await screen.findByText('Choose at least one client')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says so when the practice has the kind of pack turned off', async () => {
    stubServer([], () => json(500, {}));
    renderAt('/clients/new-recommendation-packs');
    expect(await screen.findByText(/Recommendation packs are turned off for this practice/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create packs' })).toBeNull();
  });
});

describe('uploading a new document for every pack', () => {
  it('uploads the file once with progress, lists it with its category and note, and sends it with the packs', async () => {
    const result: BatchPacksResult = { created: [{ client_id: oliver.id, case_id: uuid(101) }], refused: [] };
    const sent = stubServer(['documentsPack'], () => json(201, { data: result }));
    const upload = stubUpload(201, { data: staged });
    const panel = await startPacksFor(/Oliver Bennett/u);
    chooseFile(pdf());
    expect(within(panel).getByText('Annual charges.pdf')).toBeTruthy();
    expect(within(panel).getByText('2 KB')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Category/u), { target: { value: 'charges' } });
    fireEvent.change(within(panel).getByLabelText(/^Note for the client/u), { target: { value: 'Keep this for your records.' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload and add' }));

    const progress = await within(panel).findByRole('progressbar', { name: 'Uploading the document' });
    expect(progress.getAttribute('value')).toBe('0.5');
    expect(upload.sent.map((u) => [u.url, (u.form.get('file') as File).name])).toEqual([
      ['/api/v1/clients/new-packs/uploads', 'Annual charges.pdf'],
    ]);
    upload.finish();
    const note = await screen.findByLabelText('Note for the client on Annual charges');
    expect((note as HTMLInputElement).value).toBe('Keep this for your records.');
    expect(screen.getByText('New upload · Charges · 2 KB')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Upload a new document' })).toBeNull();

    fireEvent.change(note, { target: { value: 'Keep this safe.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the pack for 1 client' }));
    await screen.findByRole('region', { name: 'Result' });
    expect(sent).toEqual([
      {
        url: '/api/v1/documents-packs/bulk-create',
        method: 'POST',
        body: {
          name: 'Annual charges 2026',
          cover_note: '',
          client_ids: [oliver.id],
          documents: [],
          uploads: [{ upload_id: staged.id, name: '', category: 'charges', note: 'Keep this safe.' }],
        },
      },
    ]);
  });

  it('asks for a file and a category, refuses a file over 25 MB before sending, and shows the server’s refusal', async () => {
    stubServer(['documentsPack'], () => json(500, {}));
    const refusal = {
      errors: [
        {
          status: '422',
          code: 'upload.unreadable',
          title: 'Unsupported file',
          detail: 'Only PDF, image (JPEG, PNG, GIF, BMP, WebP) and Office files (Word, Excel, PowerPoint, OpenDocument) can be uploaded.',
          source: { pointer: '/file' },
        },
      ],
    };
    const upload = stubUpload(422, refusal);
    const panel = await startPacksFor(/Amelia Clarke/u);
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload and add' }));
    expect(await within(panel).findByText('Choose a file to upload.')).toBeTruthy();
    const category = within(panel).getByLabelText(/^Category/u);
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(panel)
        .getAllByText('Choose a category')
        .some((node) => node.tagName !== 'OPTION'),
    ).toBe(true);

    chooseFile(pdf('huge.pdf', 26_214_401));
    expect(await within(panel).findByText('“huge.pdf” is 25.1 MB; the largest file you can upload here is 25 MB.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Category/u), { target: { value: 'other' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload and add' }));
    expect(upload.sent).toEqual([]);

    chooseFile(pdf('looks-like.pdf'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload and add' }));
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    upload.finish();
    expect(await within(panel).findByText(/^Only PDF, image/u)).toBeTruthy();
    expect(screen.getByText('No documents chosen: the packs start empty.')).toBeTruthy();
  });

  it('shows the server’s refusal of a staged upload beside that document', async () => {
    const gone = {
      errors: [
        {
          status: '400',
          code: 'request.invalid',
          title: 'Invalid request',
          detail: 'This uploaded document is no longer available. Upload it again.',
          source: { pointer: '/uploads/0/upload_id' },
        },
      ],
    };
    const sent = stubServer(['documentsPack'], () => json(400, gone));
    const upload = stubUpload(201, { data: staged });
    const panel = await startPacksFor(/Harry Dawson/u);
    chooseFile(pdf());
    fireEvent.change(within(panel).getByLabelText(/^Category/u), { target: { value: 'charges' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload and add' }));
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    upload.finish();
    const note = await screen.findByLabelText('Note for the client on Annual charges');
    fireEvent.click(screen.getByRole('button', { name: 'Create the pack for 1 client' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This uploaded document is no longer available. Upload it again.')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});

describe('the batch result', () => {
  it('names a client it was not given by id, and says when nothing was created', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <BatchResult
              result={{ created: [], refused: [{ client_id: harry.id, reason: 'This client does not exist.' }] }}
              clients={new Map()}
              onAgain={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('No pack was created. The reasons are below.')).toBeTruthy();
    expect(screen.getByText(`Client ${harry.id}`)).toBeTruthy();
    expect(screen.getByText('This client does not exist.')).toBeTruthy();
  });
});
