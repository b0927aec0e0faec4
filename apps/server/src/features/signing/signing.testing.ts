import { randomUUID } from 'node:crypto';
import type { CaseStatus, CaseType } from '@advice/domain';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditEvents, signingEvents } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { type CaseCast, insertCase, multipartForm } from '../cases/cases.testing.ts';

/** A small PDF of `pages` A4 pages, each with a line of text, made with pdf-lib. */
export async function smallPdf(pages = 2, text = 'Suitability report'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++)
    document.addPage([595.28, 841.89]).drawText(`${text}, page ${page}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await document.save());
}

/** A signature as a browser sends it: a small PNG (or JPEG) as a data URL. */
export async function signatureDataUrl(format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const image = sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 20, g: 40, b: 120 } } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** A case the client sees and whose documents may change: by default a recommendation pack shared with them. */
export const newCase = (t: TestApp, cast: CaseCast, type: CaseType = 'recommendation_pack_case', status: CaseStatus = 'reviewing_pack') =>
  insertCase(t.runtime.db, { practiceId: cast.practice.id, clientId: cast.client.id, adviserId: cast.adviser.id, type, status });

/** Uploads a document to the case through the API, as staff do, answering its id. */
export async function uploadDocument(
  as: TestClient,
  caseId: string,
  input: { content?: Buffer; filename?: string; name?: string; concealed?: boolean } = {},
): Promise<string> {
  const form = multipartForm(
    { category: 'investment', name: input.name ?? 'Suitability report', concealed: String(input.concealed ?? false) },
    { filename: input.filename ?? 'report.pdf', content: input.content ?? (await smallPdf()) },
  );
  const response = await as.request('POST', `/api/v1/client-cases/${caseId}/documents`, { payload: form.payload, headers: form.headers });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

type Role = 'client' | 'adviser' | 'partner';
type PlacementInput = {
  signer: Role;
  type?: 'addSignaturePlaceholder' | 'addTextPlaceholder';
  page?: number;
  label?: string;
  required?: boolean;
};

/** A draft body: the signers in order (a partner with a name and address), their placements and the options. */
export function draftBody(
  signers: Role[],
  placements: PlacementInput[] = signers.map((signer) => ({ signer })),
  options: { reminder_every_days?: number; require_passcode?: boolean; message?: string } = {},
) {
  return {
    signers: signers.map((role): { role: Role; name?: string; email?: string } =>
      role === 'partner' ? { role, name: 'Sam Partner', email: 'sam.partner@example.test' } : { role },
    ),
    placements: placements.map((placement, index) => ({
      id: randomUUID(),
      signer: placement.signer,
      type: placement.type ?? 'addSignaturePlaceholder',
      page: placement.page ?? 1,
      x: 0.1,
      y: 0.1 + index * 0.1,
      width: 0.3,
      height: 0.06,
      label: placement.label ?? '',
      required: placement.required ?? true,
    })),
    reminder_every_days: options.reminder_every_days ?? 0,
    require_passcode: options.require_passcode ?? false,
    message: options.message ?? '',
  };
}

export const signingPath = (documentId: string) => `/api/v1/documents/${documentId}/signing`;

export const putDraft = (as: TestClient, documentId: string, body: unknown) =>
  as.request('PUT', signingPath(documentId), { payload: body as object });

/** The kinds of the envelope's recorded events, in order. */
export async function eventKinds(t: TestApp, envelopeId: string): Promise<string[]> {
  const rows = await t.runtime.db
    .select({ kind: signingEvents.kind })
    .from(signingEvents)
    .where(eq(signingEvents.envelopeId, envelopeId))
    .orderBy(asc(signingEvents.at), asc(signingEvents.id));
  return rows.map((row) => row.kind);
}

/** The case's audit events of the signing actions, in order, with what they recorded. */
export async function signingAudit(t: TestApp, caseId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, caseId)))
    .orderBy(asc(auditEvents.createdAt));
  return rows.filter((row) => row.action.startsWith('signing_'));
}
