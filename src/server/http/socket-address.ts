// The address of the client's socket, as Astro gives it to an on-demand endpoint.
import type { APIContext } from 'astro';

/**
 * The socket address of the request, or 'unknown' for an adapter without one: every such request then
 * shares one throttle key, which errs on the side of limiting.
 */
export function socketAddress(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}
