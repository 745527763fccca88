// The answer of an endpoint that only takes POST, for any other method.
import type { APIRoute } from 'astro';

/** 405 with Allow: POST and a JSON error under `form`, never cached. */
export const postOnly: APIRoute = () =>
  new Response(JSON.stringify({ errors: { form: ['Use POST'] } }), {
    status: 405,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Allow: 'POST',
    },
  });
