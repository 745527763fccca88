import type { APIRoute } from 'astro';
import { postOnly } from '../../../server/http/post-only';
import { socketAddress } from '../../../server/http/socket-address';
import { countPropertyView } from '../../../server/owner/view-counting';
import { ownerApi } from '../../../server/services';

// Counted on the server for every request.
export const prerender = false;

/** Counts a view of a property's page (the detail page's beacon): 204, or 404 for an unknown property. */
export const POST: APIRoute = (context) =>
  countPropertyView(
    context.request,
    context.params.id ?? '',
    socketAddress(context),
    ownerApi(context.locals.services),
  );

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
