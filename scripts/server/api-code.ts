// The API code of the site being served (the live release's when the server starts): Astro's handler,
// and the routes its build answers without Astro (src/server/http/fast-routes.ts; none in an older
// build). A later publish changes the export the API reads (handed over per request), not its code: new
// code needs a restart.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keptServerCode } from '../publish/server-code.ts';

/** What the API gets of each request's release: the folder of its export. */
export interface ApiLocals {
  dataDir: string;
}

type Answer<Args extends unknown[]> = (
  request: IncomingMessage,
  response: ServerResponse,
  ...args: [...Args, ApiLocals]
) => Promise<void>;

/** The entry points of a build's API. */
export interface ApiCode {
  /** Astro's Node handler in middleware mode: `next` answers a path it has no route for. */
  handler: (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
    locals: ApiLocals,
  ) => Promise<void>;
  startServices: ((locals: ApiLocals) => Promise<void>) | undefined;
  answerViewBeacon: Answer<[id: string]> | undefined;
  answerFormPost: Answer<[kind: string]> | undefined;
  answersForm: ((kind: string) => boolean) | undefined;
  countVisitorRequest: () => void;
}

/**
 * Loads the API of the build in `distDir`, from a kept copy when `keep` (the build may go while the
 * server runs: scripts/publish/server-code.ts).
 */
export async function loadApi(distDir: string, keep: boolean): Promise<ApiCode> {
  const serverDir = keep ? keptServerCode(join(distDir, 'server')) : join(distDir, 'server');
  const { handler } = await import(pathToFileURL(join(serverDir, 'entry.mjs')).href);
  if (typeof handler !== 'function') {
    throw new Error(
      `${distDir}/server/entry.mjs exports no handler: build with @astrojs/node in middleware mode.`,
    );
  }
  const fastRoutesEntry = join(serverDir, 'fast-routes.mjs');
  const fastRoutes: Partial<ApiCode> | undefined = existsSync(fastRoutesEntry)
    ? await import(pathToFileURL(fastRoutesEntry).href)
    : undefined;
  return {
    handler,
    startServices: fastRoutes?.startServices,
    answerViewBeacon: fastRoutes?.answerViewBeacon,
    answerFormPost: fastRoutes?.answerFormPost,
    answersForm: fastRoutes?.answersForm,
    // An older build has no counter: its outbox drains without yielding to requests.
    countVisitorRequest: fastRoutes?.countVisitorRequest ?? (() => {}),
  };
}
