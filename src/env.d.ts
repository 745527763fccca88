declare namespace App {
  interface Locals {
    /** The live release's export folder (a real path), handed over by scripts/serve.mjs for each request. */
    dataDir?: string;
    /**
     * The server's services (src/server/services.ts), set by the middleware for every on-demand
     * request; prerendered pages have none and never read it.
     */
    services: import('./server/services').ServerServices;
  }
}
