// @ts-check
// Text made safe to put in HTML or XML, in an element or a quoted attribute. Plain JavaScript, so the
// production server (scripts/server/serve.ts, run by Node without a build step) uses it as the API and
// the build do.

/** @type {Readonly<Record<string, string>>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `text` with &, <, > and " written as entities.
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (character) => entities[character] ?? character);
}
