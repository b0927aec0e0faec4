import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { createPractice } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSmsEngine, deliverSms, type OutgoingSms, queueSms } from './sms.ts';
import { type SmsGatewayStandIn, startSmsGatewayStandIn } from './sms-gateway.testing.ts';
import { smsTemplates } from './sms-templates.ts';

const number = '+447700900123';

let gateway: SmsGatewayStandIn;
let t: TestApp;
let practice: { id: string };

beforeAll(async () => {
  gateway = await startSmsGatewayStandIn();
  t = await startTestApp({ smsUrl: gateway.url, smsToken: 'sms-test-token' });
  practice = await createPractice(t.runtime.db, { name: 'Hughes Wealth' });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const passcodeText = (code: string): OutgoingSms<'signingPasscode'> => ({
  practiceId: practice.id,
  to: number,
  template: 'signingPasscode',
  params: { code, documentName: 'Suitability report', minutes: 10 },
});

async function rowOf(id: string) {
  const [row] = await t.runtime.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  return row;
}

async function rowsTo(code: string) {
  return (await t.runtime.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, number))).filter((row) => row.text.startsWith(code));
}

async function until<T>(read: () => Promise<T | undefined>, isDone: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read();
    if (value !== undefined && isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}

describe('text-message templates', () => {
  it('say the code, the document and the practice in one line', () => {
    expect(
      smsTemplates.signingPasscode({ code: '123456', documentName: 'Suitability report', minutes: 10, practiceName: 'Hughes Wealth' }),
    ).toBe('123456 is your passcode to sign “Suitability report” with Hughes Wealth. It works for 10 minutes.');
  });

  it('cut a long document name short, so the text stays short', () => {
    const text = smsTemplates.signingPasscode({
      code: '123456',
      documentName: 'A'.repeat(500),
      minutes: 10,
      practiceName: 'Hughes Wealth',
    });
    expect(text).toContain(`“${'A'.repeat(59)}…”`);
    expect(text.length).toBeLessThan(160);
  });
});

describe('the text-message gateway engine', () => {
  it('is the outbox alone without SMS_URL', () => {
    expect(createSmsEngine({ url: undefined, token: 'unused' }).name).toBe('outbox');
    expect(createSmsEngine({ url: gateway.url, token: undefined }).name).toBe('gateway');
  });
});

describe('texts written in a transaction and delivered after commit', () => {
  it('writes the text in the outbox with the practice’s name, and the job posts { to, text } as JSON with the bearer token', async () => {
    const before = gateway.received.length;
    await inTransaction(t.runtime, async (uow) => {
      await uow.sms(passcodeText('111111'));
    });
    const [row] = await rowsTo('111111');
    expect(row).toMatchObject({ practiceId: practice.id, template: 'signingPasscode', attempts: expect.any(Number) });
    expect(row?.text).toBe('111111 is your passcode to sign “Suitability report” with Hughes Wealth. It works for 10 minutes.');
    const delivered = await until(
      () => rowOf(row?.id ?? ''),
      (current) => current?.status === 'delivered',
    );
    expect(delivered).toMatchObject({ attempts: 1, lastError: null, deliveredAt: expect.any(Date) });
    const posted = gateway.received.slice(before);
    expect(posted).toEqual([
      { authorization: 'Bearer sms-test-token', contentType: 'application/json', body: { to: number, text: row?.text } },
    ]);
  });

  it('writes and sends nothing when the transaction rolls back', async () => {
    const before = gateway.received.length;
    await expect(
      inTransaction(t.runtime, async (uow) => {
        await uow.sms(passcodeText('222222'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowsTo('222222')).toEqual([]);
    expect(gateway.received.length).toBe(before);
  });

  it('without a gateway, keeps the text queued and enqueues no delivery', async () => {
    const before = gateway.received.length;
    const outboxOnly: Runtime = { ...t.runtime, smsEngine: createSmsEngine({ url: undefined, token: undefined }) };
    await inTransaction(outboxOnly, async (uow) => {
      await uow.sms(passcodeText('333333'));
    });
    const [row] = await rowsTo('333333');
    await deliverSms(t.runtime.db, outboxOnly.smsEngine, row?.id ?? '');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowOf(row?.id ?? '')).toMatchObject({ status: 'queued', attempts: 0, deliveredAt: null });
    expect(gateway.received.length).toBe(before);
  });

  it('records a refusal by its status alone (never the number or the text), and throws so the job retries', async () => {
    const [id] = await t.runtime.db.transaction((tx) => queueSms(tx, [passcodeText('444444')]));
    gateway.answerWith(503);
    try {
      await expect(deliverSms(t.runtime.db, t.runtime.smsEngine, id ?? '')).rejects.toThrow('the text-message gateway answered 503');
    } finally {
      gateway.answerWith(202);
    }
    const failed = await rowOf(id ?? '');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'the text-message gateway answered 503' });
    expect(failed?.lastError).not.toContain('7700');

    await deliverSms(t.runtime.db, t.runtime.smsEngine, id ?? '');
    expect(await rowOf(id ?? '')).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('records an unreachable gateway by the error’s class', async () => {
    const unreachable = createSmsEngine({ url: 'http://127.0.0.1:1/messages', token: 'sms-test-token' });
    const [id] = await t.runtime.db.transaction((tx) => queueSms(tx, [{ ...passcodeText('555555'), practiceId: null }]));
    await expect(deliverSms(t.runtime.db, unreachable, id ?? '')).rejects.toThrow();
    const row = await rowOf(id ?? '');
    expect(row).toMatchObject({ status: 'failed', lastError: 'TypeError' });
    expect(row?.text).toContain('with Advice Portal.');
  });
});

it('leaves an unknown id alone', async () => {
  await expect(deliverSms(t.runtime.db, t.runtime.smsEngine, randomUUID())).resolves.toBeUndefined();
});
