import type { JobData, PendingJob, QueueName } from '../jobs/jobs.ts';
import { type OutgoingMail, queueMails } from '../platform/mail/mailer.ts';
import type { TemplateName } from '../platform/mail/templates.ts';
import { type OutgoingSms, queueSms } from '../platform/sms/sms.ts';
import type { SmsTemplateName } from '../platform/sms/sms-templates.ts';
import { publishTo, type RealtimeAudience, type RealtimeEvent } from '../realtime/hub.ts';
import type { Runtime } from '../runtime.ts';
import type { Tx } from './client.ts';

/**
 * One transaction plus the side effects that must wait for its commit: a change that rolls back sends no
 * mail or text, enqueues no job and publishes no event; one that commits does each once.
 */
export type UnitOfWork = {
  tx: Tx;
  /** Adds the mail to the outbox, written in one insert before commit; its delivery is enqueued only after commit. */
  mail: <T extends TemplateName>(mail: OutgoingMail<T>) => Promise<void>;
  /** Adds the text message to its outbox, written before commit; handed to the gateway after commit, when there is one. */
  sms: <T extends SmsTemplateName>(sms: OutgoingSms<T>) => Promise<void>;
  /** Enqueues a job of a queue an area declared, after commit (one insert per queue for everything the work enqueued). */
  enqueue: <Q extends QueueName>(queue: Q, data: JobData[Q]) => void;
  /**
   * Publishes a realtime event to the audience. The NOTIFYs are the transaction's last statements, so
   * PostgreSQL hands them to the listeners at commit, in commit order, and drops them on rollback.
   */
  publish: (audience: RealtimeAudience, event: RealtimeEvent) => void;
};

type Effects = {
  mails: OutgoingMail[];
  texts: OutgoingSms[];
  jobs: PendingJob[];
  events: { audience: RealtimeAudience; event: RealtimeEvent }[];
};

function collecting(tx: Tx): { uow: UnitOfWork; effects: Effects } {
  const effects: Effects = { mails: [], texts: [], jobs: [], events: [] };
  const uow: UnitOfWork = {
    tx,
    mail: async (mail) => {
      effects.mails.push(mail as OutgoingMail);
    },
    sms: async (sms) => {
      effects.texts.push(sms as OutgoingSms);
    },
    enqueue: (queue, data) => {
      effects.jobs.push({ queue, data } as PendingJob);
    },
    publish: (audience, event) => {
      effects.events.push({ audience, event });
    },
  };
  return { uow, effects };
}

export async function inTransaction<T>(runtime: Runtime, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  let afterCommit: PendingJob[] = [];
  const result = await runtime.db.transaction(async (tx) => {
    const { uow, effects } = collecting(tx);
    const { mails, texts, jobs, events } = effects;
    const value = await work(uow);
    const mailIds = await queueMails(tx, mails, runtime.config.mailFrom);
    const smsIds = await queueSms(tx, texts);
    for (const { audience, event } of events) await publishTo(tx, audience, event);
    // Without a gateway a text stays queued in the outbox (the local demo's mailbox shows it): nothing to deliver.
    const textJobs =
      runtime.smsEngine.name === 'gateway' ? smsIds.map((smsId): PendingJob => ({ queue: 'sms.deliver', data: { smsId } })) : [];
    afterCommit = [...jobs, ...mailIds.map((mailId): PendingJob => ({ queue: 'mail.deliver', data: { mailId } })), ...textJobs];
    return value;
  });
  if (afterCommit.length > 0) await runtime.jobs.sendAll(afterCommit);
  return result;
}

/**
 * Runs `work` in a savepoint of the unit of work: what it mails, enqueues and publishes joins the
 * parent's only if the savepoint holds, so a part rolled back to its savepoint leaves nothing behind.
 */
export async function inSavepoint<T>(parent: UnitOfWork, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  let kept: Effects | undefined;
  const value = await parent.tx.transaction(async (savepoint) => {
    const { uow, effects } = collecting(savepoint);
    const result = await work(uow);
    kept = effects;
    return result;
  });
  if (kept) {
    for (const mail of kept.mails) await parent.mail(mail);
    for (const sms of kept.texts) await parent.sms(sms);
    for (const job of kept.jobs) parent.enqueue(job.queue, job.data as never);
    for (const { audience, event } of kept.events) parent.publish(audience, event);
  }
  return value;
}
