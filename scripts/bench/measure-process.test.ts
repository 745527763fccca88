import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureProcess } from './measure-process';

// A command that never ends on its own, with a child of its own that holds its output open: it ends only
// when the whole tree is stopped.
const forever = [
  '-e',
  "require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); console.log('started'); setInterval(() => {}, 1000);",
];

describe('measureProcess', () => {
  it('stops the whole process tree when stopWhen gives a reason, and says why', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'measure-')), 'run.log');
    let polls = 0;
    const run = await measureProcess(process.execPath, forever, {
      logFile,
      // Once the command has printed: it runs, then the bench says stop.
      stopWhen: () =>
        readFileSync(logFile, 'utf8').includes('started') && ++polls > 1 ? 'disk nearly full' : undefined,
    });
    expect(run.stopped).toBe('disk nearly full');
    expect(run.exitCode).not.toBe(0);
    expect(run.peakTreeRssKb).toBeGreaterThan(0);
  }, 20_000);

  it('runs a command to its end when nothing stops it', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'measure-')), 'run.log');
    const run = await measureProcess(process.execPath, ['-e', "console.log('done')"], { logFile });
    expect(run.exitCode).toBe(0);
    expect(run.stopped).toBeUndefined();
    expect(run.output).toContain('done');
  });
});
