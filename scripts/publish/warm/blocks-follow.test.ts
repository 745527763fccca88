import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeReport } from '../../../src/domain/publish/export-changes';
import type { PublishOutcome } from '../publish-export';
import {
  completedReport,
  completionRefusal,
  defaultBlocksLater,
  leftForLater,
  publishBlocksAfter,
} from './blocks-follow';

const report = {} as ChangeReport;
const published = (id: string, deferred?: number): PublishOutcome => ({
  kind: 'published',
  id,
  report,
  seconds: 1,
  ...(deferred === undefined ? {} : { deferred }),
});

let releases = '';
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'blocks-follow-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

/** Runs publishBlocksAfter and answers what it asked to publish and logged, once its publish ended. */
async function following(outcome: PublishOutcome, second: PublishOutcome | Error) {
  const asked: [string, string][] = [];
  const lines: string[] = [];
  let ended: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    ended = resolve;
  });
  publishBlocksAfter(
    releases,
    outcome,
    async (dataDir, completes) => {
      asked.push([dataDir, completes]);
      setTimeout(ended, 10);
      if (second instanceof Error) throw second;
      return second;
    },
    (line) => lines.push(line),
  );
  if (asked.length > 0) await done;
  return { asked, lines };
}

describe('the second release of a warm publish', () => {
  it('is published from the first release’s export only when the first left pages to it', async () => {
    expect((await following(published('r1'), published('r2'))).asked).toEqual([]);
    expect((await following(published('r1', 0), published('r2'))).asked).toEqual([]);
    expect((await following({ kind: 'unchanged' }, published('r2'))).asked).toEqual([]);
    const made = await following(published('r1', 12), published('r2'));
    expect(made.asked).toEqual([[join(releases, 'r1', 'data'), 'r1']]);
    expect(made.lines).toEqual(['r1 is complete: r2 is live.']);
  });

  it('says why it was not made, the next publish rendering those pages', async () => {
    const refused = await following(published('r1', 3), {
      kind: 'refused',
      reasons: ['The new release does not serve'],
      hint: '',
    });
    expect(refused.lines).toEqual([
      'r1 was not completed (the next publish renders its pages): The new release does not serve',
    ]);
    const failed = await following(published('r1', 3), new Error('the disk is full'));
    expect(failed.lines).toEqual([
      'r1 was not completed (the next publish renders its pages): the disk is full',
    ]);
  });

  it('is worth a second publish from a share of the site’s pages, never for none', () => {
    expect(leftForLater(1336, 40_747, defaultBlocksLater)).toBe(true); // 1 % of 10,000 listings
    expect(leftForLater(9564, 404_387, defaultBlocksLater)).toBe(true); // 1 % of 100,000
    expect(leftForLater(35, 40_747, defaultBlocksLater)).toBe(false); // one price at 10,000
    expect(leftForLater(15, 1000, 0.015)).toBe(true);
    expect(leftForLater(14, 1000, 0.015)).toBe(false);
    expect(leftForLater(0, 1000, 0)).toBe(false);
    expect(leftForLater(1, 1000, 0)).toBe(true);
    expect(leftForLater(1000, 1000, undefined)).toBe(false);
  });

  it('is made only while the first is live and the warm renderer makes it', () => {
    expect(completionRefusal(undefined, 'r0', false)).toBeUndefined();
    expect(completionRefusal('r1', 'r1', true)).toBeUndefined();
    expect(completionRefusal('r1', 'r2', true)).toBe(
      'Not completing r1: r2 is live now, and the next publish renders its pages.',
    );
    expect(completionRefusal('r1', undefined, true)).toMatch(/no release is live now/);
    expect(completionRefusal('r1', 'r1', false)).toMatch(/without the warm renderer/);
  });

  it('goes live with the change report of the first', () => {
    mkdirSync(join(releases, 'r1'));
    const summary = { listings: 3, priceChanges: 1 };
    writeFileSync(join(releases, 'r1', 'report.json'), JSON.stringify({ summary, report: { prices: [] } }));
    expect(completedReport(releases, 'r1')).toEqual({ summary, report: { prices: [] } });
  });
});
