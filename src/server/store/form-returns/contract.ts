// Refused plain posts kept to be shown again (post/redirect/get), in the database rather than one
// process's memory, so that any API process can show the form another one refused.

/** The kept form returns of the forms API. */
export interface FormReturnStore {
  /**
   * Keeps a refused plain post's page state (JSON) under a token's hash until `expiresAt`; the oldest
   * beyond `limit` kept ones are dropped, so a flood cannot fill the disk.
   */
  keepFormReturn(
    tokenHash: string,
    record: string,
    expiresAt: number,
    now: number,
    limit: number,
  ): Promise<void>;
  /** The state kept under a token's hash, removed as it is read; undefined when unknown, taken or expired. */
  takeFormReturn(tokenHash: string, now: number): Promise<string | undefined>;
}
