// The host's limits on names (docs/protocol.md: `table/join` 1-32 characters, `table/create`
// 1-48), counted as the host counts them: characters, not UTF-16 units (an emoji is one).
// The forms say the limit and refuse a longer name with a word, rather than cutting it.

export const PLAYER_NAME_MAX = 32;
export const TABLE_NAME_MAX = 48;

/** The length of a name as the host counts it, after trimming. */
export function nameLength(name: string): number {
  return [...name.trim()].length;
}

/** The name's length when it is over `max`, else null. */
export function overLimit(name: string, max: number): number | null {
  const n = nameLength(name);
  return n > max ? n : null;
}

/** A name cut to `max` characters (for a name that comes from elsewhere, an HA user's say). */
export function cutName(name: string, max: number): string {
  return [...name.trim()].slice(0, max).join("");
}
