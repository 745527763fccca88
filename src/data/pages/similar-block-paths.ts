// The environment variable by which the warm publisher names the listing pages whose similar-listing
// block it renders alone (similar-block-pages.ts): their paths (SitePage.path), one per line. A module of
// its own so that the publisher reads the name without loading the page list.
export const similarBlockPathsVariable = 'SIMILAR_BLOCK_PATHS';
