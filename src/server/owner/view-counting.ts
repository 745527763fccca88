// The view counter behind each property page's beacon: one view per visitor, property and Brussels day,
// with nothing kept that links a count to anyone once the day is over. Its only caller is
// navigator.sendBeacon, which never reads an answer: so it answers with a status alone, no text that
// would need a language, and never a 5xx for a failure the visitor could do nothing about.
import { createHash } from 'node:crypto';
import { exportIndexes } from '../../data/export-indexes';
import { dayIn } from '../../domain/portal/view-statistics';
import { clientAddress, isSameOrigin, type RequestHeaders } from '../http/request-origin';
import { isStoreUnavailable } from '../store/store-unavailable';
import { empty } from './http';
import type { OwnerApi } from './owner-api';

/**
 * What one address adds to a property's views a day: a few browsers (a family, an office behind one
 * address), not one per user agent a client can make up; a new browser seconds after the last is a burst.
 */
const viewLimits = { perAddress: 3, burstMs: 30_000 } as const;

// Crawlers, link unfurlers, headless browsers and audits that say what they are.
const robots = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pingdom|monitor/i;

/**
 * POST /api/views/{propertyId}: counts a page view once per visitor, property and Brussels day. The
 * visitor is a hash of the day's random salt, the address, the user agent and the property: no cookie,
 * and once the day's salt is deleted nothing links a hash to anyone. 204 for a property of the export
 * (counted or not), 404 for an unknown one, 403 from another site, 413 with a body; never a 5xx.
 */
export async function countPropertyView(
  request: Request,
  idParam: string,
  socketAddress: string,
  views: OwnerApi,
): Promise<Response> {
  return empty(await viewBeaconStatus(request, idParam, socketAddress, views));
}

/**
 * The rule behind the beacon, as the status it answers: the Astro route above and the server's direct
 * route (src/server/http/fast-routes.ts, which skips Astro's request handling for the busiest endpoint) both
 * answer with it. Throws only when the store is unavailable (the caller answers 503).
 */
export async function viewBeaconStatus(
  request: RequestHeaders,
  idParam: string,
  socketAddress: string,
  views: OwnerApi,
): Promise<204 | 403 | 404 | 413> {
  try {
    if (!isSameOrigin(request)) return 403;
    if (Number(request.headers.get('content-length') ?? '0') > 1024) return 413;
    // The export's listings by ID, indexed once per export (a beacon must not scan 10,000 listings).
    if (
      !/^\d{1,12}$/.test(idParam) ||
      !exportIndexes(views.model).propertiesById.has(String(Number(idParam)))
    )
      return 404;
    const id = Number(idParam);
    const agent = request.headers.get('user-agent') ?? '';
    // A browser's speculative prefetch or prerender is not a view.
    const purpose = `${request.headers.get('sec-purpose') ?? ''}${request.headers.get('purpose') ?? ''}`;
    if (agent === '' || robots.test(agent) || /prefetch|prerender/i.test(purpose)) return 204;
    const now = views.now();
    const day = dayIn(now);
    const salt = await views.store.daySalt(day);
    const address = clientAddress(request, socketAddress, views.config.trustProxy);
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    await views.store.countView(
      id,
      day,
      {
        visitorHash: hash(`${salt}\n${address}\n${agent}\n${id}`),
        addressHash: hash(`${salt}\n${address}\n${id}`),
      },
      now,
      viewLimits,
    );
    return 204;
  } catch (error) {
    // The database being away is said as such (503, Retry-After), like every other route's.
    if (isStoreUnavailable(error)) throw error;
    console.error('Could not count a view:', error);
    return 204;
  }
}
