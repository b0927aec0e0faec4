import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type FaqSection, type FaqSectionAudit, type FaqSectionBody } from '@advice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { faqQuestions, faqSections } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';

type SectionRow = typeof faqSections.$inferSelect;
type QuestionRow = typeof faqQuestions.$inferSelect;

function presentSection(section: SectionRow, questions: QuestionRow[]): FaqSection {
  return {
    id: section.id,
    title: section.title,
    position: section.position,
    questions: questions
      .filter((question) => question.sectionId === section.id)
      .map((question) => ({ id: question.id, question: question.question, answer: question.answer })),
    updated_at: section.updatedAt.toISOString(),
  };
}

async function questionsOf(db: Db | Tx, practiceId: string, sectionIds: string[]): Promise<QuestionRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(faqQuestions)
    .where(and(eq(faqQuestions.practiceId, practiceId), inArray(faqQuestions.sectionId, sectionIds)))
    .orderBy(asc(faqQuestions.position));
}

/** The practice's FAQ in order; `answeredOnly` leaves out sections with no question yet (the public page). */
export async function findFaqSections(
  db: Db | Tx,
  { practiceId, answeredOnly = false }: { practiceId: string; answeredOnly?: boolean },
): Promise<FaqSection[]> {
  const sections = await db
    .select()
    .from(faqSections)
    .where(eq(faqSections.practiceId, practiceId))
    .orderBy(asc(faqSections.position), asc(faqSections.createdAt));
  const questions = await questionsOf(
    db,
    practiceId,
    sections.map((section) => section.id),
  );
  const faq = sections.map((section) => presentSection(section, questions));
  return answeredOnly ? faq.filter((section) => section.questions.length > 0) : faq;
}

export async function listFaqSections(runtime: Runtime, actor: Actor): Promise<FaqSection[]> {
  return findFaqSections(runtime.db, { practiceId: practiceActorOf(actor).practiceId });
}

async function loadSection(db: Db | Tx, actor: Actor, id: string): Promise<FaqSection & { practiceId: string }> {
  const practiceId = practiceActorOf(actor).practiceId;
  const [section] = await db
    .select()
    .from(faqSections)
    .where(and(eq(faqSections.id, id), eq(faqSections.practiceId, practiceId)));
  if (!section) throw new AppError('resource.not_found');
  return { ...presentSection(section, await questionsOf(db, practiceId, [id])), practiceId };
}

export async function getFaqSection(runtime: Runtime, actor: Actor, id: string): Promise<FaqSection> {
  const { practiceId: _practiceId, ...section } = await loadSection(runtime.db, actor, id);
  return section;
}

const auditOf = (section: { title: string; questions: readonly { question: string }[] }): FaqSectionAudit => ({
  title: section.title,
  questions: section.questions.map((question) => question.question),
});

/**
 * Writes the section's questions as the body lists them: a question that keeps its id (one of this section's)
 * keeps its row's id, any other is new, and one left out is removed.
 */
async function replaceQuestions(tx: Tx, practiceId: string, sectionId: string, body: FaqSectionBody, keep: Set<string>): Promise<void> {
  await tx.delete(faqQuestions).where(and(eq(faqQuestions.sectionId, sectionId), eq(faqQuestions.practiceId, practiceId)));
  if (body.questions.length === 0) return;
  const used = new Set<string>();
  await tx.insert(faqQuestions).values(
    body.questions.map((question, position) => {
      const id = question.id && keep.has(question.id) && !used.has(question.id) ? question.id : randomUUID();
      used.add(id);
      return { id, practiceId, sectionId, question: question.question, answer: question.answer, position };
    }),
  );
}

export async function createFaqSection(runtime: Runtime, actor: Actor, body: FaqSectionBody, info: RequestInfo): Promise<FaqSection> {
  const practiceId = practiceActorOf(actor).practiceId;
  const id = randomUUID();
  await inTransaction(runtime, async ({ tx }) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${faqSections.position}), -1)` })
      .from(faqSections)
      .where(eq(faqSections.practiceId, practiceId));
    await tx
      .insert(faqSections)
      .values({ id, practiceId, title: body.title, position: (last?.position ?? -1) + 1, createdBy: actor.userId });
    await replaceQuestions(tx, practiceId, id, body, new Set());
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'faq-section',
      entityId: id,
      action: 'created',
      after: auditOf(body),
      ip: info.ip,
    });
  });
  return getFaqSection(runtime, actor, id);
}

export async function updateFaqSection(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: FaqSectionBody,
  info: RequestInfo,
): Promise<FaqSection> {
  await inTransaction(runtime, async ({ tx }) => {
    const before = await loadSection(tx, actor, id);
    await tx
      .update(faqSections)
      .set({ title: body.title, updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(faqSections.id, id), eq(faqSections.practiceId, before.practiceId)));
    await replaceQuestions(tx, before.practiceId, id, body, new Set(before.questions.map((question) => question.id)));
    const answersBefore = new Map(before.questions.map((question) => [question.id, question.answer]));
    const isAnswerChanged = body.questions.some(
      (question) => question.id !== undefined && answersBefore.has(question.id) && answersBefore.get(question.id) !== question.answer,
    );
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'faq-section',
      entityId: id,
      action: 'updated',
      before: auditOf(before),
      after: { ...auditOf(body), ...(isAnswerChanged ? { answers_changed: true as const } : {}) },
      ip: info.ip,
    });
  });
  return getFaqSection(runtime, actor, id);
}

/** Removing a section removes its questions (the foreign key cascades). */
export async function deleteFaqSection(runtime: Runtime, actor: Actor, id: string, info: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const before = await loadSection(tx, actor, id);
    await tx.delete(faqSections).where(and(eq(faqSections.id, id), eq(faqSections.practiceId, before.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: before.practiceId,
      entityKind: 'faq-section',
      entityId: id,
      action: 'deleted',
      before: auditOf(before),
      ip: info.ip,
    });
  });
}
