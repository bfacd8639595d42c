// Playing cards as Lit templates: a face with large corner indices and SVG suits (emoji and
// symbol fonts are missing on some wall tablets), a red King's 0 and a black King's 13 on a
// badge, the power of an A, Q or J; a card back that is nothing but a card back; an empty gap.

import { html, nothing, svg, type TemplateResult } from "lit";
import { parseCard, rankLetter, type Suit } from "./cards.js";
import type { DSay } from "./strings.js";

export type Size = "xs" | "s" | "m" | "l";

const SUIT_PATH: Record<Suit, string> = {
  H: "M12 21.5 3.2 12.6C.6 10 .9 5.8 3.9 3.9c2.6-1.7 5.9-.9 8.1 1.8 2.2-2.7 5.5-3.5 8.1-1.8 3 1.9 3.3 6.1.7 8.7z",
  D: "M12 1.5 21 12l-9 10.5L3 12z",
  S: "M12 1.5c3 4 9.5 7.6 9.5 12.3 0 2.9-2.3 4.7-4.7 4.7-1.5 0-2.7-.6-3.6-1.6.3 2.1 1.2 3.7 2.8 5.1H8c1.6-1.4 2.5-3 2.8-5.1-.9 1-2.1 1.6-3.6 1.6-2.4 0-4.7-1.8-4.7-4.7C2.5 9.1 9 5.5 12 1.5z",
  C: "M12 2a4.6 4.6 0 0 1 3.9 7A4.6 4.6 0 1 1 13.4 17c.3 2 1.2 3.6 2.8 5H7.8c1.6-1.4 2.5-3 2.8-5A4.6 4.6 0 1 1 8.1 9 4.6 4.6 0 0 1 12 2z",
};

export function suitSvg(suit: Suit, cls = "du-suit"): TemplateResult {
  return html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${SUIT_PATH[suit]} fill="currentColor"/>`}</svg>`;
}

const POWER_ICON = {
  // Ace: a card handed over; Queen: an eye; Jack: two arrows
  ace: "M4 6h9a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm13 2 5 4-5 4v-3h-1v-2h1V8z",
  queen: "M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z",
  jack: "M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z",
} as const;

export function powerSvg(power: keyof typeof POWER_ICON, cls = "ic"): TemplateResult {
  return html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${POWER_ICON[power]} fill="currentColor"/>`}</svg>`;
}

const CROWN = svg`<path d="M3 18h18l1-11-5 4-5-7-5 7-5-4z" fill="currentColor"/>`;

/**
 * A card. A face-down card (null, or anything that is not a card) is a bare back: an element
 * with only `class` and `aria-hidden`, no children, nothing that could follow the card.
 * The slot around it names the position; a face names nothing either (aria-hidden).
 */
export function cardFace(name: unknown, t: DSay, size: Size = "m", extra = ""): TemplateResult {
  const c = parseCard(name);
  if (!c) return html`<span class="du-card du-back du-${size} ${extra}" aria-hidden="true"></span>`;
  const letter = rankLetter(t, c.rank);
  const king = c.rank === "K" ? (c.red ? "du-king0" : "du-king13") : "";
  const index = html`<span class="du-idx"><span class="du-r">${letter}</span>${suitSvg(c.suit, "du-suit")}</span>`;
  const court = c.rank === "K" || c.rank === "Q" || c.rank === "J";
  const middle = court
    ? html`<span class="du-mid du-court">${c.rank === "K" ? html`<svg class="du-crown" viewBox="0 0 24 24" aria-hidden="true">${CROWN}</svg>` : nothing}<span class="du-letter">${letter}</span></span>`
    : html`<span class="du-mid">${suitSvg(c.suit, "du-pip")}</span>`;
  // the points where they are not plain to see: A 1, J 11, Q 12, K 0 (red) or 13 (black)
  const badge = c.rank === "A" || court ? html`<span class="du-val">${c.value}</span>` : nothing;
  const power = c.power ? html`<span class="du-pow">${powerSvg(c.power, "du-powic")}</span>` : nothing;
  return html`<span class="du-card du-face du-${c.suit} ${c.red ? "du-red" : "du-black"} ${king} du-${size} ${extra}" aria-hidden="true"
    >${index}${middle}${badge}${power}<span class="du-idx du-idx2"><span class="du-r">${letter}</span>${suitSvg(c.suit, "du-suit")}</span></span
  >`;
}

/** An empty slot in a row: a gap that keeps the places of the cards after it. */
export function gap(size: Size = "m"): TemplateResult {
  return html`<span class="du-card du-gap du-${size}" aria-hidden="true"></span>`;
}

/** An empty draw pile or pile. */
export function emptyPlace(size: Size, label: string): TemplateResult {
  return html`<span class="du-card du-none du-${size}" aria-hidden="true">${label}</span>`;
}
