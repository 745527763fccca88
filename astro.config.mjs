// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { exportCheck } from './src/data/export-check-integration.ts';
import { exportMedia } from './src/data/export-media-integration.ts';

export default defineConfig({
  // Every page is prerendered; only endpoints that opt out (prerender = false) run on the server.
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // exportCheck first: a broken export must stop the build before anything is written.
  integrations: [exportCheck(), exportMedia(), react()],
  // Tests build variants of the site (another default language, a language switched off) elsewhere.
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  trailingSlash: 'ignore',
  server: { port: Number(process.env.PORT ?? 4321), host: true },
});
