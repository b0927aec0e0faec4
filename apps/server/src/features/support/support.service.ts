import { randomBytes } from 'node:crypto';
import {
  type Actor,
  AppError,
  roleLabel,
  type SupportRequestFields,
  type SupportRequestSent,
  supportReferenceOf,
  supportText,
  tradingNameOf,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { practices, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { attachmentsOf, type CheckedSupportFile } from './support.files.ts';
import { oneLine, type SupportSender, supportRequestDetails } from './support.mail.ts';

export type SupportRequestInput = { fields: SupportRequestFields; files: readonly CheckedSupportFile[] };

/** The signed-in sender's account and practice, as the support team is told them. */
async function senderOf(
  runtime: Runtime,
  actor: Actor,
  info: RequestInfo,
): Promise<SupportSender & { practiceId: string; accountEmail: string }> {
  if (!actor.practiceId) throw new AppError('auth.forbidden');
  const [row] = await runtime.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      practiceName: practices.name,
      settings: practices.settings,
    })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(and(eq(users.id, actor.userId), eq(users.practiceId, actor.practiceId)));
  if (!row) throw new AppError('auth.unauthenticated');
  return {
    practiceId: actor.practiceId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    accountEmail: row.email,
    roleLabel: roleLabel(actor.role, actor.adminLevel),
    practiceName: tradingNameOf({ name: row.practiceName, settings: row.settings }),
    origin: info.origin,
    userAgent: info.userAgent,
  };
}

/**
 * Sends a technical support request (spec 2 §2.5): the mail to the platform's support desk with every
 * field and the files attached, replies going to the address the person gave; a confirmation with the
 * reference and the 48-hour promise to the account that sent it (never to a typed address, so the form
 * cannot mail strangers); and the audit event on the sender's account. The mails leave after commit.
 */
export async function sendSupportRequest(
  runtime: Runtime,
  actor: Actor,
  input: SupportRequestInput,
  info: RequestInfo,
): Promise<SupportRequestSent> {
  const sender = await senderOf(runtime, actor, info);
  const reference = supportReferenceOf(randomBytes(8));
  const title = oneLine(input.fields.title);
  const firstResponse = supportText('support.firstResponse');
  await inTransaction(runtime, async (uow) => {
    await writeAudit(uow.tx, {
      actor,
      practiceId: sender.practiceId,
      entityKind: actor.role === 'client' ? 'client' : 'user',
      entityId: actor.userId,
      action: 'support_request_sent',
      after: { reference, title, area: input.fields.area, attachments: input.files.length },
      ip: info.ip,
    });
    await uow.mail({
      practiceId: sender.practiceId,
      to: runtime.config.supportEmail,
      replyTo: input.fields.email,
      template: 'supportRequest',
      params: { reference, title, details: supportRequestDetails(reference, input.fields, sender, input.files) },
      attachments: attachmentsOf(input.files),
    });
    await uow.mail({
      practiceId: sender.practiceId,
      to: sender.accountEmail,
      template: 'supportRequestReceived',
      params: { name: sender.name, reference, title, firstResponse },
    });
  });
  return { reference, message: supportText('support.sent', { reference }), first_response: firstResponse };
}
