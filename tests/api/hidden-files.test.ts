// `npm start` never serves a hidden file (a name starting with a dot), even one that reached the
// published folder: an export's ".secret", a Mac's ".DS_Store", a ".git" folder answer as missing.
// The build leaves them out in the first place (src/data/owner-only-media.ts, its unit test).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, startApi } from './api-server';

let api: ApiServer;
const secret = `secret-${randomUUID()}`;
// Names of this run only, so that other test files serving the same build never meet them.
const tag = randomUUID().slice(0, 8);
const planted: string[] = [];

beforeAll(async () => {
  const client = join(ensureBuild(), 'client');
  const plant = (path: string) => {
    const file = join(client, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, secret);
    planted.push(join(client, path.split('/').slice(0, 2).join('/')));
  };
  plant(`media/.secret-${tag}`);
  plant(`media/.git-${tag}/config`);
  plant(`media/photos-${tag}/.DS_Store`);
  plant(`.env-${tag}`);
  api = await startApi(ensureBuild(), {});
});

afterAll(() => {
  api?.stop();
  for (const path of planted) rmSync(path, { recursive: true, force: true });
});

describe('a hidden file in the published folder', () => {
  it('answers 404, however its path is written, while the media beside it are served', async () => {
    expect((await fetch(`${api.base}/media/agent-1.jpg`)).status).toBe(200);
    for (const path of [
      `/media/.secret-${tag}`,
      `/media/%2Esecret-${tag}`,
      `/media/.git-${tag}/config`,
      `/media/photos-${tag}/.DS_Store`,
      `/.env-${tag}`,
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await fetch(`${api.base}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(await answer.text(), path).not.toContain(secret);
      }
    }
  });
});
