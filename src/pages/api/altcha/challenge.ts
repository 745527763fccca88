import type { APIRoute } from 'astro';
import { newChallenge } from '../../../server/forms/proof-of-work';
import { getOnly } from '../../../server/http/post-only';

// Each visitor gets a fresh signed challenge.
export const prerender = false;

/** A new proof-of-work challenge for a form (no cookie is set). */
export const GET: APIRoute = async ({ locals }) => {
  const challenge = await newChallenge(locals.services.config);
  return new Response(JSON.stringify(challenge), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
