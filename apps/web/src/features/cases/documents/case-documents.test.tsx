import { type CaseDocument, type CurrentUser, checkChosenFile, uploadPolicies } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { json, practiceOf } from '../../../test/harness.tsx';
import { practiceQueryKey } from '../../practice/practice.api.ts';
import { CaseAddendaSection } from './case-addenda-section.tsx';
import type { CaseDocumentsCase } from './case-documents.rules.ts';
import { CaseDocumentsSection } from './case-documents-section.tsx';

vi.mock('../../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ url, title }: { url: string; title: string }) => <p data-testid="pdf-viewer">{`${title} at ${url}`}</p>,
}));

const caseId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a01';
const adviser: Pick<CurrentUser, 'id' | 'role'> = { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', role: 'adviser' };
const client: Pick<CurrentUser, 'id' | 'role'> = { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a12', role: 'client' };

let nextId = 0;
function documentOf(overrides: Partial<CaseDocument>): CaseDocument {
  nextId += 1;
  const id = `7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c${String(1000 + nextId).padStart(4, '0')}`;
  return {
    id,
    case_id: caseId,
    name: 'Suitability report',
    category: 'investment',
    category_label: 'Investment',
    note: '',
    concealed: false,
    file_name: 'Suitability report.pdf',
    content_type: 'application/pdf',
    size_bytes: 240_000,
    signing: null,
    signature_required: false,
    e_signature: false,
    auto_email_on_update: false,
    version: 1,
    previous_version_id: null,
    superseded_by_id: null,
    uploaded_by: { id: adviser.id, first_name: 'Charlotte', last_name: 'Hughes' },
    created_at: '2026-11-20T10:00:00.000Z',
    download_url: `/api/v1/client-cases/${caseId}/documents/${id}/download`,
    ...overrides,
  };
}

function caseWith(overrides: Partial<CaseDocumentsCase>): CaseDocumentsCase {
  return { id: caseId, type: 'recommendation_pack_case', status: 'submitted', documents: [], documents_editable: true, ...overrides };
}

type Sent = { url: string; method: string; body: unknown };

function stubFetch(answer: (sent: Sent) => Response = () => json(404, { errors: [{ status: '404', detail: 'Not found.' }] })) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (entry.url === '/api/v1/practice') return json(200, { data: {} });
    sent.push(entry);
    return answer(entry);
  });
  return sent;
}

/** A stand-in for XMLHttpRequest, the upload's transport: it reports progress, then answers `status` with `body`. */
function stubUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private listeners: Record<string, () => void> = {};
    private progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null = null;
    upload = { addEventListener: (_: string, listener: FakeXhr['progress']) => (this.progress = listener) };
    open() {}
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(form: FormData) {
      sent.push(form);
      this.progress?.({ lengthComputable: true, loaded: 5, total: 10 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.listeners.load?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderWith(node: ReactNode, features: string[] = []) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(practiceQueryKey, practiceOf({ features } as never));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('the case documents section', () => {
  it('opens a PDF in the viewer from its View button; other files are downloaded only', async () => {
    stubFetch();
    const pdf = documentOf({ name: 'Fee schedule', category: 'charges' });
    const photo = documentOf({ name: 'Signed page', file_name: 'page.png', content_type: 'image/png' });
    renderWith(<CaseDocumentsSection user={client} detail={caseWith({ status: 'reviewing_pack', documents: [pdf, photo] })} />);
    expect(screen.queryByRole('button', { name: 'View Signed page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Fee schedule' }));
    expect((await screen.findByTestId('pdf-viewer')).textContent).toBe(`Fee schedule at ${pdf.download_url}`);
  });

  it('groups documents under their categories in the spec’s order, with notes and the concealed badge for staff', () => {
    stubFetch();
    renderWith(
      <CaseDocumentsSection
        user={adviser}
        detail={caseWith({
          documents: [
            documentOf({ name: 'Fund factsheet', category: 'investment', note: 'Read page 2 first.' }),
            documentOf({ name: 'Passport copy', category: 'identification_and_verification', concealed: true }),
            documentOf({ name: 'Fee schedule', category: 'charges' }),
          ],
        })}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent);
    expect(headings).toEqual(['Charges', 'Identification and verification', 'Investment']);
    const investment = screen.getByRole('region', { name: /^Investment/u });
    expect(within(investment).getByText('Fund factsheet')).toBeTruthy();
    expect(within(investment).getByText('Read page 2 first.')).toBeTruthy();
    const identification = screen.getByRole('region', { name: /^Identification and verification/u });
    expect(within(identification).getByText('Concealed from client')).toBeTruthy();
    expect(screen.getAllByText('Concealed from client')).toHaveLength(1);
  });

  it('gives staff download, edit and remove; removing asks first and sends DELETE only after confirming', async () => {
    const sent = stubFetch(() => json(204, null));
    const doc = documentOf({ name: 'Fee schedule', category: 'charges' });
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({ documents: [doc] })} />);
    expect(screen.getByRole('button', { name: 'Download Fee schedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Fee schedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a document' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fee schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this document?' });
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([`/api/v1/client-cases/${caseId}/documents/${doc.id}`]),
    );
  });

  it('edits a document’s name, category, note and concealment with PATCH', async () => {
    const doc = documentOf({ name: 'Fee schedule', category: 'charges' });
    const sent = stubFetch(() => json(200, { data: doc }));
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({ documents: [doc] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Fee schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit document' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Fees 2027' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'banking' } });
    fireEvent.click(within(dialog).getByLabelText('Conceal from client'));
    fireEvent.click(within(dialog).getByLabelText('Signature required'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PATCH')).toEqual([
        {
          url: `/api/v1/client-cases/${caseId}/documents/${doc.id}`,
          method: 'PATCH',
          body: {
            name: 'Fees 2027',
            category: 'banking',
            note: '',
            concealed: true,
            signature_required: true,
            e_signature: false,
            auto_email_on_update: false,
          },
        },
      ]),
    );
  });

  it('gives the client downloads only on a pack, and no concealment anywhere', () => {
    stubFetch();
    renderWith(<CaseDocumentsSection user={client} detail={caseWith({ documents: [documentOf({ name: 'Fund factsheet' })] })} />);
    expect(screen.getByRole('button', { name: 'Download Fund factsheet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/u })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/u })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.queryByText('Concealed from client')).toBeNull();
  });

  it('lets the client add to their own Online Advice Request while building it, and change only what they uploaded', () => {
    stubFetch();
    const own = documentOf({
      name: 'My payslip',
      category: 'income_withdrawal',
      uploaded_by: { id: client.id, first_name: 'Oliver', last_name: 'Bennett' },
    });
    const adviserDoc = documentOf({ name: 'Terms of business', category: 'other' });
    renderWith(
      <CaseDocumentsSection
        user={client}
        detail={caseWith({ type: 'online_advice_request', status: 'building', documents: [own, adviserDoc] })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove My payslip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Terms of business' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    expect(screen.getByRole('form', { name: 'Add a document' })).toBeTruthy();
    expect(screen.queryByLabelText('Conceal from client')).toBeNull();
  });

  it('says an agreed pack’s documents are for reference only and offers no changes', () => {
    stubFetch();
    renderWith(
      <CaseDocumentsSection
        user={adviser}
        detail={caseWith({ status: 'accepted', documents_editable: false, documents: [documentOf({ name: 'Suitability report' })] })}
      />,
    );
    expect(screen.getByText('Documents for reference only')).toBeTruthy();
    expect(screen.getByText(/has been agreed, so its documents are for reference only/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/u })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Suitability report' })).toBeTruthy();
  });

  it('says what to do when there are no documents', () => {
    stubFetch();
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({})} />);
    expect(screen.getByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    expect(screen.getByText(/Add the documents of this case with “Add a document”/u)).toBeTruthy();
  });

  it('refuses a program as a type, a device name as a name and a file over 25 MB as soon as it is chosen, each with its reason, sending nothing', async () => {
    stubFetch();
    const uploads = stubUpload(201, {});
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    chooseFile(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert').textContent).toBe(`“setup.exe” is a .exe file. Upload ${documentTypes}.`);
    chooseFile(new File(['MZ'], 'invoice.pdf.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert').textContent).toBe(`“invoice.pdf.exe” is a .exe file. Upload ${documentTypes}.`);
    chooseFile(new File(['%PDF'], 'CON.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '“CON.pdf” uses CON, a name Windows keeps for a device. Rename the file, then choose it again.',
    );
    chooseFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(`“notes.txt” is a .txt file. Upload ${documentTypes}.`);
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 39 * 1_048_576 + 1 });
    chooseFile(big);
    expect(screen.getByRole('alert').textContent).toBe('“big.pdf” is 39 MB; the largest file you can upload here is 25 MB.');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(uploads).toEqual([]);
  });

  it('a form sent with no file and no category marks both fields, the file beside its drop zone', async () => {
    stubFetch();
    const uploads = stubUpload(201, {});
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const file = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await waitFor(() => expect(file.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (file.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain('Choose a file to upload.');
    expect(screen.getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');
    expect(uploads).toEqual([]);
  });

  it('needs a category, then shows the server’s refusal of the file beside the file field', async () => {
    stubFetch();
    const uploads = stubUpload(415, {
      errors: [
        {
          status: '415',
          code: 'upload.unreadable',
          title: 'x',
          detail: 'Only PDF, image (JPEG, PNG, GIF, BMP, WebP) and Office files (Word, Excel, PowerPoint, OpenDocument) can be uploaded.',
          source: { pointer: '/file' },
        },
      ],
    });
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    chooseFile(new File(['not really a pdf'], 'fake.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a category')).toBeTruthy();
    expect(uploads).toEqual([]);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'risk' } });
    fireEvent.change(screen.getByLabelText('Note for the client'), { target: { value: 'Please sign.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Only PDF, image/u));
    expect(uploads).toHaveLength(1);
    const form = uploads[0] as FormData;
    expect([form.get('category'), form.get('note'), form.get('concealed'), (form.get('file') as File).name]).toEqual([
      'risk',
      'Please sign.',
      'false',
      'fake.pdf',
    ]);
  });
});

describe('a document’s settings and versions', () => {
  it('shows what is asked of the client and the version, lists earlier versions under the newest, and offers the newest from an old one', async () => {
    stubFetch();
    const v1 = documentOf({ name: 'Suitability report', superseded_by_id: '7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c9999' });
    const v2 = documentOf({
      id: '7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c9999',
      name: 'Suitability report',
      version: 2,
      previous_version_id: v1.id,
      signature_required: true,
      e_signature: true,
    });
    renderWith(<CaseDocumentsSection user={client} detail={caseWith({ documents: [v1, v2] })} />);
    expect(screen.getAllByText('Suitability report')).toHaveLength(1);
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Signature required · electronically')).toBeTruthy();
    fireEvent.click(screen.getByText('Earlier version (1)'));
    fireEvent.click(screen.getByRole('button', { name: 'View version 1 of Suitability report' }));
    expect(await screen.findByText('This is version 1, an earlier version')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the newest version' }));
    await waitFor(() => expect(screen.queryByText('This is version 1, an earlier version')).toBeNull());
  });

  it('lets staff upload a new version, keeping the note unless they change it', async () => {
    stubFetch();
    const doc = documentOf({ name: 'Fee schedule', note: 'Read me' });
    const uploads = stubUpload(201, { data: { ...doc, version: 2 } });
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({ documents: [doc] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'New version of Fee schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload a new version' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));
    expect(await within(dialog).findByText('Choose a file to upload.')).toBeTruthy();
    chooseFile(new File(['%PDF-1.4 v2'], 'fees v2.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0] as FormData;
    expect([form.get('note'), (form.get('file') as File).name]).toEqual([null, 'fees v2.pdf']);
  });

  it('asks staff, never the client, what a new document needs', () => {
    stubFetch();
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    for (const label of ['Signature required', 'Sign electronically', 'E-mail the client when it is updated'])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });
});

describe('a document’s signing on the case', () => {
  const signing = (overrides: Partial<NonNullable<CaseDocument['signing']>>): CaseDocument['signing'] => ({
    status: 'sent',
    your_turn: false,
    signed_count: 1,
    signer_count: 2,
    ...overrides,
  });
  const onSigning = ['eSignature'];
  const linkOf = (name: string) => screen.queryByRole('link', { name })?.getAttribute('href') ?? null;

  it('shows where each document’s signing stands as a badge', () => {
    stubFetch();
    renderWith(
      <CaseDocumentsSection
        user={adviser}
        detail={caseWith({
          documents: [
            documentOf({ name: 'Draft one', signing: signing({ status: 'draft', signed_count: 0 }) }),
            documentOf({ name: 'Sent one', signing: signing({}) }),
            documentOf({ name: 'Signed one', signing: signing({ status: 'completed', signed_count: 2 }) }),
            documentOf({ name: 'Declined one', signing: signing({ status: 'declined' }) }),
            documentOf({ name: 'Cancelled one', signing: signing({ status: 'voided' }) }),
          ],
        })}
      />,
      onSigning,
    );
    const badges = [...document.querySelectorAll('.case-docs__signing')].map((badge) => badge.textContent);
    expect(badges).toEqual([
      'Being prepared for signing',
      'Awaiting signatures · 1 of 2 signed',
      'Signed',
      'Signing declined',
      'Signing cancelled',
    ]);
  });

  it('gives staff “Prepare for signing” on a PDF without a request and “Signing details” once sent, only while eSignature is on', () => {
    stubFetch();
    const plain = documentOf({ name: 'Fee schedule' });
    const sent = documentOf({ name: 'Suitability report', signing: signing({}) });
    const photo = documentOf({ name: 'Passport', file_name: 'passport.png', content_type: 'image/png' });
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({ documents: [plain, sent, photo] })} />, onSigning);
    expect(linkOf('Prepare for signing: Fee schedule')).toBe(`/client-cases/${caseId}/documents/${plain.id}/signing`);
    expect(linkOf('Signing details of Suitability report')).toBe(`/client-cases/${caseId}/documents/${sent.id}/signing`);
    expect(linkOf('Prepare for signing: Passport')).toBeNull();
    cleanup();
    renderWith(<CaseDocumentsSection user={adviser} detail={caseWith({ documents: [plain, sent] })} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('gives the client “Sign” on their turn and the signed copy once complete, and never shows them a draft', () => {
    stubFetch();
    const mine = documentOf({ name: 'Suitability report', signing: signing({ your_turn: true, signed_count: 0 }) });
    const waiting = documentOf({ name: 'Fee agreement', signing: signing({}) });
    const done = documentOf({ name: 'Terms', signing: signing({ status: 'completed', signed_count: 2 }) });
    const draft = documentOf({ name: 'Draft', signing: signing({ status: 'draft' }) });
    renderWith(<CaseDocumentsSection user={client} detail={caseWith({ documents: [mine, waiting, done, draft] })} />, onSigning);
    expect(linkOf('Sign Suitability report')).toBe(`/documents/${mine.id}/sign`);
    expect(linkOf('Signed copy of Terms')).toBe(`/documents/${done.id}/sign`);
    expect(screen.queryAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('Signing draft')).toBeNull();
  });
});

const documentTypes = 'a PDF, JPG, PNG, GIF, BMP, WebP, Word, Excel, PowerPoint or OpenDocument file';

describe('the early file checks', () => {
  it.each([
    ['report.pdf', 'application/pdf', 1000, null],
    ['photo.JPEG', 'image/jpeg', 1000, null],
    ['scan', 'application/pdf', 1000, null],
    ['CON.pdf', 'application/pdf', 1000, '“CON.pdf” uses CON, a name Windows keeps for a device. Rename the file, then choose it again.'],
    ['page.html', 'text/html', 1000, `“page.html” is a .html file. Upload ${documentTypes}.`],
    ['sheet.csv', 'text/csv', 1000, `“sheet.csv” is a .csv file. Upload ${documentTypes}.`],
    ['exactly-25mb.pdf', 'application/pdf', 26_214_400, null],
    ['one-byte-over.pdf', 'application/pdf', 26_214_401, '“one-byte-over.pdf” is 25.1 MB; the largest file you can upload here is 25 MB.'],
  ])('%s (%s, %d bytes)', (name, type, size, problem) => {
    expect(checkChosenFile(uploadPolicies.caseDocument, { name, type, size })).toBe(problem);
  });
});

describe('the addenda section', () => {
  const addendum = {
    id: '8d1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a01',
    case_id: caseId,
    text: 'The fund changed its name in March.',
    created_by: { id: adviser.id, first_name: 'Charlotte', last_name: 'Hughes' },
    created_at: '2026-11-21T15:30:00.000Z',
  };

  it('lists addenda for the client without a form', async () => {
    stubFetch(() => json(200, { data: [addendum] }));
    renderWith(<CaseAddendaSection caseId={caseId} user={client} />);
    expect(await screen.findByText('The fund changed its name in March.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add addendum' })).toBeNull();
  });

  it('lets staff add one, refusing an empty text before sending', async () => {
    const sent = stubFetch((s) => (s.method === 'POST' ? json(201, { data: addendum }) : json(200, { data: [] })));
    renderWith(<CaseAddendaSection caseId={caseId} user={adviser} />);
    expect(await screen.findByRole('heading', { name: 'No addenda' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add addendum' }));
    await waitFor(() => expect(screen.getByLabelText('Addendum').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Addendum'), { target: { value: 'The fund changed its name in March.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add addendum' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST')).toEqual([
        { url: `/api/v1/client-cases/${caseId}/addenda`, method: 'POST', body: { text: 'The fund changed its name in March.' } },
      ]),
    );
  });
});
