// Fastify plugin sending the release's files (reply.sendFile of @fastify/static; routing is the page
// routes', page-routes.ts). A text file goes out as the Brotli or gzip copy the build wrote beside it
// (src/server/http/precompressed-files.ts), as the browser's Accept-Encoding allows, with its own length
// and ETag: nothing is compressed per request. Every file's answer says it varies with Accept-Encoding.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { shared } from './replies.ts';

export const staticFiles = shared(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    // Only reply.sendFile, from the folder of each request's release.
    serve: false,
    root,
    cacheControl: false,
    // `file.br`, else `file.gz`, else the file itself, as the browser accepts: in each root in turn.
    preCompressed: true,
    // A file or folder whose name starts with a dot (".secret", ".DS_Store", ".git/") is never served,
    // even if one reached the published folder: it answers as a file that does not exist (404).
    // @fastify/static's own default is 'allow'.
    dotfiles: 'ignore',
  });
  // The build writes its XML (sitemap) in UTF-8, as @fastify/send says of text and JSON; set once the
  // file server has set the type, which it does again for a compressed copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/xml')
      reply.header('content-type', 'application/xml; charset=utf-8');
    return payload;
  });
});
