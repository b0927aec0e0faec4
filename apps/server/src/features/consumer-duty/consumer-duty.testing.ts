import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { insertEvent } from '../activity/activity.testing.ts';
import { createCaseCast, insertCase } from '../cases/cases.testing.ts';

/**
 * A client with a known March 2026 (London; GMT until the 29th): reviews, documents, messages, a request,
 * document requests, vulnerability observations and to-dos, with events just outside the month too, and a
 * second client of the practice with one message. The figures every pack must give are in the routes' test.
 */
export async function createConsumerDutyCast(db: Db) {
  const cast = await createCaseCast(db);
  const practiceId = cast.practice.id;
  await db.update(users).set({ firstName: 'Clara', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  await db.update(users).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(users.id, cast.adviser.id));
  const other = await createUser(db, { practiceId, role: 'client', adviserId: cast.adviser.id });
  const primeAdmin = await createUser(db, { practiceId, role: 'admin', adminLevel: 'prime' });
  const kase = (type: 'review_questionnaire_case' | 'recommendation_pack_case' | 'meeting_request') =>
    insertCase(db, { practiceId, clientId: cast.client.id, adviserId: cast.adviser.id, type, status: 'building' });
  const [review, pack, meeting] = [
    await kase('review_questionnaire_case'),
    await kase('recommendation_pack_case'),
    await kase('meeting_request'),
  ];
  const { adviser, client } = cast;

  const onCase = (entityId: string, action: string, actor: CreatedUser, at: string, after: unknown = {}) =>
    insertEvent(db, { practiceId, kind: 'client-case', entityId, action, actor, at, after });
  const onClient = (action: string, actor: CreatedUser, at: string, payload: { before?: unknown; after?: unknown } = {}, of = client) =>
    insertEvent(db, { practiceId, kind: 'client', entityId: of.id, action, actor, at, ...payload });
  const message = (actor: CreatedUser, at: string, of = client) =>
    onClient('message_sent', actor, at, { after: { message_id: crypto.randomUUID(), category: 'general', attachment_count: 0 } }, of);
  const document = (concealed: boolean) => ({ document_id: crypto.randomUUID(), name: 'Report', file_name: 'report.pdf', concealed });
  const todo = (todoId: string, dueOn: string) => ({ after: { todo_id: todoId, title: 'Send payslips', notes: '', due_on: dueOn } });
  const todoRef = (todoId: string) => ({ after: { todo_id: todoId, title: 'Send payslips' } });
  const observation = (adjustment: string) => ({
    after: {
      observation_id: crypto.randomUUID(),
      driver: 'health',
      observation: 'Finds calls hard',
      observed_on: '2026-03-16',
      adjustment,
      review_on: null,
    },
  });
  const [t1, t2, t3, t4, t5] = Array.from({ length: 5 }, () => crypto.randomUUID()) as [string, string, string, string, string];

  const e = {
    reviewSentBefore: await onCase(review, 'send', adviser, '2026-02-27T10:00:00Z'),
    reviewSent: await onCase(review, 'send', adviser, '2026-03-02T10:00:00Z'),
    packSent: await onCase(pack, 'send', adviser, '2026-03-02T11:00:00Z'),
    reviewed: await onCase(review, 'review', adviser, '2026-03-20T10:00:00Z'),
    documentAdded: await onCase(pack, 'document_added', adviser, '2026-03-03T09:00:00Z', document(false)),
    concealedAdded: await onCase(pack, 'document_added', adviser, '2026-03-03T09:05:00Z', document(true)),
    documentViewed: await onCase(pack, 'document_viewed', client, '2026-03-04T09:00:00Z', document(false)),
    signingSent: await onCase(pack, 'signing_sent', adviser, '2026-03-05T09:00:00Z'),
    signed: await onCase(pack, 'signing_signed', client, '2026-03-06T09:00:00Z'),
    messageBefore: await message(client, '2026-02-20T09:00:00Z'),
    m1: await message(client, '2026-03-10T09:00:00Z'),
    m2: await message(client, '2026-03-10T10:00:00Z'),
    r1: await message(adviser, '2026-03-10T11:00:00Z'),
    m3: await message(client, '2026-03-12T09:00:00Z'),
    r2: await message(adviser, '2026-03-13T09:00:00Z'),
    m4: await message(client, '2026-03-31T20:00:00Z'),
    r3After: await message(adviser, '2026-04-01T08:00:00Z'),
    otherClientMessage: await message(other, '2026-03-11T09:00:00Z', other),
    meetingRequested: await onCase(meeting, 'created', client, '2026-03-15T09:00:00Z'),
    meetingCompleted: await onCase(meeting, 'complete', adviser, '2026-03-15T12:00:00Z'),
    documentsRequested: await onClient('document_request_sent', adviser, '2026-03-07T09:00:00Z'),
    itemProvided: await onClient('document_request_item_provided', client, '2026-03-08T09:00:00Z'),
    itemReceived: await onClient('document_request_item_received', adviser, '2026-03-09T09:00:00Z'),
    observedWithAdjustment: await onClient(
      'vulnerability_observation_recorded',
      adviser,
      '2026-03-16T09:00:00Z',
      observation('Large print'),
    ),
    observed: await onClient('vulnerability_observation_recorded', adviser, '2026-03-17T09:00:00Z', observation('')),
    adjustmentAdded: await onClient('vulnerability_observation_updated', adviser, '2026-03-18T09:00:00Z', {
      before: { observation_id: t1, adjustment: '' },
      after: { observation_id: t1, adjustment: 'Calls, not e-mail' },
    }),
    observationEdited: await onClient('vulnerability_observation_updated', adviser, '2026-03-19T09:00:00Z', {
      before: { observation_id: t1, observation: 'Finds calls hard' },
      after: { observation_id: t1, observation: 'Finds long calls hard' },
    }),
    t1Created: await onClient('todo_created', client, '2026-02-20T09:00:00Z', todo(t1, '2026-03-05')),
    t2Created: await onClient('todo_created', client, '2026-03-01T09:00:00Z', todo(t2, '2026-03-10')),
    t2Completed: await onClient('todo_completed', client, '2026-03-09T09:00:00Z', todoRef(t2)),
    t3Created: await onClient('todo_created', adviser, '2026-03-01T09:00:00Z', todo(t3, '2026-03-10')),
    t3Completed: await onClient('todo_completed', client, '2026-03-12T09:00:00Z', todoRef(t3)),
    t4Created: await onClient('todo_created', client, '2026-02-01T09:00:00Z', todo(t4, '2026-02-10')),
    t4Completed: await onClient('todo_completed', client, '2026-02-15T09:00:00Z', todoRef(t4)),
    t5Created: await onClient('todo_created', client, '2026-03-01T09:00:00Z', todo(t5, '2026-04-10')),
  };
  return { ...cast, other, primeAdmin, events: e };
}
export type ConsumerDutyCast = Awaited<ReturnType<typeof createConsumerDutyCast>>;
