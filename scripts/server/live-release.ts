// Fastify plugin following the live release: each request gets the site it is answered from (`request.site`,
// scripts/server/live-site.ts: the live release's build and export, resolved as it comes in, or the one
// build given), with that site's security headers; and the access log's path and byte count.
import type { FastifyInstance } from 'fastify';
import type { Site, SiteResolver } from './live-site.ts';
import { shared } from './replies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release this request is answered from. */
    site: Site;
    /** The path as asked, for the access log (the form-error and filtered results pages rewrite it). */
    logPath: string;
    /** The bytes the connection had sent before this answer, for the access log. */
    bytesBefore: number;
  }
}

export interface LiveReleaseOptions {
  sites: SiteResolver;
  /** Called for each request: the API's background work yields to visitors. */
  countVisitorRequest: () => void;
}

export const liveRelease = shared(
  async (app: FastifyInstance, { sites, countVisitorRequest }: LiveReleaseOptions) => {
    // Set by the hook below before any route runs.
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('logPath', '');
    app.decorateRequest('bytesBefore', 0);
    app.addHook('onRequest', async (request, reply) => {
      countVisitorRequest();
      request.logPath = request.url.split('?')[0] ?? '';
      request.bytesBefore = request.raw.socket?.bytesWritten ?? 0;
      request.site = await sites.current();
      reply.headers(request.site.headers);
    });
  },
);
