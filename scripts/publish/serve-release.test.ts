import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeValidatedCopy } from '../../src/data/kept-exports.mjs';
import { loadExport } from '../../src/data/load-export';

// Inside the project, as a release is.
mkdirSync('.cache', { recursive: true });
const temp = mkdtempSync(join('.cache', 'serve-release-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const serveRelease = fileURLToPath(new URL('./serve-release.ts', import.meta.url));
const keptExports = pathToFileURL(resolve('src/data/kept-exports.mjs')).href;

/** The first line of `serve-release.ts` for `env` that matches `wanted`, then the server is stopped. */
function firstLine(env: NodeJS.ProcessEnv, wanted: RegExp): Promise<string> {
  const child = spawn(process.execPath, [serveRelease], {
    env: { ...process.env, API_BACKGROUND_WORK: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((each) => wanted.test(each));
      if (line !== undefined) done(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => fail(new Error(`serve-release ended (${code}):\n${output}`)));
  }).finally(() => child.kill('SIGKILL'));
}

describe('serve-release, checking one release', () => {
  it("opens the server's services on the release's validated copy, not on the export validated again", async () => {
    // A release as a publish leaves it: its build, its data folder and the validated copy beside it. The
    // data folder holds no export files at all, so only the copy can give the services their export.
    const release = join(temp, 'release');
    const dist = join(release, 'dist');
    const data = join(release, 'data');
    mkdirSync(join(dist, 'client'), { recursive: true });
    mkdirSync(join(dist, 'server'), { recursive: true });
    mkdirSync(data, { recursive: true });
    writeFileSync(join(dist, 'client', 'not-found-routes.json'), '{ "pages": {} }');
    writeFileSync(join(dist, 'client', 'language-versions.json'), '{}');
    writeFileSync(join(dist, 'server', 'entry.mjs'), 'export const handler = () => {};');
    // The build's services say, as they open, whether the export of the release is already in memory.
    writeFileSync(
      join(dist, 'server', 'fast-routes.mjs'),
      `import { keptExport } from ${JSON.stringify(keptExports)};
export async function startServices({ dataDir }) {
  process.stdout.write(\`services open, the export in memory: \${keptExport(dataDir) !== undefined}\\n\`);
}
`,
    );
    writeValidatedCopy(data, loadExport('data'), 'test');

    const line = await firstLine(
      { DIST_DIR: resolve(dist), DATA_DIR: resolve(data) },
      /^services open, the export in memory: /,
    );
    expect(line).toBe('services open, the export in memory: true');
  });
});
