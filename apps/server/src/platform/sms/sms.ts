import { randomUUID } from 'node:crypto';
import { tradingNameOf } from '@advice/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { practices, smsOutbox } from '../../db/schema/index.ts';
import { type SmsTemplateName, type SmsTemplateParams, smsTemplates } from './sms-templates.ts';

export type OutgoingSms<T extends SmsTemplateName = SmsTemplateName> = {
  /** The practice the text speaks for; its trading name is in the text. Null for platform texts. */
  practiceId: string | null;
  /** The number as a text can reach it (`textablePhoneOf`): digits, with a leading + when given. */
  to: string;
  template: T;
  params: SmsTemplateParams<T>;
};

type SmsRow = typeof smsOutbox.$inferSelect;

/**
 * How stored texts leave: the outbox alone (the embedded default: nothing is delivered, each stays `queued`, and
 * a local demo's mailbox shows it), or a gateway that takes `{ to, text }` (SMS_URL, with SMS_TOKEN as a bearer).
 */
export type SmsEngine = { name: 'outbox' } | { name: 'gateway'; deliver: (sms: Pick<SmsRow, 'toNumber' | 'text'>) => Promise<void> };

export type SmsSettings = { url: string | undefined; token: string | undefined };

/** The gateway answered something other than 2xx; only its status is kept (its body may quote the number). */
export class SmsGatewayError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`the text-message gateway answered ${status}`);
    this.name = 'SmsGatewayError';
    this.status = status;
  }
}

const gatewayTimeoutMs = 15_000;

/**
 * A generic webhook any SMS provider's adapter can take: POST `{ "to": "+447700900123", "text": "…" }` as JSON,
 * with `Authorization: Bearer <SMS_TOKEN>` when a token is set; any 2xx counts as accepted.
 */
export function createSmsEngine({ url, token }: SmsSettings): SmsEngine {
  if (!url) return { name: 'outbox' };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    name: 'gateway',
    deliver: async (sms) => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: sms.toNumber, text: sms.text }),
        redirect: 'error',
        signal: AbortSignal.timeout(gatewayTimeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new SmsGatewayError(response.status);
    },
  };
}

/**
 * Writes texts to the outbox inside the caller's transaction in one insert, reading each practice's trading name once;
 * ids come back in order. The unit of work enqueues their delivery after commit, so a rolled-back change sends nothing.
 */
export async function queueSms(tx: Tx, texts: readonly OutgoingSms[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const practiceIds = [...new Set(texts.map((sms) => sms.practiceId).filter((id) => id !== null))];
  const found = practiceIds.length
    ? await tx
        .select({ id: practices.id, name: practices.name, settings: practices.settings })
        .from(practices)
        .where(inArray(practices.id, practiceIds))
    : [];
  const names = new Map(found.map((practice) => [practice.id, tradingNameOf(practice)]));
  const rows = texts.map((sms) => {
    const render = smsTemplates[sms.template] as (p: SmsTemplateParams<SmsTemplateName> & { practiceName: string }) => string;
    const practiceName = (sms.practiceId ? names.get(sms.practiceId) : undefined) ?? 'Advice Portal';
    return {
      id: randomUUID(),
      practiceId: sms.practiceId,
      toNumber: sms.to,
      text: render({ ...sms.params, practiceName }),
      template: sms.template,
    };
  });
  await tx.insert(smsOutbox).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Hands a stored text to the gateway and records how it went; a failure is recorded (its class and the gateway's
 * status only) and thrown, so the job retries. Without a gateway the text stays `queued`.
 */
export async function deliverSms(db: Db, engine: SmsEngine, id: string): Promise<void> {
  if (engine.name !== 'gateway') return;
  const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  if (!sms || sms.status === 'delivered') return;
  try {
    await engine.deliver(sms);
    await db
      .update(smsOutbox)
      .set({ status: 'delivered', deliveredAt: new Date(), attempts: sms.attempts + 1 })
      .where(eq(smsOutbox.id, id));
  } catch (error) {
    const reason = error instanceof SmsGatewayError ? error.message : error instanceof Error ? error.name : 'Error';
    await db
      .update(smsOutbox)
      .set({ status: 'failed', attempts: sms.attempts + 1, lastError: reason.slice(0, 500) })
      .where(eq(smsOutbox.id, id));
    throw error;
  }
}
