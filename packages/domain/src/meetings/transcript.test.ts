import { describe, expect, it } from 'vitest';
import {
  keepConfidentWords,
  normaliseWords,
  segmentTimesOf,
  TranscriptionChunkBuffer,
  transcriptionStreaming,
  transcriptSegmentSchema,
  wordErrorRate,
  wordsToKeep,
} from './transcript.ts';

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe('the streaming chunk buffer (spec 2 §7)', () => {
  it('cuts audio of any size into chunks of 4,800 bytes and keeps the rest for the next push', () => {
    const buffer = new TranscriptionChunkBuffer();
    expect(buffer.push(bytes(4_799, 1))).toBe(0);
    expect(buffer.push(bytes(2, 2))).toBe(1);
    expect(buffer.push(bytes(4_800 * 2 + 100, 3))).toBe(3);
  });

  it('releases nothing with 3 chunks queued and everything once 4 are', () => {
    const buffer = new TranscriptionChunkBuffer();
    buffer.push(bytes(4_800 * 3, 7));
    expect(buffer.takeBatch()).toBeNull();
    buffer.push(bytes(4_800, 8));
    const batch = buffer.takeBatch();
    expect(batch?.length).toBe(4 * transcriptionStreaming.chunkBytes);
    expect(batch?.[0]).toBe(7);
    expect(batch?.[4_800 * 3]).toBe(8);
    expect(buffer.queuedChunks).toBe(0);
    expect(buffer.takeBatch()).toBeNull();
  });

  it('keeps only the last 50 chunks, dropping and counting the oldest', () => {
    const buffer = new TranscriptionChunkBuffer();
    for (let chunk = 0; chunk < 53; chunk++) buffer.push(bytes(4_800, chunk));
    expect(buffer.queuedChunks).toBe(50);
    expect(buffer.droppedChunks).toBe(3);
    const batch = buffer.takeBatch();
    expect(batch?.length).toBe(50 * 4_800);
    expect(batch?.[0]).toBe(3);
    expect(batch?.[49 * 4_800]).toBe(52);
  });
});

describe('the words kept from a result', () => {
  const words = [
    { word: 'pension', confidence: 0.9 },
    { word: 'uh', confidence: 0.2 },
    { word: 'report', confidence: 0.21 },
    { word: 'mumble', confidence: 0.05 },
  ];

  it('drops words at or below 0.2 confidence and keeps those above', () => {
    expect(keepConfidentWords(words).map((w) => w.word)).toEqual(['pension', 'report']);
  });

  it('keeps nothing from a partial result', () => {
    expect(wordsToKeep({ isPartial: true, words })).toEqual([]);
    expect(wordsToKeep({ isPartial: false, words }).map((w) => w.word)).toEqual(['pension', 'report']);
  });
});

describe('word error rate', () => {
  it('is 0 for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('I will send you the report, by Friday.', 'i will send you the report by friday').rate).toBe(0);
  });

  it('counts substitutions, deletions and insertions against the reference length', () => {
    expect(wordErrorRate('could you send me your pension statements', 'could you lend me your statements')).toEqual({
      rate: 2 / 7,
      substitutions: 1,
      deletions: 1,
      insertions: 0,
      referenceWords: 7,
    });
    expect(wordErrorRate('send the report', 'please send the report now')).toMatchObject({ rate: 2 / 3, insertions: 2 });
  });

  it('is 1 for nothing heard and can pass 1 when the engine adds words', () => {
    expect(wordErrorRate('one two', '').rate).toBe(1);
    expect(wordErrorRate('one', 'three four five').rate).toBe(3);
    expect(wordErrorRate('', '').rate).toBe(0);
  });

  it('normalises curly apostrophes and hyphens', () => {
    expect(normaliseWords('I’ll check the follow-up')).toEqual(["i'll", 'check', 'the', 'follow', 'up']);
  });
});

describe('a transcript segment', () => {
  const segment = {
    id: '0b6f2a1e-7c55-4d8e-9a51-3f1c2d4e5a6b',
    participantId: 'user_0b6f2a1e-7c55-4d8e-9a51-3f1c2d4e5a6b',
    speakerName: 'Adam Hughes',
    start: 12.5,
    end: 15.25,
    text: 'i will send you the report',
    words: [{ word: 'i', start: 12.5, end: 12.6, confidence: 0.9 }],
  };

  it('accepts a well-formed segment and refuses one that ends before it starts', () => {
    expect(transcriptSegmentSchema.safeParse(segment).success).toBe(true);
    const backwards = transcriptSegmentSchema.safeParse({ ...segment, end: 10 });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.path).toEqual(['end']);
  });

  it('refuses text longer than 4,000 characters', () => {
    expect(transcriptSegmentSchema.safeParse({ ...segment, text: 'a'.repeat(4_001) }).success).toBe(false);
  });

  it('gives spec 2 §3 ISO times from the moment transcription started', () => {
    expect(segmentTimesOf(segment, new Date('2026-11-26T10:00:00.000Z'))).toEqual({
      startTime: '2026-11-26T10:00:12.500Z',
      endTime: '2026-11-26T10:00:15.250Z',
    });
  });
});
