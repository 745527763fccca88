// A build loaded with break-hard-links.ts writes pages shared with a published release as new files: the
// release keeps its bytes, whichever way the build writes.
import { spawnSync } from 'node:child_process';
import { linkSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writers = {
  'promises.writeFile': "await fs.promises.writeFile(target, 'new')",
  'named writeFile': "const { writeFile } = await import('node:fs/promises'); await writeFile(target, 'new')",
  writeFileSync: "fs.writeFileSync(target, 'new')",
  'promises.copyFile': "fs.writeFileSync(source, 'new'); await fs.promises.copyFile(source, target)",
  'open with w':
    "const handle = await fs.promises.open(target, 'w'); await handle.writeFile('new'); await handle.close()",
  createWriteStream: "await new Promise((done) => fs.createWriteStream(target).end('new', done))",
};

it.each(Object.entries(writers))('%s gives a linked page a file of its own', (name, write) => {
  const published = join(dir, `${name}-published.html`);
  const target = join(dir, `${name}-new.html`);
  writeFileSync(published, 'old');
  linkSync(published, target);
  const script = `import fs from 'node:fs'; const target = ${JSON.stringify(target)}; const source = ${JSON.stringify(`${target}.src`)}; ${write};`;
  const withBreaker = spawnSync(
    process.execPath,
    ['--import', resolve('scripts/publish/break-hard-links.ts'), '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  expect(withBreaker.stderr).toBe('');
  expect(readFileSync(target, 'utf8')).toBe('new');
  expect(readFileSync(published, 'utf8')).toBe('old');
});

it('is needed: without it, writing the link changes the published page', () => {
  const published = join(dir, 'plain-published.html');
  const target = join(dir, 'plain-new.html');
  writeFileSync(published, 'old');
  linkSync(published, target);
  spawnSync(process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(target)}, 'new')`]);
  expect(readFileSync(published, 'utf8')).toBe('new');
});
