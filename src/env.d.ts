declare namespace App {
  interface Locals {
    /** The live release's export folder (a real path), handed over by scripts/serve.mjs for each request. */
    dataDir?: string;
  }
}
