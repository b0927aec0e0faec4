import type { EnvelopeStatus, SignerStatus } from '@advice/domain';
import { z } from 'zod';
import type { EngineEnvelopeInput, EngineEnvelopeState, EnginePlacement, EngineSignerState } from '../signing-engine.ts';

/**
 * The envelope in DocuSign's eSignature REST shapes (v2.1): one document, a signer per role with their routing
 * order, and their fields as `signHereTabs` and `textTabs` placed by page and x/y from the page's top left in
 * points (DocuSign's "pixels" are 1/72 inch); and DocuSign's statuses read back into the product's.
 */

/** The envelope has one document; DocuSign names documents by id. */
export const documentId = '1';
/** DocuSign's limits on the e-mail subject and note. */
const subjectMax = 100;
const blurbMax = 10_000;

const points = (fraction: number, size: number) => String(Math.round(fraction * size));

function tabOf(placement: EnginePlacement, page: { width: number; height: number }) {
  return {
    documentId,
    pageNumber: String(placement.page),
    xPosition: points(placement.x, page.width),
    yPosition: points(placement.y, page.height),
  };
}

/** Each signer's fields as DocuSign tabs; a field on a page the document does not have is a caller's error. */
function tabsOf(input: EngineEnvelopeInput, role: EnginePlacement['signer']) {
  const signHereTabs: object[] = [];
  const textTabs: object[] = [];
  input.placements.forEach((placement, index) => {
    if (placement.signer !== role) return;
    const page = input.pages[placement.page - 1];
    if (!page) throw new RangeError(`placement ${index} is on page ${placement.page}, which the document does not have`);
    const tab = { ...tabOf(placement, page), tabLabel: placement.label || `field-${index + 1}` };
    if (placement.type === 'addSignaturePlaceholder') signHereTabs.push({ ...tab, optional: String(!placement.required) });
    else
      textTabs.push({
        ...tab,
        width: points(placement.width, page.width),
        height: points(placement.height, page.height),
        required: String(placement.required),
      });
  });
  return { signHereTabs, textTabs };
}

/** The `EnvelopeDefinition` that sends the PDF at once to the first signer in the routing order. */
export function envelopeDefinitionOf(input: EngineEnvelopeInput) {
  return {
    emailSubject: input.subject.slice(0, subjectMax),
    ...(input.message ? { emailBlurb: input.message.slice(0, blurbMax) } : {}),
    status: 'sent',
    documents: [{ documentId, name: input.documentName, fileExtension: 'pdf', documentBase64: Buffer.from(input.pdf).toString('base64') }],
    recipients: {
      signers: input.signers.map((signer) => ({
        recipientId: String(signer.order),
        routingOrder: String(signer.order),
        name: signer.name,
        email: signer.email,
        tabs: tabsOf(input, signer.role),
      })),
    },
  };
}

/** DocuSign's envelope statuses as the product's; `deleted` and `timedout` envelopes can no longer be signed. */
const envelopeStatusOf: Record<string, EnvelopeStatus> = {
  created: 'draft',
  sent: 'sent',
  delivered: 'sent',
  signed: 'sent',
  correct: 'sent',
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
  deleted: 'voided',
  timedout: 'voided',
};

/** A recipient DocuSign has not asked yet (`created`) waits; one it has asked (`sent`, `delivered`) is on their turn. */
const signerStatusOf: Record<string, SignerStatus> = {
  created: 'waiting',
  sent: 'pending',
  delivered: 'pending',
  autoresponded: 'pending',
  signed: 'signed',
  completed: 'signed',
  declined: 'declined',
};

const dateOf = (value: string | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const envelopeAnswer = z.object({
  status: z.string().max(40),
  completedDateTime: z.string().max(60).optional(),
  voidedDateTime: z.string().max(60).optional(),
});

const recipientsAnswer = z.object({
  signers: z
    .array(
      z.object({
        recipientId: z.string().max(100),
        status: z.string().max(40),
        signedDateTime: z.string().max(60).optional(),
        declinedDateTime: z.string().max(60).optional(),
        declinedReason: z.string().max(2000).optional(),
      }),
    )
    .default([]),
});

/** Reads DocuSign's envelope and recipients answers; null when they are not in the documented shape. */
export function envelopeStateOf(envelope: unknown, recipients: unknown): EngineEnvelopeState | null {
  const head = envelopeAnswer.safeParse(envelope);
  const people = recipientsAnswer.safeParse(recipients);
  if (!head.success || !people.success) return null;
  const status = envelopeStatusOf[head.data.status.toLowerCase()];
  if (!status) return null;
  const signers = people.data.signers.flatMap((signer): EngineSignerState[] => {
    const order = Number(signer.recipientId);
    if (!Number.isInteger(order)) return [];
    return [
      {
        order,
        status: signerStatusOf[signer.status.toLowerCase()] ?? 'waiting',
        signedAt: dateOf(signer.signedDateTime),
        declinedAt: dateOf(signer.declinedDateTime),
        declineReason: signer.declinedReason ?? null,
      },
    ];
  });
  return { status, completedAt: dateOf(head.data.completedDateTime), voidedAt: dateOf(head.data.voidedDateTime), signers };
}
