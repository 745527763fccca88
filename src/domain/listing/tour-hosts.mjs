// @ts-check
// The hosts of the virtual tours a page may embed. Plain JavaScript with no imports, so that the production
// server's Content-Security-Policy (scripts/server/security-headers.ts, run by Node without a build step) and the
// embed rule (video.ts) read this one list.

/** Hosts of virtual tours, matched on the host or any subdomain of it. */
export const tourHosts = /** @type {const} */ ([
  'matterport.com',
  'kuula.co',
  'nodalview.com',
  'giraffe360.com',
  'cloudpano.com',
  'theasys.io',
  'roundme.com',
  'theta360.com',
  'ricoh360.com',
  'realsee.ai',
  'panoee.com',
]);
