import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc's CPU times. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

type ProcessTimes = { pid: number; ppid: number; name: string; ticks: number };

/**
 * Every process's CPU time from /proc/PID/stat: its own user and system time, plus that of its children it has
 * waited for, so a process of a tree that ends between two readings still counts once (in its parent's).
 */
function readProcesses(): ProcessTimes[] {
  const all: ProcessTimes[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // The name, in parentheses, may itself hold spaces and parentheses: the fields count from its last ')'.
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    all.push({ pid: Number(entry), ppid: field(4), name, ticks: field(14) + field(15) + field(16) + field(17) });
  }
  return all;
}

/** A reading of CPU seconds by group: each group a set of root pids and all their descendants. */
export type CpuReading = Record<string, number>;

/**
 * The CPU seconds used so far by each group's process trees, split further by `split` (a process's name to a
 * sub-group, e.g. PostgreSQL apart from Node): `group` alone, and `group/part` for each part.
 */
export function readCpu(groups: Record<string, number[]>, split: (name: string, group: string) => string | null = () => null): CpuReading {
  const all = readProcesses();
  const children = new Map<number, ProcessTimes[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const reading: CpuReading = {};
  for (const [group, roots] of Object.entries(groups)) {
    const tree = all.filter((p) => roots.includes(p.pid));
    for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]?.pid ?? -1) ?? []));
    reading[group] = 0;
    for (const p of tree) {
      const seconds = p.ticks / ticksPerSecond;
      reading[group] += seconds;
      const part = split(p.name, group);
      if (part) reading[`${group}/${part}`] = (reading[`${group}/${part}`] ?? 0) + seconds;
    }
  }
  return reading;
}

/** CPU seconds each group used between two readings. */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuReading {
  return Object.fromEntries(Object.keys({ ...before, ...after }).map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)]));
}

/** The whole machine's busy and total CPU seconds so far (every core), from /proc/stat. */
export function readMachine(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.split(/\s+/u).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / ticksPerSecond, total: (busy + idle + iowait) / ticksPerSecond };
}
