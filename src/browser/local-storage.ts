// localStorage, or nothing where the browser blocks it (privacy settings, sandboxed frames): then every
// visit asks for cookies again and nothing is remembered, but nothing breaks.

/** The page's localStorage, when the browser lets the page use it. */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
