// The links of the owner portal's e-mails: the login page with `#reset=<token>` (a forgotten password)
// or `#invite=<token>` (an invitation). The token sits in the fragment so it never reaches a server log.

/** What an e-mail link asks the portal to do: choose a password, with the single-use token. */
export interface PasswordLink {
  readonly mode: 'reset' | 'invite';
  readonly token: string;
}

const linkPattern = /^#?(reset|invite)=([^&\s]+)$/;

/** Reads a location hash ("#reset=abc"); anything else, or an empty token, is no password link. */
export function readPasswordLink(hash: string): PasswordLink | undefined {
  const match = linkPattern.exec(hash);
  const mode = match?.[1];
  const raw = match?.[2];
  if ((mode !== 'reset' && mode !== 'invite') || raw === undefined) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    // A malformed escape (%E0%A4%A) is no token the server could have made.
    return undefined;
  }
  return token.trim() === '' ? undefined : { mode, token };
}
