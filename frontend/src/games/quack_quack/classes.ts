// The eight classes (ruling 2) in the engine's order, which is also a single's strength, weakest
// first (ruling 7), and the groups a hand is shown in: the four People pair with each other.

import type { CardClass } from "./types.js";

export const CLASSES: readonly CardClass[] = ["inspector", "farmer", "craftsman", "merchant", "agitator", "guard", "secretary", "governor"];

export const PEOPLE: readonly CardClass[] = ["farmer", "craftsman", "merchant", "agitator"];

/** Cards of each class in the deck (the number printed on the card). */
export const COUNTS: Readonly<Record<CardClass, number>> = {
  inspector: 1,
  farmer: 4,
  craftsman: 4,
  merchant: 4,
  agitator: 2,
  guard: 11,
  secretary: 9,
  governor: 5,
};

export type Group = "inspector" | "people" | "guard" | "secretary" | "governor";

export const GROUPS: readonly Group[] = ["inspector", "people", "guard", "secretary", "governor"];

export function isCard(x: unknown): x is CardClass {
  return typeof x === "string" && (CLASSES as readonly string[]).includes(x);
}

export function groupOf(c: CardClass): Group {
  return PEOPLE.includes(c) ? "people" : (c as Group);
}

const rank = (c: CardClass) => CLASSES.indexOf(c);

/** Cards in the engine's order (what it sends is sorted already; this keeps it so). */
export function sortCards(cards: readonly CardClass[]): CardClass[] {
  return cards.filter(isCard).sort((a, b) => rank(a) - rank(b));
}

/** The hand by group, each card with its index in the sorted hand. */
export function grouped(hand: readonly CardClass[]): { group: Group; cards: { card: CardClass; index: number }[] }[] {
  const out = GROUPS.map((group) => ({ group, cards: [] as { card: CardClass; index: number }[] }));
  hand.forEach((card, index) => out[GROUPS.indexOf(groupOf(card))]!.cards.push({ card, index }));
  return out.filter((g) => g.cards.length > 0);
}

/** Whether `small` is part of `big`, as multisets. */
export function within(small: readonly CardClass[], big: readonly CardClass[]): boolean {
  const left = [...big];
  for (const c of small) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function sameCards(a: readonly CardClass[], b: readonly CardClass[]): boolean {
  return a.length === b.length && within(a, b);
}
