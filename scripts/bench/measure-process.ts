// Runs a command and measures it: wall time, CPU and peak memory, through GNU time -v when the machine
// has it, and in any case by polling /proc for the resident memory of the whole process tree.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseTimeReport, type TimeReport } from './time-report';

/** GNU time, which reports a command's peak memory; absent on some machines. */
export const gnuTime = '/usr/bin/time';

/** What a measured command did. */
export interface Measured {
  readonly exitCode: number;
  readonly wallSeconds: number;
  /** From GNU time -v, when present. */
  readonly time: TimeReport | undefined;
  /** The highest sum of resident memory over the command's process tree, polled every 250 ms, in KiB. */
  readonly peakTreeRssKb: number;
  /** Everything the command printed (stdout and stderr). */
  readonly output: string;
  /** Why the command was stopped before its end (`stopWhen` said so), if it was. */
  readonly stopped?: string;
}

/** The ids of `root` and of every process descending from it, from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const children = parents.get(ppid) ?? [];
      children.push(Number(name));
      parents.set(ppid, children);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const child of parents.get(tree[index] ?? -1) ?? []) tree.push(child);
  }
  return tree;
}

/** Resident memory of a process tree in KiB (VmRSS of each process, summed). */
export function treeRssKb(root: number): number {
  let total = 0;
  for (const pid of processTree(root)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second for user space. */
const ticksPerSecond = 100;

/**
 * CPU time (user and system, ms) used so far by `root` and every process under it, living or ended: a
 * process's own time, plus the time of the children it has waited for (its cutime and cstime), which
 * counts each ended process once, in the parent that reaped it. Undefined without /proc.
 */
export function treeCpuMs(root: number): number | undefined {
  if (!existsSync(`/proc/${root}/stat`)) return undefined;
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the ')': state, ppid, ... utime (12th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0);
    } catch {
      // Gone meanwhile: its time is now in its parent's cutime, once the parent has reaped it.
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** Runs `command args` (in `cwd`) with `env` added, writes its output to `logFile`, and measures it. */
export async function measureProcess(
  command: string,
  args: readonly string[],
  {
    env = {},
    logFile,
    cwd,
    stopWhen = () => undefined,
  }: {
    env?: Record<string, string>;
    logFile: string;
    cwd?: string;
    /** Asked at each poll: a reason stops the command's whole process tree at once. */
    stopWhen?: () => string | undefined;
  },
): Promise<Measured> {
  const useTime = existsSync(gnuTime);
  const [file, argv] = useTime ? [gnuTime, ['-v', command, ...args]] : [command, [...args]];
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(file, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd === undefined ? {} : { cwd }),
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    output += chunk.toString();
    log.write(chunk);
  });
  let peakTreeRssKb = 0;
  let stopped: string | undefined;
  const poll = setInterval(() => {
    if (child.pid === undefined) return;
    peakTreeRssKb = Math.max(peakTreeRssKb, treeRssKb(child.pid));
    stopped ??= stopWhen();
    if (stopped !== undefined)
      for (const pid of processTree(child.pid).reverse())
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
  }, 250);
  const exitCode = await new Promise<number>((done) => child.once('close', (code) => done(code ?? 1)));
  clearInterval(poll);
  const wallSeconds = (performance.now() - started) / 1000;
  await new Promise<void>((done) => log.end(() => done()));
  return {
    exitCode,
    wallSeconds,
    time: useTime ? parseTimeReport(stderr) : undefined,
    peakTreeRssKb,
    output,
    ...(stopped === undefined ? {} : { stopped }),
  };
}
