import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingRooms, topUps, users } from '../../db/schema/index.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { insertEvent } from '../activity/activity.testing.ts';
import { insertCase } from '../cases/cases.testing.ts';

async function named(db: Db, user: CreatedUser, firstName: string, lastName: string): Promise<CreatedUser> {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

/**
 * A practice with a month of known events, March 2026 in London (GMT to 29 March, BST after), and the month
 * before. Ada Lovelace and Ben Okri advise Clara Hughes and Dev Patel; Ed Stone is a prospect with no adviser.
 * The answers every report must give are in reports.routes.test.ts.
 */
export async function createReportsCast(db: Db) {
  const practice = await createPractice(db, { name: 'Harbour Wealth' });
  const user = (role: 'adviser' | 'client' | 'director', extra: { adviserId?: string; kind?: 'prospect' } = {}) =>
    createUser(db, { practiceId: practice.id, role, ...extra });
  const director = await named(db, await user('director'), 'Priya', 'Shah');
  const ada = await named(db, await user('adviser'), 'Ada', 'Lovelace');
  const ben = await named(db, await user('adviser'), 'Ben', 'Okri');
  const clara = await named(db, await user('client', { adviserId: ada.id }), 'Clara', 'Hughes');
  const dev = await named(db, await user('client', { adviserId: ben.id }), 'Dev', 'Patel');
  const ed = await named(db, await user('client', { kind: 'prospect' }), 'Ed', 'Stone');
  const earlier = await named(db, await user('client', { adviserId: ada.id }), 'Fay', 'Green');
  const practiceId = practice.id;
  const claraCase = await insertCase(db, {
    practiceId,
    clientId: clara.id,
    adviserId: ada.id,
    type: 'recommendation_pack_case',
    status: 'completed',
  });
  const devCase = await insertCase(db, {
    practiceId,
    clientId: dev.id,
    adviserId: ben.id,
    type: 'online_advice_request',
    status: 'submitted',
  });
  const topUp = async () => {
    const id = randomUUID();
    await db.insert(topUps).values({ id, practiceId, clientId: clara.id, accountType: 'unit_trust', accountNumber: 'UT-1', amount: 1 });
    return id;
  };
  const [firstTopUp, secondTopUp] = [await topUp(), await topUp()];
  const room = randomUUID();
  await db.insert(meetingRooms).values({
    id: room,
    practiceId,
    clientId: dev.id,
    name: 'Review',
    startAt: new Date('2026-03-15T10:00:00Z'),
    durationMinutes: 60,
    mediaRegion: 'ie1',
    status: 'completed',
  });

  type Kind = Parameters<typeof insertEvent>[1]['kind'];
  const event = (kind: Kind, entityId: string, action: string, actor: CreatedUser | null, at: string, payload: object = {}) =>
    insertEvent(db, { practiceId, kind, entityId, action, actor, at, ...payload });
  // February (London): one client added, half an hour before March began.
  await event('client', earlier.id, 'created', ada, '2026-02-28T23:30:00Z', { after: { adviser_id: ada.id, welcome_video: false } });
  // March.
  await event('client', clara.id, 'created', ada, '2026-03-01T00:10:00Z', { after: { adviser_id: ada.id, welcome_video: false } });
  await event('client', dev.id, 'created_in_bulk', director, '2026-03-03T10:00:00Z', {
    after: { adviser_id: ben.id, additional_adviser_ids: [] },
  });
  await event('client', ed.id, 'prospect_invited', director, '2026-03-04T10:00:00Z');
  await event('client', ed.id, 'registered', ed, '2026-03-05T10:00:00Z', { after: { invited: true, confirmed: true, adviser_id: null } });
  await event('client-case', claraCase, 'created', ada, '2026-03-06T10:00:00Z', {
    after: { type: 'recommendation_pack_case', status: 'building', client_id: clara.id, name: 'Pension review' },
  });
  await event('client-case', claraCase, 'send', ada, '2026-03-07T10:00:00Z', {
    before: { status: 'building', version: 1 },
    after: { status: 'reviewing_pack', version: 2, effects: [] },
  });
  await event('client-case', claraCase, 'confirm', clara, '2026-03-08T10:00:00Z', {
    before: { status: 'reviewing_pack', version: 2 },
    after: { status: 'completed', version: 3, effects: [] },
  });
  await event('client-case', devCase, 'created', dev, '2026-03-09T10:00:00Z', {
    after: { type: 'online_advice_request', status: 'building', client_id: dev.id, name: 'Online advice' },
  });
  await event('top-up', firstTopUp, 'created', clara, '2026-03-10T10:00:00Z', {
    after: { status: 'submitted', account_type: 'unit_trust', amount: 5000, currency: 'GBP' },
  });
  await event('top-up', firstTopUp, 'complete', ada, '2026-03-11T10:00:00Z', {
    before: { status: 'submitted' },
    after: { status: 'completed', comment: '' },
  });
  await event('top-up', secondTopUp, 'created', clara, '2026-03-12T10:00:00Z', {
    after: { status: 'submitted', account_type: 'unit_trust', amount: 2500, currency: 'GBP' },
  });
  await event('client-case', claraCase, 'signing_completed', null, '2026-03-12T11:00:00Z', {
    after: { envelope_id: randomUUID(), document_id: randomUUID(), name: 'Pack', file_name: 'pack.pdf', sha256: 'x' },
  });
  await event('client', clara.id, 'message_sent', clara, '2026-03-13T10:00:00Z', { after: { attachments: 0 } });
  await event('client', clara.id, 'message_sent', clara, '2026-03-13T11:00:00Z', { after: { attachments: 0 } });
  await event('client', dev.id, 'message_sent', ben, '2026-03-14T10:00:00Z', { after: { attachments: 0 } });
  await event('advice-room', room, 'room_completed', ben, '2026-03-15T11:00:00Z', { after: { name: 'Review' } });
  await event('user', ada.id, 'signed_in', ada, '2026-03-16T08:00:00Z');
  await event('user', ada.id, 'signed_in', ada, '2026-03-17T08:00:00Z');
  await event('client', clara.id, 'signed_in', clara, '2026-03-18T08:00:00Z');
  // April (London): 23:30 GMT on 31 March is half past midnight on 1 April in BST.
  await event('client-case', devCase, 'submit', dev, '2026-03-31T23:30:00Z', {
    before: { status: 'building', version: 1 },
    after: { status: 'submitted', version: 2, effects: [] },
  });
  return { practice, director, ada, ben, clara, dev, ed, earlier, claraCase, devCase };
}
export type ReportsCast = Awaited<ReturnType<typeof createReportsCast>>;
