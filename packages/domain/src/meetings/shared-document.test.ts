import { describe, expect, it } from 'vitest';
import { liveClientMessage } from './live.ts';
import {
  liveMaySeeDocuments,
  mayDeleteRoomDocument,
  nextRotation,
  pagePointOf,
  type SharedDocumentRotation,
  shownPointOf,
  sketchPointsMax,
  sketchStrokeSchema,
} from './shared-document.ts';

const stroke = { tool: 'pen', width: 2, colour: '#d92d20', points: [[0.1, 0.2]] };
const parses = (message: unknown) => liveClientMessage.safeParse(message).success;

describe('who sees the room’s documents', () => {
  it.each([
    [{ kind: 'attendee' } as const, true],
    [{ kind: 'guest', trusted: true } as const, true],
    [{ kind: 'guest', trusted: false } as const, false],
  ])('%o: %s', (joiner, expected) => {
    expect(liveMaySeeDocuments(joiner)).toBe(expected);
  });
});

describe('who may delete a room’s document', () => {
  const me = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
  const someoneElse = '5b0c9d8e-7f6a-4b5c-9d8e-7f6a5b4c3d2e';
  it.each([
    ['a staff attendee, whoever added it', { userId: me, isStaffAttendee: true }, someoneElse, true],
    ['a staff attendee, of one whose adder is gone', { userId: me, isStaffAttendee: true }, null, true],
    ['the one who added it, not a staff attendee (the client)', { userId: me, isStaffAttendee: false }, me, true],
    ['someone else who is not a staff attendee', { userId: me, isStaffAttendee: false }, someoneElse, false],
    ['nobody else once its adder is gone', { userId: me, isStaffAttendee: false }, null, false],
  ])('%s', (_, viewer, addedBy, expected) => {
    expect(mayDeleteRoomDocument(viewer, addedBy)).toBe(expected);
  });
});

describe('the document messages a browser sends', () => {
  it('takes an open by document id, a page from 1, the four rotations, a close and a clear', () => {
    expect(parses({ type: 'document.open', documentId: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b' })).toBe(true);
    expect(parses({ type: 'document.open', documentId: 'not-an-id' })).toBe(false);
    expect(parses({ type: 'document.page', page: 1 })).toBe(true);
    expect(parses({ type: 'document.page', page: 0 })).toBe(false);
    expect(parses({ type: 'document.page', page: 1.5 })).toBe(false);
    for (const rotation of [0, 90, 180, 270]) expect(parses({ type: 'document.rotation', rotation })).toBe(true);
    expect(parses({ type: 'document.rotation', rotation: 45 })).toBe(false);
    expect(parses({ type: 'document.close' })).toBe(true);
    expect(parses({ type: 'document.clear' })).toBe(true);
  });

  it('takes a stroke of pen, highlighter or eraser, widths 1, 2 and 4, a hex colour and 1 to 500 points within 0..1', () => {
    for (const tool of ['pen', 'highlighter', 'eraser']) expect(sketchStrokeSchema.safeParse({ ...stroke, tool }).success).toBe(true);
    for (const width of [1, 2, 4]) expect(sketchStrokeSchema.safeParse({ ...stroke, width }).success).toBe(true);
    expect(sketchStrokeSchema.safeParse({ ...stroke, tool: 'spray' }).success).toBe(false);
    expect(sketchStrokeSchema.safeParse({ ...stroke, width: 3 }).success).toBe(false);
    expect(sketchStrokeSchema.safeParse({ ...stroke, colour: 'red' }).success).toBe(false);
    expect(sketchStrokeSchema.safeParse({ ...stroke, points: [] }).success).toBe(false);
    expect(sketchStrokeSchema.safeParse({ ...stroke, points: [[1.01, 0]] }).success).toBe(false);
    expect(sketchStrokeSchema.safeParse({ ...stroke, points: [[0, -0.01]] }).success).toBe(false);
    const most = Array.from({ length: sketchPointsMax }, () => [0.5, 0.5]);
    expect(sketchStrokeSchema.safeParse({ ...stroke, points: most }).success).toBe(true);
    expect(sketchStrokeSchema.safeParse({ ...stroke, points: [...most, [0.5, 0.5]] }).success).toBe(false);
    expect(parses({ type: 'document.stroke', stroke })).toBe(true);
  });
});

describe('rotation (spec 2 §4: steps of 90, wrapping within 0 to 270)', () => {
  it('steps 0 → 90 → 180 → 270 → 0', () => {
    expect([0, 90, 180, 270].map((r) => nextRotation(r as SharedDocumentRotation))).toEqual([90, 180, 270, 0]);
  });

  it.each([0, 90, 180, 270] as const)('keeps a stroke on what it marked when the page is turned %i degrees', (rotation) => {
    const [x, y] = shownPointOf(pagePointOf([0.25, 0.75], rotation), rotation);
    expect(x).toBeCloseTo(0.25, 10);
    expect(y).toBeCloseTo(0.75, 10);
  });

  it('puts the page’s top left corner where a clockwise turn takes it', () => {
    expect(shownPointOf([0, 0], 90)).toEqual([1, 0]);
    expect(shownPointOf([0, 0], 180)).toEqual([1, 1]);
    expect(shownPointOf([0, 0], 270)).toEqual([0, 1]);
  });
});
