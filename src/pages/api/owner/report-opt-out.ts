import type { APIRoute } from 'astro';
import { reportOptOut, reportOptOutPage } from '../../../server/owner/weekly-report/opt-out';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** The weekly report's opt-out link: a page with its one button (a mail scanner's visit changes nothing). */
export const GET: APIRoute = ({ request, locals }) => reportOptOutPage(request, ownerApi(locals.services));

/** The button, or a mail client's one-click unsubscribe (RFC 8058): the owner gets no more weekly reports. */
export const POST: APIRoute = ({ request, locals }) => reportOptOut(request, ownerApi(locals.services));
