// Duck Down's card faces and card back, as Lit templates.
// A face-down card (null) renders as a bare back: no value, no id, nothing that follows it.

import { html, svg, nothing, type TemplateResult } from "lit";
import { duckSvg } from "../../icons.js";
import type { DSay } from "./strings.js";
import type { Card } from "./types.js";

/** Hue for a number card: low (good) is green, high (bad) is red. */
function hue(v: number): number {
  return Math.round(140 - Math.min(Math.max(v, 0), 9) * 15);
}

export const eyeIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" fill="currentColor"/></svg>`;

const specialIcon: Record<string, TemplateResult> = {
  swap: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z" fill="currentColor"/></svg>`,
  peek: html`${eyeIcon}`,
  double: html`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10" y="3" width="11" height="15" rx="2" fill="currentColor" opacity=".85"/></svg>`,
};

/** A card as words, for labels and the log. */
export function cardName(t: DSay, card: unknown): string {
  if (typeof card === "number") return String(card);
  if (card === "swap" || card === "peek" || card === "double") return t(`special_${card}` as const);
  return t("faceDown");
}

export interface CardOpts {
  size?: "xs" | "s" | "m" | "l";
  eye?: boolean;
  extra?: string;
}

/** The visible part of a card. Callers wrap it in their (positional) slot element. */
export function cardFace(card: Card, t: DSay, o: CardOpts = {}): TemplateResult {
  const size = o.size ?? "m";
  if (card === null) {
    return html`<span class="card back ${size} ${o.extra ?? ""}" aria-hidden="true">${duckSvg("back-duck")}</span>`;
  }
  const eye = o.eye ? html`<span class="eye" title=${t("known")}>${eyeIcon}</span>` : nothing;
  if (typeof card === "number") {
    return html`<span class="card face num ${size} ${o.extra ?? ""}" style="--h:${hue(card)}" aria-hidden="true"
      ><span class="corner">${card}</span><span class="big">${card}</span>${eye}</span
    >`;
  }
  return html`<span class="card face special ${card} ${size} ${o.extra ?? ""}" aria-hidden="true"
    ><span class="icon">${specialIcon[card] ?? nothing}</span><span class="label">${cardName(t, card)}</span>${eye}</span
  >`;
}

/** An empty place (an empty pile). */
export function emptyPlace(size: CardOpts["size"] = "m", label = ""): TemplateResult {
  return html`<span class="card empty ${size}" aria-hidden="true">${label}</span>`;
}
