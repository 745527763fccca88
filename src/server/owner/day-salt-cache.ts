// The salt of the day a store last counted a view on, kept in the process: a day's salt never changes
// once made (the first one made stays, in every process), so every beacon but the day's first saves
// the query that read it. Only one day is kept, and forgetting past days forgets it too, so an old salt
// does not outlive its rows. Both stores (SQLite and PostgreSQL) keep theirs with this.

/** One day's salt, remembered once read or made. */
export interface DaySaltCache {
  /** The salt of `day`: the remembered one, or `read(day)`'s, then remembered. */
  salt(day: string, read: (day: string) => Promise<string>): Promise<string>;
  /** Forgets the remembered salt when its day is before `day` (the store deletes those days). */
  forgetBefore(day: string): void;
}

export function daySaltCache(): DaySaltCache {
  let known: { readonly day: string; readonly salt: string } | undefined;
  return {
    async salt(day, read) {
      if (known?.day === day) return known.salt;
      const salt = await read(day);
      known = { day, salt };
      return salt;
    },
    forgetBefore(day) {
      if (known !== undefined && known.day < day) known = undefined;
    },
  };
}
