// Fastify plugin sending the release's files (`reply.sendReleaseFile`, from @fastify/static's
// reply.sendFile; routing is the page routes', page-routes.ts). A text file goes out as the Brotli or gzip
// copy the build wrote beside it (src/server/http/precompressed-files.ts), as the browser's
// Accept-Encoding allows, with its own length and ETag: nothing is compressed per request. Every file's
// answer says it varies with Accept-Encoding. The files asked for most are answered from memory
// (hot-files.ts).
import type { Stats } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HotFiles } from './hot-files.ts';
import { shared } from './replies.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `pathname` from the first of `roots` that has it (or a compressed copy of it). */
    sendReleaseFile(pathname: string, roots: readonly string[]): void;
  }
  interface FastifyRequest {
    /** What identifies this request's file answer in memory (hot-files.ts), when it may be kept. */
    hotKey: string | undefined;
  }
}

export interface StaticFilesOptions {
  root: string;
  /** The files kept in memory; by default up to 64 MB, none over 1 MB. */
  hotFiles?: HotFiles;
}

/** The file the file server chose for a reply, as it stood when chosen: set by its setHeaders. */
const chosenFiles = new WeakMap<FastifyReply, { path: string; stat: Stats }>();

export const staticFiles = shared(async (app: FastifyInstance, options: StaticFilesOptions) => {
  const hot = options.hotFiles ?? new HotFiles({ maxBytes: 64 * 1024 * 1024, maxFileBytes: 1024 * 1024 });
  await app.register(fastifyStatic, {
    // Only reply.sendFile, from the folder of each request's release.
    serve: false,
    root: options.root,
    cacheControl: false,
    // `file.br`, else `file.gz`, else the file itself, as the browser accepts: in each root in turn.
    preCompressed: true,
    // A file or folder whose name starts with a dot (".secret", ".DS_Store", ".git/") is never served,
    // even if one reached the published folder: it answers as a file that does not exist (404).
    // @fastify/static's own default is 'allow'.
    dotfiles: 'ignore',
    setHeaders: (reply, path, stat) => {
      chosenFiles.set(reply, { path, stat });
    },
  });
  // @fastify/static takes several roots, tried in order, in the options too (its types name one).
  type SendFrom = (path: string, options: { root: string[] }) => FastifyReply;
  app.decorateReply('sendReleaseFile', function (this: FastifyReply, pathname, roots) {
    const key = HotFiles.key(this.request, roots, pathname);
    if (key !== undefined && hot.answer(key, this)) return;
    if (key !== undefined) this.request.hotKey = key;
    (this.sendFile as unknown as SendFrom).call(this, pathname, { root: [...roots] });
  });
  app.decorateRequest('hotKey', undefined);
  // The build writes its XML (sitemap) in UTF-8, as @fastify/send says of text and JSON; set once the
  // file server has set the type, which it does again for a compressed copy. Then, with every header of
  // the file's answer set, the file is kept for the next request that asks the same.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/xml')
      reply.header('content-type', 'application/xml; charset=utf-8');
    const chosen = chosenFiles.get(reply);
    if (request.hotKey !== undefined && chosen !== undefined)
      hot.remember(request.hotKey, reply, chosen.path, chosen.stat);
    return payload;
  });
});
