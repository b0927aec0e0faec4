import { describe, expect, it } from 'vitest';
import { type ComposeRun, composeArguments, concatList, gridOf, runsOf, totalSecondsOf } from './recording.layout.ts';

const run = (participantId: string, startSeconds: number, extra: Partial<ComposeRun> = {}): ComposeRun => ({
  file: `/tmp/run-${participantId}-${startSeconds}.mkv`,
  participantId,
  startSeconds,
  durationSeconds: 10,
  hasAudio: true,
  hasVideo: true,
  ...extra,
});

const filterOf = (args: readonly string[] | null) => args?.[args.indexOf('-filter_complex') + 1] ?? '';

describe('the composition’s layout', () => {
  it.each([
    [1, [[0, 0]]],
    [
      2,
      [
        [0, 0],
        [640, 0],
      ],
    ],
    [
      3,
      [
        [0, 0],
        [640, 0],
        [0, 360],
      ],
    ],
    [
      5,
      [
        [0, 0],
        [640, 0],
        [1280, 0],
        [0, 360],
        [640, 360],
      ],
    ],
  ])('puts %i cells in a grid as square as it can be, row by row', (count, positions) => {
    expect(gridOf(count).map(({ x, y }) => [x, y])).toEqual(positions);
  });

  it('splits a track’s pieces into runs where an index is missing, in index order', () => {
    const runs = runsOf([{ index: 3 }, { index: 0 }, { index: 1 }, { index: 5 }, { index: 4 }]);
    expect(runs.map((pieces) => pieces.map((piece) => piece.index))).toEqual([
      [0, 1],
      [3, 4, 5],
    ]);
    expect(runsOf([])).toEqual([]);
  });

  it('lists the pieces for the concat demuxer, quoting what its syntax needs', () => {
    expect(concatList(['/tmp/a.webm', "/tmp/it's.webm"])).toBe("file '/tmp/a.webm'\nfile '/tmp/it'\\''s.webm'\n");
  });

  it('lasts until the last run ends', () => {
    expect(totalSecondsOf([run('a', 0), run('b', 25, { durationSeconds: 4 })])).toBe(29);
  });

  it('composes one participant’s video as it is, with its sound, in an MP4 encoded with H.264 and AAC', () => {
    const args = composeArguments('video', [run('a', 0)], '/tmp/out.mp4');
    expect(args).toEqual(
      expect.arrayContaining(['-i', '/tmp/run-a-0.mkv', '-map', '[v]', '[a]', 'libx264', 'veryfast', 'aac', '/tmp/out.mp4']),
    );
    expect(filterOf(args)).toContain('[cell0]null[v]');
    expect(filterOf(args)).toContain('[a0]anull[a]');
    expect(filterOf(args)).not.toContain('xstack');
  });

  it('puts several participants in a grid, black before they join and in their gaps, and delays and mixes their sound', () => {
    const args = composeArguments('video', [run('a', 0), run('b', 2.5), run('a', 30, { durationSeconds: 5 })], '/tmp/out.mp4');
    const filter = filterOf(args);
    expect(filter).toContain('xstack=inputs=2:layout=0_0|640_0:fill=black[v]');
    // b's cell: 2.5 s of black, then its run, then black to the end at 35 s.
    expect(filter).toContain('color=c=black:s=640x360:r=25:d=2.500');
    expect(filter).toContain('color=c=black:s=640x360:r=25:d=22.500');
    // a's cell: its first run, 20 s of black, its second run.
    expect(filter).toContain('color=c=black:s=640x360:r=25:d=20.000');
    expect(filter).toContain('adelay=delays=2500:all=1[a1]');
    expect(filter).toContain('adelay=delays=30000:all=1[a2]');
    expect(filter).toContain('amix=inputs=3:duration=longest:normalize=0[a]');
    expect(args?.slice(args.indexOf('-t'), args.indexOf('-t') + 2)).toEqual(['-t', '35.000']);
  });

  it('shows a black picture when nobody sent video, and leaves out sound nobody sent', () => {
    const silent = composeArguments('video', [run('a', 0, { hasAudio: false })], '/tmp/out.mp4');
    expect(silent).not.toContain('[a]');
    const blind = composeArguments('video', [run('a', 0, { hasVideo: false })], '/tmp/out.mp4');
    expect(filterOf(blind)).toMatch(/^color=c=black:s=640x360:r=25:d=10\.000,format=yuv420p,setsar=1\[v\]/u);
  });

  it('composes an audio recording as its mixed sound only, and nothing when no run has sound', () => {
    const args = composeArguments('audio', [run('a', 0), run('b', 1)], '/tmp/out.m4a');
    expect(args).not.toContain('[v]');
    expect(args).not.toContain('libx264');
    expect(filterOf(args)).not.toContain('[0:v]');
    expect(composeArguments('audio', [run('a', 0, { hasAudio: false })], '/tmp/out.m4a')).toBeNull();
    expect(composeArguments('video', [], '/tmp/out.mp4')).toBeNull();
  });
});
