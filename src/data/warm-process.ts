// Whether this process renders one export after another: the warm publisher (scripts/publish/warm/)
// keeps what it works out per listing (a search-index entry, its bytes) for the next export, which is
// mostly the same listing objects. A one-shot build renders one export and lets such memory go once no
// page of it needs it (src/pages/search-index/[...slug].json.ts). On globalThis: the prerender bundle
// holds its own copy of this module.

const flag = Symbol.for('agency-website/warm-process');

/** Says that this process renders export after export (called before its first build). */
export function markWarmProcess(): void {
  (globalThis as { [flag]?: boolean })[flag] = true;
}

/** True in the warm publisher's process, false in a one-shot build. */
export function isWarmProcess(): boolean {
  return (globalThis as { [flag]?: boolean })[flag] === true;
}
