// localStorage and sessionStorage, or nothing where the browser blocks them (privacy settings, sandboxed
// frames): then every visit asks for cookies again and nothing is remembered, but nothing breaks.

/** The page's localStorage, when the browser lets the page use it. */
export function localStore(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The page's sessionStorage, when the browser lets the page use it. */
export function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}
