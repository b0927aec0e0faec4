import type { Envelope, EnvelopePlacement, EnvelopeSigner, SignatureInput, SignByLinkBody } from '@advice/domain';

/** A signature the reader has applied to a field: what is sent, and what the field shows meanwhile. */
export type AppliedSignature = { input: SignatureInput; preview: string };

/** What the reader has given so far, by field id. */
export type SigningValues = { signatures: Record<string, AppliedSignature>; texts: Record<string, string> };

export const emptyValues: SigningValues = { signatures: {}, texts: {} };

/** The reader among the signers, or null for someone who only looks (a member of staff who does not sign). */
export function readerOf(envelope: Pick<Envelope, 'signers'>): EnvelopeSigner | null {
  return envelope.signers.find((signer) => signer.is_you) ?? null;
}

/** The signers in signing order. */
export function signersInOrder(envelope: Pick<Envelope, 'signers'>): EnvelopeSigner[] {
  return [...envelope.signers].sort((a, b) => a.position - b.position);
}

/** One signer's fields in the order they are taken: by page, then top to bottom, then left to right. */
export function fieldsInOrder(placements: readonly EnvelopePlacement[], role: EnvelopeSigner['role']): EnvelopePlacement[] {
  return placements.filter((p) => p.signer === role).sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
}

export const isSignatureField = (field: Pick<EnvelopePlacement, 'type'>) => field.type === 'addSignaturePlaceholder';

/** Every signature field needs a signature (nothing counts without one); a text field as the adviser set it. */
export const isFieldRequired = (field: Pick<EnvelopePlacement, 'type' | 'required'>) => isSignatureField(field) || field.required;

/** Whether the reader has given this field its value. */
export function isFieldDone(field: EnvelopePlacement, values: SigningValues): boolean {
  return isSignatureField(field) ? field.id in values.signatures : (values.texts[field.id] ?? '').trim().length > 0;
}

/** The first field after `current` (going round) still to fill, or the next one when all are filled. */
export function nextFieldIndex(fields: readonly EnvelopePlacement[], values: SigningValues, current: number | null): number {
  const start = current === null ? 0 : current + 1;
  for (let step = 0; step < fields.length; step += 1) {
    const index = (start + step) % fields.length;
    const field = fields[index];
    if (field && !isFieldDone(field, values)) return index;
  }
  return fields.length === 0 ? 0 : start % fields.length;
}

/** What a signature sends: each of the reader's fields that has a value, and the passcode when one is asked for. */
export function signBodyOf(fields: readonly EnvelopePlacement[], values: SigningValues, passcode?: string): SignByLinkBody {
  const given = fields.flatMap((field): SignByLinkBody['fields'] => {
    if (isSignatureField(field)) {
      const signature = values.signatures[field.id];
      return signature ? [{ id: field.id, signature: signature.input }] : [];
    }
    const text = (values.texts[field.id] ?? '').trim();
    return text ? [{ id: field.id, text }] : [];
  });
  return { fields: given, ...(passcode === undefined ? {} : { passcode: passcode.trim() }) };
}

/** The field an error of a signature points at (`/fields/<i>/signature`, indexed as sent), or null for another pointer. */
export function fieldIdOfPointer(pointer: string | undefined, sent: SignByLinkBody): string | null {
  const match = pointer ? /^\/fields\/(\d+)(?:\/|$)/u.exec(pointer) : null;
  return match ? (sent.fields[Number(match[1])]?.id ?? null) : null;
}

/** Those who sign before the reader and have not yet. */
export function signersBefore(envelope: Pick<Envelope, 'signers'>, reader: EnvelopeSigner): EnvelopeSigner[] {
  return signersInOrder(envelope).filter((signer) => signer.position < reader.position && signer.status !== 'signed');
}

/** The signer whose turn it is. */
export function signerWhoseTurn(envelope: Pick<Envelope, 'signers'>): EnvelopeSigner | null {
  return signersInOrder(envelope).find((signer) => signer.status === 'pending') ?? null;
}

/** When a kind of event last happened (a decline, a void), from the signing record. */
export function lastEventAt(envelope: Pick<Envelope, 'events'>, kind: Envelope['events'][number]['kind']): string | null {
  return envelope.events.filter((event) => event.kind === kind).at(-1)?.at ?? null;
}
