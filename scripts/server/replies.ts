// Answers the production server gives in more than one place: its plain-text refusals, the API's JSON
// ones, and how long a cache may keep a file.
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A plain-text answer no cache keeps. */
export const plain = (
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) =>
  reply
    .code(status)
    .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .send(text);

/** The API's JSON answer to a request it refuses before any of its routes ran. */
export const apiError = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(JSON.stringify({ errors: { _form: [STATUS_CODES[status]] } }));

/** A redirect no cache keeps (its target may depend on the release). */
export const redirect = (reply: FastifyReply, status: 302 | 308, location: string) =>
  reply.code(status).headers({ Location: location, 'Cache-Control': 'no-store' }).send();

/**
 * How long a browser or CDN may keep a file: hashed build assets for good, pages briefly; the export's
 * media keep their names across exports, so a day, then checked again.
 */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  if (pathname.startsWith('/media/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/** Marks a plugin as one that decorates the server it is registered on, not a context of its own. */
export function shared<Plugin extends object>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
