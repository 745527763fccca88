import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processStart } from '../publish-lock';
import {
  type HandedPublish,
  handedDir,
  handPublish,
  takeHandedPublishes,
  warmPublisher,
} from './handed-publishes';

let releases = '';
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'handed-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

const until = async (done: () => boolean) => {
  const end = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((wait) => setTimeout(wait, 10));
  }
};

const request = (job: string, pid = process.pid): HandedPublish => ({
  job,
  to: { pid, pidStart: processStart(pid) },
  source: `/exports/${job}`,
  changes: [`/changes/${job}.json`],
  outcome: join(releases, `${job}.outcome.json`),
  log: join(releases, `${job}.log`),
});

describe('handed publishes', () => {
  it('are taken by the process holding the lock, oldest first, each outcome and log written', async () => {
    const stop = new AbortController();
    const taken: HandedPublish[] = [];
    const lines: string[] = [];
    expect(warmPublisher(releases)).toBeUndefined();
    const taking = takeHandedPublishes(releases, {
      publish: async (handed, log) => {
        taken.push(handed);
        log(`published ${handed.job}`);
        if (handed.job.endsWith('3')) throw new Error('the disk is full');
        return { kind: 'published', id: `release-of-${handed.job}` };
      },
      log: (line) => lines.push(line),
      signal: stop.signal,
      // Only the folder's change events wake it within this test's time.
      pollMs: 60_000,
    });
    await until(() => warmPublisher(releases)?.pid === process.pid);
    handPublish(releases, request('20261203-100000-002'));
    handPublish(releases, request('20261203-100000-001'));
    await until(() => taken.length === 2);
    expect(taken.map((handed) => handed.job)).toEqual(['20261203-100000-001', '20261203-100000-002']);
    expect(taken[0]).toEqual(request('20261203-100000-001'));
    await until(() => existsSync(join(releases, '20261203-100000-002.outcome.json')));
    expect(JSON.parse(readFileSync(join(releases, '20261203-100000-001.outcome.json'), 'utf8'))).toEqual({
      kind: 'published',
      id: 'release-of-20261203-100000-001',
    });
    expect(readFileSync(join(releases, '20261203-100000-001.log'), 'utf8')).toBe(
      'published 20261203-100000-001\n',
    );
    // A publish that threw is written as stopped: the queue tries it again.
    handPublish(releases, request('20261203-100000-003'));
    await until(() => existsSync(join(releases, '20261203-100000-003.outcome.json')));
    expect(JSON.parse(readFileSync(join(releases, '20261203-100000-003.outcome.json'), 'utf8'))).toEqual({
      kind: 'stopped',
    });
    expect(readFileSync(join(releases, '20261203-100000-003.log'), 'utf8')).toContain('the disk is full');
    expect(readdirSync(handedDir(releases)).filter((name) => name.endsWith('.json'))).toEqual([]);
    stop.abort();
    await taking;
    expect(warmPublisher(releases)).toBeUndefined();
    expect(lines).toContain("Taking the HTTP drop's publishes.");
    expect(lines).toContain(
      "The HTTP drop's job 20261203-100000-001 ended: published (its status: GET /api/publish/20261203-100000-001).",
    );
  });

  it('removes as it starts the requests left to another process, and takes none while another process holds the lock', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await until(() => processStart(sleeper.pid ?? 0) !== undefined);
      mkdirSync(handedDir(releases), { recursive: true });
      handPublish(releases, request('20261203-100000-001', sleeper.pid));
      const stop = new AbortController();
      const taken: string[] = [];
      const taking = takeHandedPublishes(releases, {
        publish: async (handed) => {
          taken.push(handed.job);
          return { kind: 'unchanged' };
        },
        log: () => undefined,
        signal: stop.signal,
      });
      await until(() => warmPublisher(releases)?.pid === process.pid);
      // Not this process's: removed as it started.
      expect(readdirSync(handedDir(releases)).filter((name) => name.endsWith('.json'))).toEqual([]);
      const lines: string[] = [];
      const second = new AbortController();
      await takeHandedPublishes(releases, {
        publish: async () => ({ kind: 'unchanged' }),
        log: (line) => lines.push(line),
        signal: second.signal,
      });
      expect(lines.join('\n')).toContain(`Another warm publisher (pid ${process.pid})`);
      stop.abort();
      await taking;
      expect(taken).toEqual([]);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
