// How long a refused request asks to wait (the Retry-After header), as the islands word it.

/**
 * The seconds of a Retry-After header as our API sends it (a positive whole number); undefined without
 * one, or for an HTTP date or anything else a proxy may send, so that no "NaN" reaches a message.
 */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const value = header?.trim() ?? '';
  if (!/^\d+$/.test(value)) return undefined;
  const seconds = Number(value);
  return seconds > 0 ? seconds : undefined;
}
