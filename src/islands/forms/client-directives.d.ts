// The custom hydration directive of the form islands, registered in astro.config.mjs.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export {};
