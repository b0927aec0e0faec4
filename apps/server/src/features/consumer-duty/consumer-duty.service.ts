import {
  type Actor,
  AppError,
  activityActionLabel,
  type ConsumerDutyEvent,
  type ConsumerDutyPack,
  canReadPracticeConsumerDuty,
  consumerDutyFigureRow,
  consumerDutyMessages,
  consumerDutyPeriodDays,
  londonDayOf,
  type ReportPeriod,
  reportUnknownPerson,
  tallyConsumerDuty,
  todayIso,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { renderPdfInWorker } from '../estate-summary/estate-summary.render.ts';
import { letterheadOf } from '../estate-summary/estate-summary.service.ts';
import { loadClientFor } from '../people/client-access.ts';
import { personNamesOf } from '../people/person-names.ts';
import { consumerDutyPdfInput } from './consumer-duty.documents.ts';
import { listConsumerDutyEvents } from './consumer-duty.queries.ts';

/*
 * The Consumer Duty evidence pack: the domain's tally of the client's (or the practice's clients') audit
 * events over a period, each figure with the ids of its events and those events listed. It only reads, so
 * nothing is audited.
 */

type Subject = { scope: 'client' | 'practice'; client: { id: string; name: string } | null };

async function packOf(tx: Tx, subject: Subject, period: ReportPeriod, events: ConsumerDutyEvent[]): Promise<ConsumerDutyPack> {
  const tallies = tallyConsumerDuty(events, period, londonDayOf(new Date()));
  const traced = new Set(tallies.flatMap((tally) => tally.event_ids));
  const used = events.filter((event) => traced.has(event.id));
  const people = new Set(used.flatMap((event) => [event.client_id, ...(event.actor_id ? [event.actor_id] : [])]));
  const names = await personNamesOf(tx, [...people]);
  const nameOf = (id: string | null) => (id && names.get(id)) || reportUnknownPerson;
  return {
    ...subject,
    from: period.from,
    to: period.to,
    days: consumerDutyPeriodDays(period.from, period.to),
    generated_at: new Date().toISOString(),
    figures: tallies.map((tally) => consumerDutyFigureRow(tally.figure, tally.value, tally.event_ids)),
    events: used.map((event) => ({
      id: event.id,
      at: event.at,
      client_id: event.client_id,
      client_name: nameOf(event.client_id),
      action: event.action,
      action_label: activityActionLabel(event.kind, event.action),
      actor_name: nameOf(event.actor_id),
    })),
  };
}

/** GET /consumer-duty/clients/:id: the client's pack, for those the relation table lets read it (404 for anyone unrelated). */
export async function getClientConsumerDutyPack(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  period: ReportPeriod,
): Promise<ConsumerDutyPack> {
  const access = await loadClientFor(runtime.db, actor, clientId, 'consumerDuty.view');
  const practiceId = practiceActorOf(actor).practiceId;
  const events = await listConsumerDutyEvents(runtime.db, { practiceId, clientId, to: period.to });
  const name = [access.user.firstName, access.user.lastName].filter(Boolean).join(' ').trim();
  return packOf(runtime.db, { scope: 'client', client: { id: clientId, name } }, period, events);
}

/** GET /consumer-duty/practice: the whole practice's pack, for its director and prime practice admins. */
export async function getPracticeConsumerDutyPack(runtime: Runtime, actor: Actor, period: ReportPeriod): Promise<ConsumerDutyPack> {
  const { practiceId } = practiceActorOf(actor);
  if (!canReadPracticeConsumerDuty(actor)) throw new AppError('auth.forbidden', { detail: consumerDutyMessages['consumerDuty.forbidden'] });
  const events = await listConsumerDutyEvents(runtime.db, { practiceId, clientId: null, to: period.to });
  return packOf(runtime.db, { scope: 'practice', client: null }, period, events);
}

const pdfWorker = new URL('../reports/reports.pdf.worker.ts', import.meta.url);

/** The pack as a PDF on the practice's letterhead, drawn off the server's thread by the reports' worker. */
export async function consumerDutyPdf(runtime: Runtime, actor: Actor, pack: ConsumerDutyPack): Promise<Buffer> {
  const practice = await letterheadOf(runtime, practiceActorOf(actor).practiceId);
  return renderPdfInWorker(pdfWorker, consumerDutyPdfInput(pack, practice, todayIso()));
}
