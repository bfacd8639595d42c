// Duck Pond's words in English, German and Dutch (the shell has its own: src/i18n.ts), with
// the refusal sentences by code (refusals.ts).

import type { Key, Params } from "../../i18n.js";
import { REFUSALS_DE, REFUSALS_EN, REFUSALS_NL } from "./refusals.js";
import { de } from "./words-de.js";
import { en, type PondKey } from "./words-en.js";
import { nl } from "./words-nl.js";

export type { PondKey };

/** Duck Pond's words, and the shell's (the context's `t` is both). */
export type PSay = (key: PondKey | Key, params?: Params) => string;

export const STRINGS = {
  en: { ...en, ...REFUSALS_EN },
  de: { ...de, ...REFUSALS_DE },
  nl: { ...nl, ...REFUSALS_NL },
};

/** The words with their singulars: a key's `_one` form when `n` is 1 ("1 quack", not "1 quacks"). */
export function plural(t: PSay): PSay {
  return (key, params) => {
    if (params && params["n"] === 1) {
      const one = `${key}_one`;
      const w = t(one as never, params);
      if (w !== one) return w;
    }
    return t(key, params);
  };
}
