// Quack-Quack's card faces, the monument card, coins and the back of a hand, as Lit templates.
// A card is its class and nothing else: no card is ever face down in a view, and another
// seat's hand is only its size.

import { html, svg, type TemplateResult } from "lit";
import { groupOf } from "./classes.js";
import type { QSay, QqKey } from "./strings.js";
import type { CardClass } from "./types.js";

const stroke = (d: string, w = 2) =>
  svg`<path d=${d} fill="none" stroke="currentColor" stroke-width=${w} stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string) => svg`<path d=${d} fill="currentColor"/>`;

/** One glyph per class (SVG: emoji fonts are missing on some wall tablets). */
const GLYPHS: Record<CardClass, TemplateResult> = {
  inspector: svg`${stroke("M10 4a6 6 0 1 1 0 12a6 6 0 1 1 0-12z", 2.4)}${stroke("M14.5 14.5 20.5 20.5", 3.2)}`,
  farmer: svg`${stroke("M12 22V5")}${fill("M12 9c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4zm0 5c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4zm0 5c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4z")}`,
  craftsman: svg`${fill("M3.5 7.5 8 3l5.5 2.2-1.2 1.2 1.8 1.8-2.6 2.6-1.8-1.8-1.2 1.2z")}${stroke("M10.6 10.4 20 19.8", 3)}`,
  merchant: svg`${stroke("M12 3v17M7 20h10M4 7h16")}${stroke("M7 7 4 14h6zM17 7l-3 7h6z", 1.8)}`,
  agitator: svg`${fill("M3 9.5v5h3l9 5v-15l-9 5z")}${stroke("M18 8.5c1.6 1.8 1.6 5.2 0 7M20.5 6c2.8 3.2 2.8 8.8 0 12", 1.8)}`,
  guard: svg`${fill("M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z")}${svg`<path d="M12 6v12M7.5 10.5h9" stroke="rgba(0,0,0,.35)" stroke-width="2" fill="none"/>`}`,
  secretary: svg`${fill("M6 2h9l4 4v16H6z")}${svg`<path d="M9 10h7M9 13.5h7M9 17h5" stroke="rgba(0,0,0,.4)" stroke-width="1.6" fill="none"/>`}`,
  governor: svg`${fill("M3 8l4.5 4 4.5-7 4.5 7L21 8l-2 11H5z")}${svg`<path d="M5 21h14" stroke="currentColor" stroke-width="2"/>`}`,
};

export function glyph(c: CardClass): TemplateResult {
  return html`<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">${GLYPHS[c]}</svg>`;
}

export const coinSvg = svg`<svg class="coin" viewBox="0 0 24 24" aria-hidden="true">
  <circle cx="12" cy="12" r="10" fill="#fab005" stroke="#e67700" stroke-width="2"/>
  <circle cx="12" cy="12" r="5.5" fill="none" stroke="#e67700" stroke-width="1.6"/>
</svg>`;

/** A hand's back, for a count: the same plain back for every seat and every size. */
export const backSvg = svg`<svg class="back" viewBox="0 0 24 24" aria-hidden="true">
  <rect x="6" y="3" width="13" height="18" rx="2.5" fill="var(--_back)" stroke="#fff" stroke-width="1.5" transform="rotate(8 12 12)"/>
  <rect x="4" y="3" width="13" height="18" rx="2.5" fill="var(--_back2)" stroke="#fff" stroke-width="1.5"/>
</svg>`;

export const monumentSvg = svg`<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">
  <path d="M10 3h4l1.2 14H8.8z" fill="currentColor"/><path d="M6 18h12v3H6z" fill="currentColor"/>
</svg>`;

export type Size = "xs" | "s" | "m" | "l";

/** A card's face: its class's colour, glyph and name. Callers wrap it in a button or a list item. */
export function cardFace(c: CardClass, t: QSay, size: Size = "m"): TemplateResult {
  return html`<span class="qc c-${c} g-${groupOf(c)} ${size}" aria-hidden="true"
    >${glyph(c)}<span class="nm">${t(`face_${c}` as QqKey)}</span></span
  >`;
}

/** The monument card, on its side, and who holds it (the side is public: ruling 34). */
export function monumentCard(t: QSay, side: "virtue" | "vice", holder: string | null, size: Size = "s"): TemplateResult {
  return html`<span class="monument ${side} ${size}" role="img" aria-label=${`${t("monument")}: ${holder ?? t("monumentNobody")} · ${t(`side_${side}`)}`}>
    ${monumentSvg}<span class="nm">${t(`side_${side}`)}</span>
  </span>`;
}
