// The answer of an endpoint for a method it does not take. Only a developer or a tool meets it (the
// islands and pages use the right method), so its message is not translated.
import type { APIRoute } from 'astro';
import { formErrorBody } from '../../schemas/api-errors';

const wrongMethod =
  (allow: string): APIRoute =>
  () =>
    new Response(JSON.stringify(formErrorBody(`Use ${allow.split(',')[0]}`)), {
      status: 405,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        Allow: allow,
      },
    });

/** 405 with Allow: POST and the API's error shape, never cached. */
export const postOnly: APIRoute = wrongMethod('POST');

/** 405 with Allow: GET, HEAD (Astro answers HEAD with the GET route) and the API's error shape, never cached. */
export const getOnly: APIRoute = wrongMethod('GET, HEAD');
