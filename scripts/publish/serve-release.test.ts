import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportModel } from '../../src/data/export-model';
import { writeValidatedCopy } from '../../src/data/kept-exports.mjs';
import { loadExport } from '../../src/data/load-export';
import { builtFingerprintFile } from './server-code.ts';

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

/**
 * A release as a publish leaves it: its build (naming the code it was made from: `builtBy`), its data
 * folder and the validated copy beside it, made by `copyBy`. The data folder holds no export files at
 * all, so only the copy can give the services their export. The build's services say, as they open,
 * whether the export of the release is already in memory.
 */
function release(name: string, builtBy: string, copyBy: string): { dist: string; data: string } {
  const dist = join(temp, name, 'dist');
  const data = join(temp, name, 'data');
  mkdirSync(join(dist, 'client'), { recursive: true });
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(data, { recursive: true });
  writeFileSync(join(dist, 'client', 'not-found-routes.json'), '{ "pages": {} }');
  writeFileSync(join(dist, 'client', 'language-versions.json'), '{}');
  writeFileSync(join(dist, 'server', 'entry.mjs'), 'export const handler = () => {};');
  writeFileSync(join(dist, 'server', builtFingerprintFile), `${builtBy}\n`);
  writeFileSync(
    join(dist, 'server', 'fast-routes.mjs'),
    `import { keptExport } from ${JSON.stringify(keptExports)};
export async function startServices({ dataDir }) {
  process.stdout.write(\`services open, the export in memory: \${keptExport(dataDir) !== undefined}\\n\`);
}
`,
  );
  writeValidatedCopy(data, exportModel(), copyBy);
  return { dist: resolve(dist), data: resolve(data) };
}

let model: ExportModel | undefined;
const exportModel = () => {
  model ??= loadExport('data');
  return model;
};

describe('serve-release, checking one release', () => {
  it("opens the server's services on the release's validated copy, not on the export validated again", async () => {
    const { dist, data } = release('release', 'code1', 'code1');
    const line = await firstLine(
      { DIST_DIR: dist, DATA_DIR: data },
      /^services open, the export in memory: /,
    );
    expect(line).toBe('services open, the export in memory: true');
  });

  it('leaves a copy made by other code than the build was made with to its own validation', async () => {
    const { dist, data } = release('other-code', 'code2', 'code1');
    const line = await firstLine(
      { DIST_DIR: dist, DATA_DIR: data },
      /^services open, the export in memory: /,
    );
    expect(line).toBe('services open, the export in memory: false');
  });
});
