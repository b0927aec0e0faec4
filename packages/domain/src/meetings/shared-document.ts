import { z } from 'zod';
import type { LiveJoiner } from './live.ts';

/**
 * Shared documents in the live room (spec 1 §6, spec 2 §3, issue 16 "In the room"): a room's PDF opened by one
 * participant shows to everyone in the call at the same page and rotation, with a sketchpad drawn live for all.
 * Attendees and trusted guests see and share them; untrusted guests neither open nor see them.
 */

/** Whether the joiner may see and share the room's documents: attendees and trusted guests (spec 1 §6). */
export function liveMaySeeDocuments(joiner: LiveJoiner): boolean {
  return joiner.kind === 'attendee' || joiner.trusted;
}

/** A document of a room as its list shows it. */
export const roomDocumentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  page_count: z.number().int(),
  /** Who added it, by name (a guest never adds one). */
  added_by: z.string(),
  created_at: z.string(),
  /** Whether the viewer may delete it (mayDeleteRoomDocument); never a guest. */
  can_delete: z.boolean(),
});
export type RoomDocument = z.infer<typeof roomDocumentSchema>;
export const roomDocumentSavedSchema = roomDocumentSchema.extend({ message: z.string() });
export const roomDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/**
 * Who may delete a room's document (issue 16): a member of staff among the room's attendees, or whoever added it
 * (the client their own). Guests never delete one. A document shown in the call when it is deleted closes for
 * everyone, as it does when the one who opened it leaves.
 */
export function mayDeleteRoomDocument(viewer: { userId: string; isStaffAttendee: boolean }, addedBy: string | null): boolean {
  return viewer.isStaffAttendee || (addedBy !== null && addedBy === viewer.userId);
}

export const roomDocumentMessages = {
  'roomDocument.added': 'The document is now in this meeting.',
  'roomDocument.deleted': 'The document was deleted from this meeting.',
  'roomDocument.deleteForbidden': 'Only the meeting’s staff attendees and the person who added a document can delete it.',
  'roomDocument.notFound': 'That document is not one of this meeting’s documents.',
  'roomDocument.guestNotTrusted': 'Only trusted guests can see this meeting’s documents.',
} as const;

/** Spec 2 §4: rotation steps by 90 and wraps within 0 to 270. */
export const sharedDocumentRotations = [0, 90, 180, 270] as const;
export type SharedDocumentRotation = (typeof sharedDocumentRotations)[number];
export function nextRotation(rotation: SharedDocumentRotation): SharedDocumentRotation {
  return ((rotation + 90) % 360) as SharedDocumentRotation;
}

/** Spec 2 §3 drawing tools, and stroke sizes small 1, medium 2, large 4. */
export const sketchTools = ['pen', 'highlighter', 'eraser'] as const;
export type SketchTool = (typeof sketchTools)[number];
export const sketchWidths = [1, 2, 4] as const;
export type SketchWidth = (typeof sketchWidths)[number];
/** The most points one stroke carries: a long line is sent as several strokes, so one message stays small. */
export const sketchPointsMax = 500;
/** The most strokes a page keeps for those who join later; older ones give way. */
export const sketchStrokesKept = 300;
/** How many strokes one participant may send within `seconds`: a hand drawing never reaches it, a script does. */
export const sketchBurst = { strokes: 60, seconds: 10 } as const;
/** The largest page number a shared view may name (the document's own page count bounds it further). */
export const sharedDocumentPagesMax = 10_000;

/** A point of a stroke on the page as it is unrotated: 0 to 1 across its width and down its height. */
const sketchPoint = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
export const sketchStrokeSchema = z.object({
  tool: z.enum(sketchTools),
  width: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  colour: z.string().regex(/^#[0-9a-f]{6}$/iu),
  points: z.array(sketchPoint).min(1).max(sketchPointsMax),
});
export type SketchStroke = z.infer<typeof sketchStrokeSchema>;

/** What everyone in the call sees of the shared document; `opened_by` (a participant id) alone turns and closes it. */
export type SharedDocumentView = {
  document_id: string;
  file_name: string;
  page_count: number;
  page: number;
  rotation: SharedDocumentRotation;
  opened_by: string;
  opened_by_name: string;
};

/** What a browser sends about the shared document, beside the call's other messages (liveClientMessage). */
export const sharedDocumentClientSchemas = [
  z.object({ type: z.literal('document.open'), documentId: z.uuid() }),
  z.object({ type: z.literal('document.page'), page: z.number().int().min(1).max(sharedDocumentPagesMax) }),
  z.object({ type: z.literal('document.rotation'), rotation: z.union(sharedDocumentRotations.map((r) => z.literal(r))) }),
  z.object({ type: z.literal('document.close') }),
  z.object({ type: z.literal('document.stroke'), stroke: sketchStrokeSchema }),
  z.object({ type: z.literal('document.clear') }),
] as const;

/**
 * What the server sends about it: the whole view (on opening, turning, rotating, closing, and to a newcomer)
 * with the strokes drawn on its page so far; then each stroke and each clearing as they come.
 */
export type SharedDocumentServerMessage =
  | { type: 'document.view'; view: SharedDocumentView | null; strokes: SketchStroke[] }
  /** The room's documents changed (one added or deleted): an open Documents panel reads its list again. */
  | { type: 'document.list'; roomId: string }
  | { type: 'document.stroke'; from: string; stroke: SketchStroke }
  | { type: 'document.clear'; from: string };

/** Why the server would not do a document action, in words for the person who tried. */
export const sharedDocumentRefusals = {
  notTrusted: 'Guests who are not trusted cannot open or see this meeting’s documents.',
  notFound: roomDocumentMessages['roomDocument.notFound'],
  notOpener: 'Only the person who opened the document can turn, rotate or close it.',
  noDocument: 'No document is open in this meeting.',
  pageOutside: 'That page is not in the document.',
  tooFast: 'You are drawing faster than the others can follow. Wait a few seconds, then draw again.',
} as const;

/**
 * A point as shown on the page turned by `rotation` (clockwise), 0 to 1 each way, as a point of the page unrotated:
 * strokes are kept in the page's own frame, so they stay on what they marked when the page is turned.
 */
export function pagePointOf([x, y]: readonly [number, number], rotation: SharedDocumentRotation): [number, number] {
  if (rotation === 90) return [y, 1 - x];
  if (rotation === 180) return [1 - x, 1 - y];
  if (rotation === 270) return [1 - y, x];
  return [x, y];
}

/** Where a point of the unrotated page shows once the page is turned by `rotation`: the inverse of pagePointOf. */
export function shownPointOf([u, v]: readonly [number, number], rotation: SharedDocumentRotation): [number, number] {
  if (rotation === 90) return [1 - v, u];
  if (rotation === 180) return [1 - u, 1 - v];
  if (rotation === 270) return [v, 1 - u];
  return [u, v];
}
