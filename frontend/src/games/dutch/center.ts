// The middle of the table: the draw pile, the pile with its throw-in window (a countdown for
// everyone), the card in play, and what the window's throw-ins did.

import { html, nothing, type TemplateResult } from "lit";
import { ref } from "lit/directives/ref.js";
import { cardShort, cardWithPoints, rankWords } from "./cards.js";
import { keep, mine, say, view, type Ctx, type Refs } from "./ctx.js";
import { cardFace, emptyPlace } from "./face.js";
import { can, type WindowClock } from "./rules.js";
import type { ThrowWindow } from "./types.js";

/** The window: its rank, its ThrowTime counting down, then "open until the next turn". */
function windowPanel(ctx: Ctx, w: ThrowWindow | null, clock: WindowClock | null): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  if (!w || v.phase !== "turn") return nothing;
  const throws = w.throws.map((x) => {
    const name = ctx.seatName(x.seat);
    const line = x.correct
      ? t("throwRight", { name, card: cardShort(t, x.card) })
      : x.penalty === null
        ? t("throwWrongNoPenalty", { name, card: cardShort(t, x.card) })
        : t("throwWrong", { name, card: cardShort(t, x.card) });
    return html`<li class=${x.correct ? "du-ok" : "du-bad"}>${x.correct ? "✓" : "✗"} ${line}</li>`;
  });
  const late = ctx.board.late;
  const isLate = !!late && late.window === w.number;
  const lateLine =
    late && isLate
      ? html`<p class="du-late" role="alert">${late.by !== null ? t("lateBy", { name: ctx.seatName(late.by) }) : t("lateClosed")}</p>`
      : nothing;
  let head: TemplateResult | typeof nothing = nothing;
  if (w.open) {
    const rank = rankWords(t, w.rank);
    const pct = clock ? Math.round((100 * clock.left) / clock.total) : 100;
    head = html`<div class="du-win-head">
        <b>${t("windowOpen", { rank })}</b>
        ${clock && clock.left > 0
          ? html`<span class="du-secs" role="timer" aria-label=${t("windowSecsLabel", { s: (clock.left / 1000).toFixed(1) })}>${(clock.left / 1000).toFixed(1)} s</span>`
          : html`<span class="du-secs du-until">${t("windowUntilTurn")}</span>`}
      </div>
      <span class="du-bar" aria-hidden="true"><i style="width:${clock && clock.left > 0 ? pct : 0}%"></i></span>`;
  } else if (!throws.length && !isLate) return nothing;
  return html`<div class="du-window ${w.open ? "du-open" : "du-shut"}" aria-label=${t("windowLabel")}>
    ${head} ${throws.length ? html`<ul class="du-throws" aria-live="polite">${throws}</ul>` : nothing} ${lateLine}
  </div>`;
}

export function center(ctx: Ctx, refs: Refs, clock: WindowClock | null): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const m = mine(ctx);
  const top = v.pile.length ? v.pile[v.pile.length - 1] : undefined;
  const w = v.window;
  const open = v.phase === "turn" && !!w?.open;
  const drawFace = html`<span class="du-stack">${v.draw > 0 ? html`${cardFace(null, t, "m")}${v.draw > 1 ? cardFace(null, t, "m", "du-under") : nothing}` : emptyPlace("m", "")}</span>
    <span class="du-cap">${t("drawPile")} · ${t("cardsLeft", { n: v.draw })}</span>`;
  const pileFace = html`<span class="du-stack ${open ? "du-glow" : ""}">${top === undefined ? emptyPlace("m", t("emptyPile")) : cardFace(top, t, "m")}</span>
    <span class="du-cap">${t("pile")}</span>`;
  const pileLabel = `${t("pile")}: ${top === undefined ? t("emptyPile") : cardWithPoints(t, top)}`;
  const held = v.held;
  const heldMine = !!held && held.seat === ctx.me;
  return html`<div class="du-center">
      ${can(m, "draw")
        ? html`<button class="du-pilebtn du-can" aria-label=${t("draw")} @click=${() => ctx.act({ type: "draw" })} ${ref(keep(refs.stacks, "draw"))}>${drawFace}</button>`
        : html`<span class="du-pilebtn" role="img" aria-label=${`${t("drawPile")}: ${t("cardsLeft", { n: v.draw })}`} ${ref(keep(refs.stacks, "draw"))}>${drawFace}</span>`}
      ${can(m, "take") && top !== undefined
        ? html`<button class="du-pilebtn du-can" aria-label=${t("take", { card: cardShort(t, top) })} @click=${() => ctx.act({ type: "take" })} ${ref(keep(refs.stacks, "pile"))}>${pileFace}</button>`
        : html`<span class="du-pilebtn" role="img" aria-label=${pileLabel} ${ref(keep(refs.stacks, "pile"))}>${pileFace}</span>`}
      ${held
        ? html`<span class="du-held ${heldMine ? "du-mine" : ""}" role="img" aria-label=${`${heldMine ? t("youHold") : t("holds", { name: ctx.seatName(held.seat) })}: ${cardWithPoints(t, held.card)}`}>
            ${cardFace(held.card, t, heldMine ? "l" : "m")}
            <span class="du-cap">${heldMine ? t("youHold") : t("holds", { name: ctx.seatName(held.seat) })}</span>
          </span>`
        : nothing}
      ${windowPanel(ctx, w, clock)}
    </div>`;
}

/** The whole pile, bottom first: public, and folded away under the table. */
export function pileHistory(ctx: Ctx): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  if (v.pile.length < 2) return nothing;
  return html`<details class="du-history">
    <summary>${t("pileHistory")} (${v.pile.length})</summary>
    <div class="du-hist" role="list">${v.pile.map((c) => html`<span role="listitem" aria-label=${cardShort(t, c)}>${cardFace(c, t, "xs")}</span>`)}</div>
  </details>`;
}
