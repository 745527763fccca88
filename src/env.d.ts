declare namespace App {
  interface Locals {
    /** The live release's export folder (a real path), handed over by scripts/server/serve.ts for each request. */
    dataDir?: string;
    /** The page being rendered: its language, translator, export and route helpers (src/page/page-context.ts). */
    page?: import('./page/page-context').PageContext;
    /**
     * The server's services (src/server/services.ts), set by the middleware for every on-demand
     * request; prerendered pages have none and never read it.
     */
    services: import('./server/services').ServerServices;
  }
}
