import type { APIRoute } from 'astro';
import { countPropertyView } from '../../../server/owner/view-counting';
import { postOnly } from '../../../server/post-only';
import { ownerApi } from '../../../server/services';
import { socketAddress } from '../../../server/socket-address';

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
