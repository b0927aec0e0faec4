import type { MeetingRecordingType } from '@advice/domain';

/**
 * The ffmpeg command that composes a recording's tracks into one file, as a plain argument list (no shell). Each input is
 * a run of a track's consecutive pieces, joined beforehand, with where it starts on the recording's timeline: a video
 * recording shows each participant's runs in their own cell of a grid (black where they sent nothing), the audio of
 * every run is delayed to its start and mixed.
 */

/** One input of the composition: a joined run of pieces, what it holds and where on the timeline it starts (seconds). */
export type ComposeRun = {
  file: string;
  participantId: string;
  startSeconds: number;
  durationSeconds: number;
  hasAudio: boolean;
  hasVideo: boolean;
};

/** The size of each participant's cell in a video recording's grid, and its frame rate. */
export const cell = { width: 640, height: 360, fps: 25 } as const;

const seconds = (value: number) => Math.max(0, value).toFixed(3);

/** The grid's positions for `count` cells: as many columns as the square root rounded up, filled row by row. */
export function gridOf(count: number): { x: number; y: number }[] {
  const columns = Math.max(1, Math.ceil(Math.sqrt(count)));
  return Array.from({ length: count }, (_, index) => ({
    x: (index % columns) * cell.width,
    y: Math.floor(index / columns) * cell.height,
  }));
}

/** How long the composition lasts: until the last run ends. */
export function totalSecondsOf(runs: readonly ComposeRun[]): number {
  return runs.reduce((end, run) => Math.max(end, run.startSeconds + run.durationSeconds), 0);
}

const black = (label: string, duration: number) =>
  `color=c=black:s=${cell.width}x${cell.height}:r=${cell.fps}:d=${seconds(duration)},format=yuv420p,setsar=1[${label}]`;

/** One participant's cell: their video runs in order on black, from the start to the end of the recording. */
function cellFilters(runs: readonly { input: number; run: ComposeRun }[], index: number, total: number): string[] {
  const filters: string[] = [];
  const parts: string[] = [];
  let cursor = 0;
  const gap = (duration: number) => {
    if (duration < 1 / cell.fps) return;
    const label = `c${index}g${parts.length}`;
    filters.push(black(label, duration));
    parts.push(`[${label}]`);
  };
  for (const { input, run } of runs) {
    gap(run.startSeconds - cursor);
    const label = `c${index}r${parts.length}`;
    filters.push(
      `[${input}:v]scale=${cell.width}:${cell.height}:force_original_aspect_ratio=decrease,` +
        `pad=${cell.width}:${cell.height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${cell.fps},format=yuv420p,` +
        `setpts=PTS-STARTPTS[${label}]`,
    );
    parts.push(`[${label}]`);
    cursor = Math.max(cursor, run.startSeconds) + run.durationSeconds;
  }
  gap(total - cursor);
  filters.push(`${parts.join('')}concat=n=${parts.length}:v=1:a=0[cell${index}]`);
  return filters;
}

/** The grid of every participant who sent video (one black cell when nobody did). */
function videoFilters(runs: readonly ComposeRun[], total: number): string[] {
  const byParticipant = new Map<string, { input: number; run: ComposeRun }[]>();
  runs.forEach((run, input) => {
    if (!run.hasVideo) return;
    const list = byParticipant.get(run.participantId) ?? [];
    list.push({ input, run });
    byParticipant.set(run.participantId, list);
  });
  const cells = [...byParticipant.values()].map((list) => [...list].sort((a, b) => a.run.startSeconds - b.run.startSeconds));
  if (cells.length === 0) return [black('v', total)];
  const filters = cells.flatMap((list, index) => cellFilters(list, index, total));
  if (cells.length === 1) return [...filters, '[cell0]null[v]'];
  const layout = gridOf(cells.length)
    .map(({ x, y }) => `${x}_${y}`)
    .join('|');
  const inputs = cells.map((_, index) => `[cell${index}]`).join('');
  return [...filters, `${inputs}xstack=inputs=${cells.length}:layout=${layout}:fill=black[v]`];
}

/** Every run's audio at its place on the timeline, mixed at its own level; none when no run has audio. */
function audioFilters(runs: readonly ComposeRun[]): string[] {
  const heard = runs.flatMap((run, input) => (run.hasAudio ? [{ run, input }] : []));
  if (heard.length === 0) return [];
  const filters = heard.map(
    ({ run, input }, index) =>
      `[${input}:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,asetpts=PTS-STARTPTS,` +
      `adelay=delays=${Math.round(Math.max(0, run.startSeconds) * 1_000)}:all=1[a${index}]`,
  );
  const labels = heard.map((_, index) => `[a${index}]`).join('');
  return [...filters, heard.length === 1 ? '[a0]anull[a]' : `${labels}amix=inputs=${heard.length}:duration=longest:normalize=0[a]`];
}

/** Every ffmpeg run here: no banner, no reading of standard input, errors only, and its output file replaced. */
const quietlyOverwriting = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** The arguments of the composing ffmpeg: null when the runs hold nothing the recording's type keeps. */
export function composeArguments(type: MeetingRecordingType, runs: readonly ComposeRun[], output: string): string[] | null {
  const total = totalSecondsOf(runs);
  const audio = audioFilters(runs);
  const isVideo = type === 'video';
  if (total <= 0 || (!isVideo && audio.length === 0)) return null;
  const filters = [...(isVideo ? videoFilters(runs, total) : []), ...audio];
  const inputs = runs.flatMap((run) => ['-i', run.file]);
  const maps = [...(isVideo ? ['-map', '[v]'] : []), ...(audio.length > 0 ? ['-map', '[a]'] : [])];
  const video = isVideo ? ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-r', String(cell.fps)] : [];
  const sound = audio.length > 0 ? ['-c:a', 'aac', '-b:a', '128k'] : [];
  return [
    ...quietlyOverwriting,
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    ...maps,
    ...video,
    ...sound,
    '-t',
    seconds(total),
    '-movflags',
    '+faststart',
    output,
  ];
}

/** The ffmpeg arguments that join one run of a track's pieces (a list file for the concat demuxer) into one file, unchanged. */
export function joinArguments(listFile: string, output: string): string[] {
  return [...quietlyOverwriting, '-f', 'concat', '-safe', '0', '-i', listFile, '-map', '0', '-c', 'copy', output];
}

/** The concat demuxer's list of the pieces, in order (quoted as its syntax wants). */
export function concatList(files: readonly string[]): string {
  return files.map((file) => `file '${file.replaceAll("'", "'\\''")}'\n`).join('');
}

/** A track's pieces split where an index is missing: each run is joined on its own and placed at its index's time. */
export function runsOf<P extends { index: number }>(pieces: readonly P[]): P[][] {
  const runs: P[][] = [];
  for (const piece of [...pieces].sort((a, b) => a.index - b.index)) {
    const last = runs.at(-1);
    const previous = last?.at(-1);
    if (last && previous && piece.index === previous.index + 1) last.push(piece);
    else runs.push([piece]);
  }
  return runs;
}
