// @ts-check
// The languages of an Accept-Language header, read by `negotiator` (the parser Express and Fastify
// use). Server-only: the browser has navigator.languages. Plain JavaScript, so that the production
// server (scripts/server, run by Node without a build step) imports it as the endpoints do.
import Negotiator from 'negotiator';

/**
 * The languages of an Accept-Language header, most wanted first, lower-cased ("fr-BE,fr;q=0.9" gives
 * ["fr-be", "fr"]); the wildcard and refused (q=0) languages left out.
 * @param {string} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  if (header.trim() === '') return [];
  return new Negotiator({ headers: { 'accept-language': header } })
    .languages()
    .map((tag) => tag.toLowerCase())
    .filter((tag) => tag !== '*');
}
