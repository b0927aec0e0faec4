import { type ConsumerDutyFigure, type ConsumerDutyPack, consumerDutyFigures, consumerDutyMessages } from '@advice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sessionFor } from '../cases/cases.testing.ts';
import { type ConsumerDutyCast, createConsumerDutyCast } from './consumer-duty.testing.ts';

let t: TestApp;
let cast: ConsumerDutyCast;
const march = 'from=2026-03-01&to=2026-03-31';
const as = (user: CreatedUser, host = cast.practice.host): Promise<TestClient> => sessionFor(t.app, t.runtime.db, user, host);
const clientPack = (query = march) => `/api/v1/consumer-duty/clients/${cast.client.id}?${query}`;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createConsumerDutyCast(t.runtime.db);
});
afterAll(() => t.close());

async function packOf(user: CreatedUser, path: string): Promise<ConsumerDutyPack> {
  const response = await (await as(user)).get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const figureOf = (pack: ConsumerDutyPack, figure: ConsumerDutyFigure) => {
  const row = pack.figures.find((entry) => entry.figure === figure);
  if (!row) throw new Error(`no ${figure}`);
  return row;
};

describe("a client's pack", () => {
  it('counts every figure of March from its events, and names the events each came from', async () => {
    const pack = await packOf(cast.adviser, clientPack());
    const e = cast.events;
    const expected: Record<ConsumerDutyFigure, [number | null, string[]]> = {
      reviewsDue: [1, [e.reviewSent]],
      reviewsDelivered: [1, [e.reviewed]],
      documentsSent: [1, [e.documentAdded]],
      documentsOpened: [1, [e.documentViewed]],
      documentsSentForSignature: [1, [e.signingSent]],
      documentsSignedByClient: [1, [e.signed]],
      clientMessages: [4, [e.m1, e.m2, e.m3, e.m4]],
      // Waits of 2 h (m1), 1 h (m2) and 24 h (m3): the middle is 2 h, the longest m3's day.
      messageReplyMedian: [120, [e.m1, e.r1, e.m2, e.m3, e.r2]],
      messageReplyWorst: [1440, [e.m3, e.r2]],
      // m4 was answered on 1 April, after the period.
      messagesAwaitingReply: [1, [e.m4]],
      clientRequests: [1, [e.meetingRequested]],
      requestResponseMedian: [180, [e.meetingRequested, e.meetingCompleted]],
      requestResponseWorst: [180, [e.meetingRequested, e.meetingCompleted]],
      requestsAwaitingResponse: [0, []],
      documentRequestsSent: [1, [e.documentsRequested]],
      documentRequestItemsReceived: [2, [e.itemProvided, e.itemReceived]],
      vulnerabilityObservations: [2, [e.observedWithAdjustment, e.observed]],
      vulnerabilityAdjustments: [2, [e.observedWithAdjustment, e.adjustmentAdded]],
      complaints: [null, []],
      // t1 open past its due date of 5 March; t3 completed two days late; t2 on time, t4 before March, t5 due in April.
      overdueActions: [2, [e.t1Created, e.t3Created, e.t3Completed]],
    };
    expect(pack.figures.map((row) => row.figure)).toEqual([...consumerDutyFigures]);
    for (const figure of consumerDutyFigures) {
      const row = figureOf(pack, figure);
      expect([figure, row.value, [...row.event_ids].sort()]).toEqual([figure, expected[figure][0], [...expected[figure][1]].sort()]);
    }
    expect(pack).toMatchObject({
      scope: 'client',
      client: { id: cast.client.id, name: 'Clara Hughes' },
      from: '2026-03-01',
      to: '2026-03-31',
      days: 31,
    });
    expect(figureOf(pack, 'complaints').value_text).toBe(consumerDutyMessages['consumerDuty.notRecorded']);
    expect(figureOf(pack, 'messageReplyWorst').value_text).toBe('1 day');
    expect(figureOf(pack, 'messageReplyMedian').value_text).toBe('2 h');
  });

  it('lists each traced event once, oldest first, with its action and who took it', async () => {
    const pack = await packOf(cast.director, clientPack());
    const traced = new Set(pack.figures.flatMap((row) => row.event_ids));
    expect(pack.events.map((event) => event.id).sort()).toEqual([...traced].sort());
    expect(pack.events.map((event) => event.at)).toEqual([...pack.events.map((event) => event.at)].sort());
    expect(pack.events.find((event) => event.id === cast.events.r1)).toMatchObject({
      action: 'message_sent',
      action_label: 'Message sent',
      actor_name: 'Ada Lovelace',
      client_name: 'Clara Hughes',
    });
    expect(pack.events.some((event) => event.id === cast.events.otherClientMessage)).toBe(false);
  });

  it('downloads as a CSV: a line a figure with its event ids, then the appendix of events', async () => {
    const response = await (await as(cast.adviser)).get(clientPack(`${march}&format=csv`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consumer-duty-client-${cast.client.id.slice(0, 8)}-2026-03-01-to-2026-03-31.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Consumer Duty evidence,Clara Hughes');
    expect(lines).toContain('Area,Figure,Value,Value in words,How it is counted,Events');
    expect(lines.find((line) => line.startsWith('Messages,Longest time to reply,1440,1 day,'))).toContain(
      `${cast.events.m3} ${cast.events.r2}`,
    );
    expect(lines.find((line) => line.startsWith('Complaints,'))).toContain('Not recorded in the portal');
    expect(lines).toContain('Event,Time (UTC),Client,Action,Actor');
    expect(lines).toContain(`${cast.events.r1},2026-03-10T11:00:00.000Z,Clara Hughes,Message sent,Ada Lovelace`);
  });

  it("downloads as a PDF on the practice's letterhead, with the period and each figure's definition", async () => {
    const response = await (await as(cast.director)).get(clientPack(`${march}&format=pdf`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Consumer Duty evidence: Clara Hughes');
    expect(text).toContain('March 1, 2026 to March 31, 2026');
    expect(text).toContain('Longest time to reply');
    expect(text).toContain('Complaints are not recorded in the portal');
  });

  it('is read by the client’s advisers, a director and a prime admin supporting the adviser; never by the client', async () => {
    await packOf(cast.additional, clientPack());
    const supporting = await as(cast.supporting);
    expect((await supporting.get(clientPack())).statusCode).toBe(403);
    expect((await (await as(cast.client)).get(clientPack())).statusCode).toBe(403);
  });

  it('is a 404 for an adviser with no relation to the client, and for another practice', async () => {
    const stranger = await (await as(cast.stranger)).get(clientPack());
    expect(stranger.statusCode).toBe(404);
    const elsewhere = await createPractice(t.runtime.db);
    const director = await createUser(t.runtime.db, { practiceId: elsewhere.id, role: 'director' });
    expect((await (await as(director, elsewhere.host)).get(clientPack())).statusCode).toBe(404);
  });
});

describe("the practice's pack", () => {
  it("sums the clients' figures for the director and a prime admin", async () => {
    for (const reader of [cast.director, cast.primeAdmin]) {
      const pack = await packOf(reader, `/api/v1/consumer-duty/practice?${march}`);
      expect(pack.scope).toBe('practice');
      expect(figureOf(pack, 'clientMessages').value).toBe(5);
      expect(figureOf(pack, 'clientMessages').event_ids).toContain(cast.events.otherClientMessage);
      expect(figureOf(pack, 'overdueActions').value).toBe(2);
    }
  });

  it('refuses advisers and normal practice admins', async () => {
    expect((await (await as(cast.adviser)).get(`/api/v1/consumer-duty/practice?${march}`)).statusCode).toBe(403);
    const admin = await (await as(cast.supporting)).get(`/api/v1/consumer-duty/practice?${march}`);
    expect(admin.statusCode).toBe(403);
    expect(errorOf(admin).detail).toBe(consumerDutyMessages['consumerDuty.forbidden']);
  });
});

describe('the period', () => {
  it.each([
    ['from after to', 'from=2026-03-31&to=2026-03-01', 'The start of the period cannot be after its end'],
    ['more than 24 months', 'from=2024-03-01&to=2026-03-01', consumerDutyMessages['consumerDuty.periodTooLong']],
    ['not a date', 'from=2026-02-30&to=2026-03-01', 'Enter a date like 2026-04-21'],
  ])('refuses %s with a 400 on the field', async (_name, query, detail) => {
    const response = await (await as(cast.director)).get(clientPack(query));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail, source: { parameter: 'from' } });
  });

  it('takes 24 months to the day less one', async () => {
    await packOf(cast.director, clientPack('from=2024-03-01&to=2026-02-28'));
  });
});
