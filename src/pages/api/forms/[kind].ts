import type { APIRoute } from 'astro';
import { formAnswer, handleFormPost } from '../../../server/forms/forms-api';
import { socketAddress } from '../../../server/http/socket-address';
import { formsApi } from '../../../server/services';

// Form submissions run on the server for every request. `npm start` answers POST for a form kind
// without Astro (src/server/http/fast-routes.ts), with the same handler and answer; `astro dev` comes here.
export const prerender = false;

/**
 * Stores one form submission. The island gets JSON (201, or 4xx with field messages); a plain post gets
 * 303 to the thank-you page, or 303 back to its form's page, which shows the messages and the values.
 */
export const POST: APIRoute = async (context) => {
  // The process's services (opened once) and this request's export. The form's checks (the fill time,
  // the proof of work's expiry, the rate-limit windows) run on the machine's clock, as the challenge
  // endpoint does when it issues a challenge; the services' clock, which tests of link and token expiry
  // move forward, would judge a challenge issued a moment ago as expired.
  const { services } = context.locals;
  const deps = { ...formsApi(services), now: Date.now };
  const outcome = await handleFormPost(
    deps,
    context.params.kind ?? '',
    context.request,
    socketAddress(context),
  );
  const { status, headers, body } = formAnswer(outcome);
  return new Response(body, { status, headers });
};

/** Only POST changes anything here: 405, answered as the form answers are. */
export const ALL: APIRoute = () => {
  const { status, headers, body } = formAnswer({
    type: 'json',
    status: 405,
    body: { errors: { _form: ['Use POST'] } },
    headers: { Allow: 'POST' },
  });
  return new Response(body, { status, headers });
};
