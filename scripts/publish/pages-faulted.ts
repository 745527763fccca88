// How many pages of this process's memory fault when written after `run`: none once written, unless
// `run` started a process. A new process shares this one's memory until either writes, so each page this
// one writes next faults once; in a watcher of 2 GB that cost 0.4-0.5 s per 128 MB written (its next read
// of the listings file). The tests of what a watcher does on each publish use it to show that nothing
// there starts a process. Where the system backs such a buffer with huge pages (2 MB), one fault covers
// 512 pages: the count is then small either way.

/** Pages of a buffer of `bytes`, written before and after `run`, that faulted the second time. */
export async function pagesFaultedAfter(run: () => unknown, bytes = 32 * 1024 * 1024): Promise<number> {
  const buffer = Buffer.allocUnsafeSlow(bytes);
  buffer.fill(1);
  await run();
  const before = process.resourceUsage().minorPageFault;
  buffer.fill(2);
  return process.resourceUsage().minorPageFault - before;
}

/** The pages of a buffer of `bytes` (4 KB each, the smallest a system uses). */
export const pagesOf = (bytes = 32 * 1024 * 1024): number => bytes / 4096;
