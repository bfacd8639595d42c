// A card's name ("10H", "KS") read into rank, suit, colour, points and power, and said in words.
// Pure: the faces are drawn in face.ts.

import type { DSay } from "./strings.js";
import type { Power } from "./types.js";

export type Suit = "C" | "D" | "H" | "S";
export type Rank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K";

export interface CardInfo {
  rank: Rank;
  suit: Suit;
  red: boolean;
  /** ruling 2: A 1, 2-10, J 11, Q 12, a red King 0, a black one 13 */
  value: number;
  /** the power an A, Q or J gives when played onto the pile */
  power: Power | null;
}

const RANKS: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const POWERS: Partial<Record<Rank, Power>> = { A: "ace", Q: "queen", J: "jack" };

export const SUIT_SYMBOL: Record<Suit, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };

/** The card a name stands for, or null for anything else (a face-down card). */
export function parseCard(name: unknown): CardInfo | null {
  if (typeof name !== "string") return null;
  const m = /^(A|[2-9]|10|J|Q|K)([CDHS])$/.exec(name);
  if (!m) return null;
  const rank = m[1] as Rank;
  const suit = m[2] as Suit;
  const red = suit === "D" || suit === "H";
  const n = RANKS.indexOf(rank) + 1;
  return { rank, suit, red, value: rank === "K" ? (red ? 0 : 13) : n, power: POWERS[rank] ?? null };
}

/** A rank as the cards of the language print it (German D for Dame, Dutch V for vrouw, ...). */
export function rankLetter(t: DSay, rank: string): string {
  return rank === "A" || rank === "J" || rank === "Q" || rank === "K" ? t(`rank_${rank}`) : rank;
}

/** Short, for prompts and the log: "Q♥". A face-down card: the words for it. */
export function cardShort(t: DSay, name: unknown): string {
  const c = parseCard(name);
  return c ? rankLetter(t, c.rank) + SUIT_SYMBOL[c.suit] : t("faceDown");
}

/** In words, for screen readers: "Queen of Hearts". */
export function cardWords(t: DSay, name: unknown): string {
  const c = parseCard(name);
  if (!c) return t("faceDown");
  return t("cardWords", { rank: t(`rankName_${c.rank}`), suit: t(`suit_${c.suit}`) });
}

/** A rank in words for the throw-in prompt ("a Queen", "a 7"), as its object. */
export function rankWords(t: DSay, rank: string): string {
  if (rank === "A" || rank === "J" || rank === "Q" || rank === "K") return t(`aRank_${rank}`);
  return t("aRank_n", { n: rank });
}

/** A card with its points, where the points are not plain to see: "K♥ (0 points)". */
export function cardWithPoints(t: DSay, name: unknown): string {
  const c = parseCard(name);
  if (!c) return t("faceDown");
  return c.rank === "K" || c.rank === "J" || c.rank === "Q" || c.rank === "A"
    ? t("cardPoints", { card: cardShort(t, name), n: c.value })
    : cardShort(t, name);
}
