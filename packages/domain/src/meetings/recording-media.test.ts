import { describe, expect, it } from 'vitest';
import { recordingFileNameOf, recordingFileTypes, recordingPieceParams, recordingPiecesMax } from './recording-media.ts';

describe('recorded media', () => {
  it('names a recording’s file after its room, numbering the room’s second recording on, with its type’s extension', () => {
    expect(recordingFileNameOf('Annual review', 'video', 1)).toBe('Annual review recording.mp4');
    expect(recordingFileNameOf(' Annual review ', 'audio', 2)).toBe('Annual review recording 2.m4a');
    expect(recordingFileTypes.audio.mediaType).toBe('audio/mp4');
  });

  it('takes piece indexes from 0 to a day’s worth of pieces, and nothing else', () => {
    const params = { id: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b', trackId: '5b0c9d8e-7f6a-4b5c-9d8e-7f6a5b4c3d2e' };
    expect(recordingPieceParams.safeParse({ ...params, index: '0' }).success).toBe(true);
    expect(recordingPieceParams.safeParse({ ...params, index: String(recordingPiecesMax - 1) }).success).toBe(true);
    for (const index of ['-1', String(recordingPiecesMax), '1.5', 'first'])
      expect(recordingPieceParams.safeParse({ ...params, index }).success).toBe(false);
  });
});
