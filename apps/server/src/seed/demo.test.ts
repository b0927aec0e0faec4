import { type CaseStatus, type CaseType, caseActions, caseTypes } from '@advice/domain';
import { PDFDocument } from '@cantoo/pdf-lib';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseDocuments, clientCases, mailOutbox, notifications, practices, users } from '../db/schema/index.ts';
import { listStatusChanges } from '../features/cases/cases.queries.ts';
import { readStoredFile } from '../features/files/stored-files.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;

type SeededCase = { id: string; type: CaseType; status: CaseStatus; practiceId: string; adviser: string | null; client: string };
let cases: SeededCase[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoIfEmpty(t.runtime);
  const [demo] = await t.runtime.db.select().from(practices).where(eq(practices.name, 'Demo Practice'));
  const rows = await t.runtime.db
    .select({ case: clientCases, client: users.email })
    .from(clientCases)
    .innerJoin(users, eq(users.id, clientCases.clientId))
    .where(eq(clientCases.practiceId, demo?.id ?? ''));
  const emails = new Map((await t.runtime.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
  cases = rows.map(({ case: row, client }) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    practiceId: row.practiceId,
    adviser: row.adviserId ? (emails.get(row.adviserId) ?? null) : null,
    client,
  }));
}, 120_000);
afterAll(() => t.close());

const liveDocumentsOf = (caseId: string) =>
  t.runtime.db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), isNull(caseDocuments.removedAt)));

describe('the demo a newcomer starts with', () => {
  it('has a case of each of the five types for the demo adviser, each with a document, in more than one state', async () => {
    const adams = cases.filter((c) => c.adviser === 'adviser@demo.test');
    expect(new Set(adams.map((c) => c.type))).toEqual(new Set(caseTypes));
    for (const kase of cases) expect((await liveDocumentsOf(kase.id)).length, `${kase.type} ${kase.status}`).toBeGreaterThan(0);
    expect(new Set(adams.map((c) => c.status)).size).toBeGreaterThanOrEqual(4);
    expect(adams.map((c) => c.client)).not.toContain('client@demo.test');
  });

  it('made every case as the product does: its statuses are its audit events, each document was added by someone', async () => {
    for (const kase of cases) {
      const changes = await listStatusChanges(t.runtime.db, { practiceId: kase.practiceId, caseId: kase.id });
      expect(changes.at(-1)?.status, kase.type).toBe(kase.status);
      const events = await t.runtime.db
        .select({ action: auditEvents.action, actorId: auditEvents.actorId, after: auditEvents.after })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, kase.id)))
        .orderBy(asc(auditEvents.createdAt));
      expect(events[0]?.action).toBe('created');
      // Each later change of status is one of the machine's actions (send, accept, complete...), taken by someone.
      const transitions = events.slice(1).filter((event) => (event.after as { status?: string } | null)?.status !== undefined);
      for (const event of transitions) expect(caseActions, kase.type).toContain(event.action);
      const added = events.filter((event) => event.action === 'document_added');
      expect(added.length).toBe((await liveDocumentsOf(kase.id)).length);
      expect(added.every((event) => event.actorId !== null)).toBe(true);
    }
  });

  it('told people as the product does: the client of a pack sent to them has its mail and bell', async () => {
    const sent = cases.find((c) => c.type === 'recommendation_pack_case' && c.status === 'reviewing_pack');
    expect(sent).toBeDefined();
    const client = sent?.client ?? '';
    const [user] = await t.runtime.db.select().from(users).where(eq(users.email, client));
    expect((await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client))).length).toBeGreaterThan(0);
    expect(
      (
        await t.runtime.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, user?.id ?? ''))
      ).length,
    ).toBeGreaterThan(0);
  });

  it('stores each document as a real PDF, one of them a form to fill in', async () => {
    let formFields = 0;
    for (const kase of cases)
      for (const document of await liveDocumentsOf(kase.id)) {
        const file = await readStoredFile(t.runtime, { practiceId: document.practiceId, id: document.fileId });
        expect(document.contentType).toBe('application/pdf');
        const pdf = await PDFDocument.load(file?.body ?? new Uint8Array());
        expect(pdf.getPageCount()).toBeGreaterThan(0);
        formFields += pdf.getForm().getFields().length;
      }
    expect(formFields).toBeGreaterThan(0);
  });
});
