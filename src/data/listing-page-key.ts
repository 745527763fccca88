// A listing page's cache key is in two parts, "<the page but its similar-listing block>.<the block's
// listings>" (page-cache-keys.ts), so that a publish can tell a page whose block alone changed: it renders
// the block alone (scripts/publish/warm/similar-block.ts). A module of its own, without imports, so that
// the publisher reads keys without loading the pages' code.

// The digests are base64url, which has no dot.
const separator = '.';

/** A listing page's key from the digest of the page without its block and the digest of the block. */
export const listingPageKey = (page: string, block: string): string => `${page}${separator}${block}`;

/** Whether a listing page's key `now` differs from `was` in its similar-listing block's part only. */
export function onlySimilarListingsChanged(was: string | undefined, now: string | undefined): boolean {
  if (was === undefined || now === undefined || was === now) return false;
  const [wasPage, wasBlock, ...wasRest] = was.split(separator);
  const [nowPage, nowBlock, ...nowRest] = now.split(separator);
  return (
    wasBlock !== undefined &&
    nowBlock !== undefined &&
    wasRest.length === 0 &&
    nowRest.length === 0 &&
    wasPage === nowPage
  );
}
