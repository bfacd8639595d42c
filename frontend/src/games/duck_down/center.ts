// The middle of Duck Down's table: the deck, the pile and the card held now.

import { html, nothing, type TemplateResult } from "lit";
import { ref } from "lit/directives/ref.js";
import { cardFace, cardName, emptyPlace } from "./cards.js";
import { can } from "./rules.js";
import { mine, say, view, type Ctx, type Refs } from "./seats.js";

export function center(ctx: Ctx, refs: Refs): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const m = mine(ctx);
  const top = v.pile.length ? v.pile[v.pile.length - 1]! : undefined;
  const keep = (k: string) => (e?: Element) => {
    if (e) refs.stacks.set(k, e);
    else refs.stacks.delete(k);
  };
  const deck = html`<span class="deck-pile">${v.deck > 0 ? html`${cardFace(null, t, { size: "m" })}${v.deck > 1 ? cardFace(null, t, { size: "m" }) : nothing}` : emptyPlace("m")}</span>
    <span class="cap">${t("deck")} · ${t("cardsLeft", { n: v.deck })}</span>`;
  const pile = html`${top === undefined ? emptyPlace("m", t("emptyPile")) : cardFace(top, t, { size: "m" })}
    <span class="cap">${t("pile")}</span>`;
  const held = v.held;
  const heldMine = !!held && held.seat === ctx.me;
  return html`<div class="center">
      ${can(m, "draw")
        ? html`<button class="stack can" aria-label=${t("draw")} @click=${() => ctx.act({ type: "draw" })} ${ref(keep("deck"))}>${deck}</button>`
        : html`<span class="stack" ${ref(keep("deck"))}>${deck}</span>`}
      ${can(m, "take")
        ? html`<button class="stack can" aria-label=${t("take", { card: cardName(t, top) })} @click=${() => ctx.act({ type: "take" })} ${ref(keep("pile"))}>${pile}</button>`
        : html`<span class="stack" ${ref(keep("pile"))} aria-label=${t("pile") + ": " + (top === undefined ? t("emptyPile") : cardName(t, top))}>${pile}</span>`}
      ${held
        ? html`<span class="held ${heldMine ? "mine" : ""}" ${ref(keep("held"))}>
            ${cardFace(held.card, t, { size: heldMine ? "l" : "m" })}
            <span class="cap">${heldMine ? t("holding") : `${ctx.seatName(held.seat)} · ${t("holding")}`}</span>
          </span>`
        : nothing}
    </div>
    ${v.pile.length > 1
      ? html`<details class="pile-details">
          <summary>${t("pileHistory")} (${v.pile.length})</summary>
          <div class="history" role="list">${v.pile.map((c) => html`<span role="listitem">${cardFace(c, t, { size: "xs" })}</span>`)}</div>
        </details>`
      : nothing}`;
}
