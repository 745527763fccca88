import type { APIRoute } from 'astro';
import { handleFormPost } from '../../../server/forms-api';

// Form submissions run on the server for every request.
export const prerender = false;

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

function clientAddress(context: Parameters<APIRoute>[0]): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

/** Stores one form submission: 201/303 on success, 4xx with field messages otherwise. */
export const POST: APIRoute = async (context) => {
  const outcome = await handleFormPost(context.params.kind ?? '', context.request, clientAddress(context));
  if (outcome.type === 'json') {
    return new Response(JSON.stringify(outcome.body), {
      status: outcome.status,
      headers: { ...jsonHeaders, ...outcome.headers },
    });
  }
  if (outcome.type === 'redirect') {
    return new Response(null, {
      status: 303,
      headers: { Location: outcome.location, 'Cache-Control': 'no-store' },
    });
  }
  // A plain post with mistakes: the same form again, with the messages and the values kept.
  (context.locals as { formError?: typeof outcome }).formError = outcome;
  return context.rewrite(`/form-error/${outcome.locale}/${outcome.kind}/`);
};

/** Only POST changes anything here. */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ errors: { _form: ['Use POST'] } }), {
    status: 405,
    headers: { ...jsonHeaders, Allow: 'POST' },
  });
