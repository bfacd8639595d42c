// Preferences in localStorage (name, language, sound), forgiving private mode.

export const store = {
  get(k: string): string | null {
    try {
      return globalThis.localStorage?.getItem(k) ?? null;
    } catch {
      return null;
    }
  },
  set(k: string, v: string): void {
    try {
      globalThis.localStorage?.setItem(k, v);
    } catch {
      /* private mode: preferences are not kept */
    }
  },
};
