import { PDFDocument } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { auditEvents, caseDocuments, clientCases, notifications, signingEnvelopes } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf } from '../../testing/files.ts';
import { lastMailTo } from '../../testing/mailbox.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { draftBody, putDraft, smallPdf } from '../signing/signing.testing.ts';
import { type CaseCast, createCaseCast, insertCase, multipartForm, pdfBytes, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asSupporting: TestClient;
let asForeignDirector: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser, asSupporting] = await Promise.all([as(cast.client), as(cast.adviser), as(cast.supporting)]);
  const other = await createPractice(t.runtime.db);
  const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
  asForeignDirector = await sessionFor(t.app, t.runtime.db, foreignDirector, other.host);
});
afterAll(() => t.close());

const newCase = (type: Parameters<typeof insertCase>[1]['type'], status: Parameters<typeof insertCase>[1]['status']) =>
  insertCase(t.runtime.db, { practiceId: cast.practice.id, clientId: cast.client.id, adviserId: cast.adviser.id, type, status });

type Upload = { fields?: Record<string, string>; filename?: string; content?: Buffer | null };
function upload(as: TestClient, caseId: string, { fields = {}, filename = 'report.pdf', content = pdfBytes() }: Upload = {}) {
  const form = multipartForm({ category: 'investment', ...fields }, content ? { filename, content } : undefined);
  return as.request('POST', `/api/v1/client-cases/${caseId}/documents`, { payload: form.payload, headers: form.headers });
}

async function auditActions(caseId: string): Promise<string[]> {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)));
  return rows.map((r) => r.action);
}

async function docxBytes(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every entry of a zip, by path, with its bytes. */
function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('uploading a case document', () => {
  it('stores a PDF with its name, category, note and concealment, lists it, shows it in the overview and audits it', async () => {
    const caseId = await newCase('recommendation_pack_case', 'submitted');
    const response = await upload(asAdviser, caseId, {
      fields: { name: 'Suitability report', category: 'investment', note: 'Please read before our meeting', concealed: 'false' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Suitability report',
      category: 'investment',
      category_label: 'Investment',
      note: 'Please read before our meeting',
      concealed: false,
      file_name: 'report.pdf',
      content_type: 'application/pdf',
      size_bytes: pdfBytes().length,
      uploaded_by: { id: cast.adviser.id },
    });
    const list = await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`);
    expect(list.json().data.map((d: { name: string }) => d.name)).toEqual(['Suitability report']);
    expect(list.headers['x-total']).toBe('1');
    const overview = (await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data;
    expect(overview.documents).toHaveLength(1);
    expect(overview.documents_editable).toBe(true);
    expect(await auditActions(caseId)).toContain('document_added');
  });

  it('accepts an Office document by its content and takes the file name when no name is given', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const response = await upload(asSupporting, caseId, { filename: 'Fact sheet.docx', content: await docxBytes() });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Fact sheet',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a file whose content is not an accepted type, whatever its name says, and stores nothing', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const text = await upload(asAdviser, caseId, { filename: 'report.pdf', content: Buffer.from('just some text, not a PDF') });
    expect(text.statusCode).toBe(422);
    expect(errorOf(text)).toMatchObject({ code: 'upload.type_not_allowed', source: { pointer: '/file' } });
    expect(errorOf(text).detail).toMatch(/^“report\.pdf” is named as a \.pdf file, but its content is not one/u);
    const program = await upload(asAdviser, caseId, {
      filename: 'report.pdf',
      content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
    });
    expect(program.statusCode).toBe(422);
    const rows = await t.runtime.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId));
    expect(rows).toEqual([]);
  });

  it('refuses a program’s name as a type not allowed even with PDF content, and a device name as a name not allowed', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const response = await upload(asAdviser, caseId, { filename: 'invoice.pdf.exe' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: expect.stringMatching(/^“invoice\.pdf\.exe” is a \.exe file\. Upload a PDF, /u),
    });
    const device = await upload(asAdviser, caseId, { filename: 'NUL.pdf' });
    expect(device.statusCode).toBe(422);
    expect(errorOf(device)).toMatchObject({
      code: 'upload.name_not_allowed',
      detail: expect.stringContaining('a name Windows keeps for a device'),
    });
  });

  it('answers 413 with a clear message for a file over 25 MB (26214400 bytes)', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(26_214_401 - pdfBytes().length, 0x20)]);
    const response = await upload(asAdviser, caseId, { content: tooBig });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).detail).toBe('This file is larger than 25 MB, the largest file you can upload here.');
  });

  it('answers 400 naming each missing field', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const form = multipartForm({ name: 'No file, no category' });
    const response = await asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents`, {
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/file', '/category']));
    const notMultipart = await asAdviser.post(`/api/v1/client-cases/${caseId}/documents`, { category: 'other' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it("is a 404 on another practice's case", async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const uploaded = (await upload(asAdviser, caseId)).json().data;
    expect((await upload(asForeignDirector, caseId)).statusCode).toBe(404);
    expect((await asForeignDirector.get(`/api/v1/client-cases/${caseId}/documents`)).statusCode).toBe(404);
    expect((await asForeignDirector.get(`/api/v1/client-cases/${caseId}/documents/${uploaded.id}/download`)).statusCode).toBe(404);
    expect((await asForeignDirector.get(`/api/v1/client-cases/${caseId}/business-pack.zip`)).statusCode).toBe(404);
  });
});

describe('what the client sees', () => {
  it('never lists, shows or downloads a concealed document', async () => {
    const caseId = await newCase('meeting_request', 'requested');
    const shown = (await upload(asAdviser, caseId, { fields: { name: 'Agenda', category: 'meeting' } })).json().data;
    const hidden = (await upload(asAdviser, caseId, { fields: { name: 'Internal notes', category: 'meeting', concealed: 'true' } })).json()
      .data;
    expect(hidden.concealed).toBe(true);

    const list = await asClient.get(`/api/v1/client-cases/${caseId}/documents`);
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([shown.id]);
    const overview = (await asClient.get(`/api/v1/client-cases/${caseId}`)).json().data;
    expect(overview.documents.map((d: { id: string }) => d.id)).toEqual([shown.id]);
    expect((await asClient.get(`/api/v1/client-cases/${caseId}/documents/${hidden.id}/download`)).statusCode).toBe(404);
    expect((await asClient.get(`/api/v1/client-cases/${caseId}/documents/${shown.id}/download`)).statusCode).toBe(200);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`)).json().data).toHaveLength(2);

    expect((await asClient.patch(`/api/v1/client-cases/${caseId}/documents/${shown.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await asClient.delete(`/api/v1/client-cases/${caseId}/documents/${shown.id}`)).statusCode).toBe(403);
    expect((await asClient.patch(`/api/v1/client-cases/${caseId}/documents/${hidden.id}`, { name: 'Found it' })).statusCode).toBe(404);

    const clientTrail = JSON.stringify((await asClient.get(`/api/v1/client-cases/${caseId}/audit-trail?per_page=100`)).json().data);
    expect(clientTrail).toContain('Agenda');
    expect(clientTrail).not.toContain('Internal notes');
    const staffTrail = JSON.stringify((await asAdviser.get(`/api/v1/client-cases/${caseId}/audit-trail?per_page=100`)).json().data);
    expect(staffTrail).toContain('Internal notes');
  });

  it('may add documents to their own Online Advice Request while building it, never concealed, and not after submitting', async () => {
    const caseId = await newCase('online_advice_request', 'building');
    const own = await upload(asClient, caseId, { fields: { name: 'My payslip', category: 'income_withdrawal', concealed: 'true' } });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.concealed).toBe(false);
    const renamed = await asClient.patch(`/api/v1/client-cases/${caseId}/documents/${own.json().data.id}`, { name: 'Payslip March' });
    expect(renamed.json().data.name).toBe('Payslip March');

    await t.runtime.db.update(clientCases).set({ status: 'submitted' }).where(eq(clientCases.id, caseId));
    const late = await upload(asClient, caseId);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).detail).toBe('You can add documents only to your own Online Advice Request while it is in progress.');

    const meeting = await newCase('meeting_request', 'requested');
    expect((await upload(asClient, meeting)).statusCode).toBe(403);
  });
});

describe('an agreed recommendation pack', () => {
  it.each(['accepted', 'confirmed'] as const)('when %s, refuses adding, editing and removing documents with 409', async (status) => {
    const caseId = await newCase('recommendation_pack_case', 'submitted');
    const doc = (await upload(asAdviser, caseId)).json().data;
    await t.runtime.db.update(clientCases).set({ status }).where(eq(clientCases.id, caseId));
    const referenceOnly =
      'This recommendation pack has been agreed, so its documents are for reference only and cannot be added, changed or removed.';

    const added = await upload(asAdviser, caseId);
    expect(added.statusCode).toBe(409);
    expect(errorOf(added).detail).toBe(referenceOnly);
    const edited = await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${doc.id}`, { name: 'Changed' });
    expect(edited.statusCode).toBe(409);
    expect(errorOf(edited).detail).toBe(referenceOnly);
    expect((await asAdviser.delete(`/api/v1/client-cases/${caseId}/documents/${doc.id}`)).statusCode).toBe(409);

    const overview = (await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data;
    expect(overview.documents_editable).toBe(false);
    expect(overview.documents).toHaveLength(1);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents/${doc.id}/download`)).statusCode).toBe(200);
  });
});

describe('download, edit and remove', () => {
  it('downloads as an attachment with the exact bytes, never inline', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const content = pdfBytes('the exact bytes');
    const doc = (await upload(asAdviser, caseId, { fields: { name: 'Plan « 2025 »' }, content })).json().data;
    const response = await asAdviser.get(doc.download_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Plan _ 2025 _.pdf"; filename\*=UTF-8''/u);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('edits a document’s name, category, note and concealment, then removes it; each change is audited', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const doc = (await upload(asAdviser, caseId)).json().data;
    const edited = await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${doc.id}`, {
      name: 'Renamed',
      category: 'trusts_and_estate',
      note: 'Updated note',
      concealed: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Renamed', category: 'trusts_and_estate', note: 'Updated note', concealed: true });
    expect((await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${doc.id}`, {})).statusCode).toBe(400);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents?category=trusts_and_estate`)).json().data).toHaveLength(1);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents?category=banking`)).json().data).toHaveLength(0);

    expect((await asAdviser.delete(`/api/v1/client-cases/${caseId}/documents/${doc.id}`)).statusCode).toBe(204);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`)).json().data).toEqual([]);
    expect((await asAdviser.get(doc.download_url)).statusCode).toBe(404);
    expect(await auditActions(caseId)).toEqual(expect.arrayContaining(['document_added', 'document_edited', 'document_removed']));
  });
});

describe('document settings and versions', () => {
  function uploadVersion(
    as: TestClient,
    caseId: string,
    documentId: string,
    fields: Record<string, string> = {},
    content: Buffer | null = pdfBytes('v2'),
  ) {
    const form = multipartForm(fields, content ? { filename: 'report v2.pdf', content } : undefined);
    return as.request('POST', `/api/v1/client-cases/${caseId}/documents/${documentId}/versions`, {
      payload: form.payload,
      headers: form.headers,
    });
  }

  it('keeps whether a signature is required, by e-signature, and whether the client is e-mailed of updates; staff change them', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const doc = (
      await upload(asAdviser, caseId, { fields: { signature_required: 'true', e_signature: 'on', auto_email_on_update: 'true' } })
    ).json().data;
    expect(doc).toMatchObject({
      signature_required: true,
      e_signature: true,
      auto_email_on_update: true,
      version: 1,
      superseded_by_id: null,
    });
    const edited = await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${doc.id}`, { e_signature: false });
    expect(edited.json().data).toMatchObject({ signature_required: true, e_signature: false });
  });

  it('never lets the client set them on their own upload', async () => {
    const caseId = await newCase('online_advice_request', 'building');
    const doc = (await upload(asClient, caseId, { fields: { signature_required: 'true', auto_email_on_update: 'true' } })).json().data;
    expect(doc).toMatchObject({ signature_required: false, auto_email_on_update: false });
  });

  it('a newer version takes the old one’s place and settings; the old one stays readable but changes no more', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const v1 = (
      await upload(asAdviser, caseId, { fields: { name: 'Suitability report', note: 'First', signature_required: 'true' } })
    ).json().data;
    const created = await uploadVersion(asAdviser, caseId, v1.id);
    expect(created.statusCode).toBe(201);
    const v2 = created.json().data;
    expect(v2).toMatchObject({
      name: 'Suitability report',
      note: 'First',
      signature_required: true,
      version: 2,
      previous_version_id: v1.id,
    });
    expect((await asAdviser.get(v2.download_url)).rawPayload.equals(pdfBytes('v2'))).toBe(true);

    const listed = (await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`)).json().data as Array<{
      id: string;
      superseded_by_id: string | null;
    }>;
    expect(listed.find((d) => d.id === v1.id)?.superseded_by_id).toBe(v2.id);
    expect((await asAdviser.get(v1.download_url)).statusCode).toBe(200);

    const editOld = await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${v1.id}`, { name: 'Old' });
    expect(editOld.statusCode).toBe(409);
    expect(errorOf(editOld).detail).toBe('A newer version of this document exists. Open the newest version to change it.');
    expect((await uploadVersion(asAdviser, caseId, v1.id)).statusCode).toBe(409);

    const v3 = (await uploadVersion(asAdviser, caseId, v2.id, { note: 'Third' })).json().data;
    expect(v3).toMatchObject({ version: 3, note: 'Third', previous_version_id: v2.id });
    expect(await auditActions(caseId)).toEqual(expect.arrayContaining(['document_version_added']));
  });

  it('cancels the old version’s unsigned signing request, tells the client when the document says so, and is never signed once old', async () => {
    const caseId = await newCase('document_pack_case', 'building');
    const pdf = await smallPdf();
    const told = (await upload(asAdviser, caseId, { content: pdf, fields: { auto_email_on_update: 'true' } })).json().data;
    expect((await putDraft(asAdviser, told.id, draftBody(['client']))).statusCode).toBe(200);
    const v2 = (await uploadVersion(asAdviser, caseId, told.id, {}, pdf)).json().data;
    const envelopes = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.documentId, told.id));
    expect(envelopes.map((envelope) => envelope.status)).toEqual(['voided']);
    expect((await putDraft(asAdviser, told.id, draftBody(['client']))).statusCode).toBe(409);
    const bells = await t.runtime.db.select().from(notifications).where(eq(notifications.userId, cast.client.id));
    expect(bells.filter((bell) => bell.kind === 'documents.updated').map((bell) => bell.body)).toContain(
      `A newer version of “${v2.name}” is ready for you.`,
    );
    expect((await lastMailTo(t.runtime.db, cast.client.email))?.subject).toMatch(/updated/iu);

    const quiet = (await upload(asAdviser, caseId, { content: pdf, fields: { auto_email_on_update: 'true', concealed: 'true' } })).json()
      .data;
    const before = (await t.runtime.db.select().from(notifications).where(eq(notifications.userId, cast.client.id))).length;
    await uploadVersion(asAdviser, caseId, quiet.id, {}, pdf);
    expect(await t.runtime.db.select().from(notifications).where(eq(notifications.userId, cast.client.id))).toHaveLength(before);
  });

  it('needs a file, is for staff only, and is a 404 in another practice', async () => {
    const caseId = await newCase('document_pack_case', 'draft');
    const doc = (await upload(asAdviser, caseId)).json().data;
    const noFile = await uploadVersion(asAdviser, caseId, doc.id, {}, null);
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile)).toMatchObject({ detail: 'Choose a file to upload.', source: { pointer: '/file' } });
    expect((await uploadVersion(asClient, caseId, doc.id)).statusCode).toBe(403);
    expect((await uploadVersion(asForeignDirector, caseId, doc.id)).statusCode).toBe(404);
  });
});

describe('a PDF form filled in the viewer', () => {
  /** A one-page PDF with a text field, a checkbox, a radio group and a dropdown (which is never filled). */
  async function formPdf(): Promise<Buffer> {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 400]);
    const form = document.getForm();
    form.createTextField('full_name').addToPage(page, { x: 20, y: 340, width: 300, height: 24 });
    const consent = form.createCheckBox('consent');
    consent.addToPage(page, { x: 20, y: 300, width: 16, height: 16 });
    const plan = form.createRadioGroup('plan');
    plan.addOptionToPage('basic', page, { x: 20, y: 260, width: 16, height: 16 });
    plan.addOptionToPage('premium', page, { x: 60, y: 260, width: 16, height: 16 });
    form.createDropdown('country').addToPage(page, { x: 20, y: 200, width: 120, height: 24 });
    return Buffer.from(await document.save());
  }
  const formPath = (caseId: string, documentId: string) => `/api/v1/client-cases/${caseId}/documents/${documentId}/form`;

  it('the client fills it as they type; the filled copy carries the values flattened into the page', async () => {
    const caseId = await newCase('document_pack_case', 'submitted');
    const doc = (await upload(asAdviser, caseId, { content: await formPdf() })).json().data;
    expect((await asClient.get(formPath(caseId, doc.id))).json().data).toEqual({ pdf_data: {}, updated_at: null, editable: true });

    const values = { full_name: 'Zoë Ó Súilleabháin', consent: 'Yes', plan: 'premium', country: 'France', unknown: 'x' };
    const saved = await asClient.put(formPath(caseId, doc.id), { pdf_data: values });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ pdf_data: values, editable: true });
    expect((await asAdviser.get(formPath(caseId, doc.id))).json().data.pdf_data).toEqual(values);

    const filled = await asClient.get(`${formPath(caseId, doc.id).replace(/form$/u, 'filled.pdf')}`);
    expect(filled.statusCode).toBe(200);
    expect(filled.headers['content-disposition']).toContain('filled in');
    expect((await pdfText(filled.rawPayload)).text).toContain('Zoë Ó Súilleabháin');
    expect((await PDFDocument.load(filled.rawPayload)).getForm().getFields()).toHaveLength(0);
    expect(await auditActions(caseId)).toContain('document_form_saved');

    await asClient.put(formPath(caseId, doc.id), { pdf_data: { ...values, consent: 'Off' } });
    expect((await asClient.get(formPath(caseId, doc.id))).json().data.pdf_data.consent).toBe('Off');
  });

  it('refuses a form that cannot change: a newer version, an agreed pack; a file that is not a PDF; another practice', async () => {
    const caseId = await newCase('recommendation_pack_case', 'reviewing_pack');
    const doc = (await upload(asAdviser, caseId, { content: await formPdf() })).json().data;
    const form = multipartForm({}, { filename: 'v2.pdf', content: await formPdf() });
    await asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents/${doc.id}/versions`, {
      payload: form.payload,
      headers: form.headers,
    });
    const old = await asClient.put(formPath(caseId, doc.id), { pdf_data: { full_name: 'A' } });
    expect(old.statusCode).toBe(409);
    expect(errorOf(old).detail).toBe('A newer version of this document exists. Open the newest version to change it.');
    expect((await asClient.get(formPath(caseId, doc.id))).json().data.editable).toBe(false);

    const agreed = await newCase('recommendation_pack_case', 'accepted');
    await t.runtime.db.update(clientCases).set({ status: 'submitted' }).where(eq(clientCases.id, agreed));
    const agreedDoc = (await upload(asAdviser, agreed, { content: await formPdf() })).json().data;
    await t.runtime.db.update(clientCases).set({ status: 'accepted' }).where(eq(clientCases.id, agreed));
    const locked = await asClient.put(formPath(agreed, agreedDoc.id), { pdf_data: { full_name: 'A' } });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).detail).toBe('This form can no longer be filled in.');

    const word = (await upload(asAdviser, caseId, { filename: 'letter.docx', content: await docxBytes() })).json().data;
    const notPdf = await asAdviser.get(formPath(caseId, word.id));
    expect(notPdf.statusCode).toBe(422);
    expect(errorOf(notPdf).detail).toBe('Only a PDF form can be filled in.');
    expect((await asForeignDirector.get(formPath(caseId, doc.id))).statusCode).toBe(404);
  });
});

describe('the business submission pack', () => {
  it('zips every document in one folder per category, with clean and unique names, for staff only', async () => {
    const caseId = await newCase('recommendation_pack_case', 'submitted');
    const a = pdfBytes('first report');
    const b = pdfBytes('second report');
    const c = pdfBytes('passport');
    await upload(asAdviser, caseId, { fields: { name: 'Report', category: 'investment' }, content: a });
    await upload(asAdviser, caseId, { fields: { name: 'report', category: 'investment' }, content: b });
    await upload(asAdviser, caseId, {
      fields: { name: 'ID: passport/scan', category: 'identification_and_verification', concealed: 'true' },
      content: c,
    });

    const response = await asAdviser.get(`/api/v1/client-cases/${caseId}/business-pack.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Case recommendation_pack_case - business pack.zip"/u);
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['Identification and verification/ID passport scan.pdf', 'Investment/Report.pdf', 'Investment/report (2).pdf'].sort(),
    );
    expect(entries.get('Investment/Report.pdf')?.equals(a)).toBe(true);
    expect(entries.get('Investment/report (2).pdf')?.equals(b)).toBe(true);
    expect(entries.get('Identification and verification/ID passport scan.pdf')?.equals(c)).toBe(true);

    expect((await asClient.get(`/api/v1/client-cases/${caseId}/business-pack.zip`)).statusCode).toBe(403);

    const [stored] = await t.runtime.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId));
    await t.runtime.storage.remove(await storageKeyOf(t.runtime.db, stored?.fileId));
    const broken = await asAdviser.get(`/api/v1/client-cases/${caseId}/business-pack.zip`).catch(() => null);
    expect(broken === null || broken.rawPayload.length < response.rawPayload.length).toBe(true);
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`)).statusCode).toBe(200);
    const empty = await newCase('document_pack_case', 'draft');
    expect((await asAdviser.get(`/api/v1/client-cases/${empty}/business-pack.zip`)).statusCode).toBe(422);
  });
});

describe('addenda', () => {
  it('staff add an addendum, even to an agreed pack; the client reads them; each is audited', async () => {
    const caseId = await newCase('recommendation_pack_case', 'confirmed');
    const added = await asAdviser.post(`/api/v1/client-cases/${caseId}/addenda`, { text: 'Fund switch agreed by phone on 3 March.' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ text: 'Fund switch agreed by phone on 3 March.', created_by: { id: cast.adviser.id } });
    const read = await asClient.get(`/api/v1/client-cases/${caseId}/addenda`);
    expect(read.json().data.map((a: { text: string }) => a.text)).toEqual(['Fund switch agreed by phone on 3 March.']);
    expect((await asClient.post(`/api/v1/client-cases/${caseId}/addenda`, { text: 'Me too' })).statusCode).toBe(403);
    const blank = await asAdviser.post(`/api/v1/client-cases/${caseId}/addenda`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await asForeignDirector.get(`/api/v1/client-cases/${caseId}/addenda`)).statusCode).toBe(404);
    expect(await auditActions(caseId)).toContain('addendum_added');
  });
});

describe('the case image', () => {
  it('is chosen from the built-in images, uploaded, or reused from the practice’s uploads', async () => {
    const caseId = await newCase('recommendation_pack_case', 'submitted');
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}/image`)).statusCode).toBe(404);
    const choices = (await asAdviser.get('/api/v1/case-images')).json().data;
    expect(choices.filter((c: { kind: string }) => c.kind === 'builtin')).toHaveLength(6);

    expect((await asAdviser.request('PUT', `/api/v1/client-cases/${caseId}/image`, { payload: { builtin: 'growth' } })).statusCode).toBe(
      200,
    );
    const builtin = await asAdviser.get(`/api/v1/client-cases/${caseId}/image`);
    expect(builtin.headers['content-type']).toBe('image/svg+xml');
    expect(builtin.body).toContain('<svg');
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data.image_url).toBe(`/api/v1/client-cases/${caseId}/image`);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = multipartForm({}, { filename: 'office.png', content: png });
    const uploaded = await asAdviser.request('PUT', `/api/v1/client-cases/${caseId}/image`, {
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const image = await asAdviser.get(`/api/v1/client-cases/${caseId}/image`);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);

    const practiceImage = (await asAdviser.get('/api/v1/case-images')).json().data.find((c: { kind: string }) => c.kind === 'uploaded');
    const other = await newCase('document_pack_case', 'draft');
    const reused = await asAdviser.request('PUT', `/api/v1/client-cases/${other}/image`, { payload: { image_id: practiceImage.key } });
    expect(reused.statusCode).toBe(200);
    expect((await asAdviser.get(`/api/v1/client-cases/${other}/image`)).headers['content-type']).toBe('image/png');
    expect((await asAdviser.get(`/api/v1/case-images/${practiceImage.key}`)).statusCode).toBe(200);

    const notImage = multipartForm({}, { filename: 'photo.png', content: pdfBytes() });
    const refused = await asAdviser.request('PUT', `/api/v1/client-cases/${caseId}/image`, {
      payload: notImage.payload,
      headers: notImage.headers,
    });
    expect(refused.statusCode).toBe(422);
    expect((await asAdviser.request('PUT', `/api/v1/client-cases/${caseId}/image`, { payload: { builtin: 'castle' } })).statusCode).toBe(
      400,
    );
    expect((await asClient.request('PUT', `/api/v1/client-cases/${caseId}/image`, { payload: { builtin: 'home' } })).statusCode).toBe(403);
    expect(await auditActions(caseId)).toContain('image_changed');
  });
});

describe('packs for many clients at once', () => {
  it('creates one pack per client the adviser manages, refuses the others with a reason, and copies documents with their notes', async () => {
    const db = t.runtime.db;
    const second = await createUser(db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const deactivated = await createUser(db, {
      practiceId: cast.practice.id,
      role: 'client',
      adviserId: cast.adviser.id,
      status: 'deactivated',
    });
    const notMine = await createUser(db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    const source = await newCase('document_pack_case', 'draft');
    const doc = (await upload(asAdviser, source, { fields: { name: 'Terms of business', category: 'charges', note: 'Old note' } })).json()
      .data;

    const response = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [cast.client.id, second.id, deactivated.id, notMine.id, cast.client.id],
      name: 'Annual review 2026',
      cover_note: 'Please read these before we meet.',
      documents: [{ document_id: doc.id, note: 'Read this first' }],
    });
    expect(response.statusCode).toBe(201);
    const { created, refused } = response.json().data;
    expect(created.map((c: { client_id: string }) => c.client_id).sort()).toEqual([cast.client.id, second.id].sort());
    expect(refused).toEqual([
      { client_id: deactivated.id, reason: "This client's account is deactivated, so it is read-only." },
      { client_id: notMine.id, reason: 'This client does not exist.' },
    ]);

    const pack = (await asAdviser.get(`/api/v1/client-cases/${created[0].case_id}`)).json().data;
    expect(pack).toMatchObject({
      type: 'document_pack_case',
      status: 'draft',
      name: 'Annual review 2026',
      cover_note: 'Please read these before we meet.',
    });
    expect(pack.documents).toMatchObject([{ name: 'Terms of business', category: 'charges', note: 'Read this first' }]);
    const copy = await asAdviser.get(pack.documents[0].download_url);
    expect(copy.rawPayload.equals(pdfBytes())).toBe(true);
    expect(await auditActions(created[0].case_id)).toEqual(expect.arrayContaining(['created', 'document_added']));
  });

  it('creates recommendation packs too; refuses an unknown document and an empty list; clients may not call it', async () => {
    const response = await asAdviser.post('/api/v1/clients/new-recommendation-packs', {
      client_ids: [cast.client.id],
      name: 'Pension switch',
    });
    expect(response.statusCode).toBe(201);
    const caseId = response.json().data.created[0].case_id;
    expect((await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data).toMatchObject({
      type: 'recommendation_pack_case',
      status: 'submitted',
    });
    const unknown = await asAdviser.post('/api/v1/clients/new-recommendation-packs', {
      client_ids: [cast.client.id],
      name: 'Pension switch',
      documents: [{ document_id: '00000000-0000-4000-8000-0000000000ff' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).source?.pointer).toBe('/documents/0/document_id');
    expect((await asAdviser.post('/api/v1/clients/new-recommendation-packs', { client_ids: [], name: 'x' })).statusCode).toBe(400);
    expect((await asClient.post('/api/v1/documents-packs/bulk-create', { client_ids: [cast.client.id], name: 'x' })).statusCode).toBe(403);
    const allRefused = await asForeignDirector.post('/api/v1/documents-packs/bulk-create', { client_ids: [cast.client.id], name: 'x' });
    expect(allRefused.statusCode).toBe(200);
    expect(allRefused.json().data).toEqual({
      created: [],
      refused: [{ client_id: cast.client.id, reason: 'This client does not exist.' }],
    });
  });
});
