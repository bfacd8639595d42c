// Duck Down's rows: the other players' rows, your own hand, and one slot.

import { html, nothing, type TemplateResult } from "lit";
import { classMap } from "lit/directives/class-map.js";
import { ref } from "lit/directives/ref.js";
import { duckSvg } from "../../icons.js";
import type { BoardContext } from "../types.js";
import { cardFace, cardName } from "./cards.js";
import { eyeSet, ownSlotMode, otherSlotTappable, tapSlot } from "./rules.js";
import type { DSay } from "./strings.js";
import type { Card, DuckSeatView, DuckUi, DuckView } from "./types.js";

export type Ctx = BoardContext<DuckUi>;

/** Element refs the animations find their cards by. */
export interface Refs {
  slots: Map<string, Element>;
  stacks: Map<string, Element>;
}

export const view = (ctx: Ctx) => ctx.view as DuckView;
export const mine = (ctx: Ctx) => ctx.mine as DuckSeatView | null;
export const say = (ctx: Ctx) => ctx.t as DSay;

function tags(ctx: Ctx, seat: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const turn = v.phase === "turn" && v.turn?.seat === seat;
  return html`<span class="tags">
    ${turn ? html`<span class="tag turn">▶</span>` : nothing}
    ${v.caller === seat ? html`<span class="tag called">${duckSvg("ic")} Duck Down</span>` : nothing}
    ${v.last_turns.includes(seat) ? html`<span class="tag last">${t("lastTurn")}</span>` : nothing}
    ${(v.phase === "peek" || v.phase === "reveal") && v.ready?.[seat] ? html`<span class="tag">✓ ${t("isReady")}</span>` : nothing}
    ${ctx.seatTags(seat)}
  </span>`;
}

function tap(ctx: Ctx, seat: number, slot: number): void {
  const [ui, action] = tapSlot(ctx.board, mine(ctx), seat, slot);
  ctx.setBoard(ui);
  if (action) ctx.act(action);
}

/** One slot: a fixed position. Its label names the position, and the card only when visible. */
function slotOf(ctx: Ctx, refs: Refs, seat: number, slot: number, card: Card, size: "s" | "m" | "l"): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const m = mine(ctx);
  const own = seat === ctx.me;
  const mode = own ? ownSlotMode(m) : otherSlotTappable(m) ? "swap" : null;
  const sel = ctx.board.selection;
  const selected = (own && sel?.mine === slot) || (!own && sel?.other?.[0] === seat && sel.other[1] === slot);
  const last = v.last;
  // the last move's slots, while the round is played (not under a reveal or a new deal)
  const touched =
    v.phase === "turn" &&
    !!last &&
    ((last.seat === seat && last.slot === slot) || (last.other_seat === seat && last.other_slot === slot)) &&
    ["swap", "replace", "peek"].includes(last.type);
  const eye = card !== null && eyeSet(m).has(`${seat}:${slot}`);
  const look = own && card !== null && v.phase === "peek";
  const peeking = own && card !== null && v.phase === "turn" && !eye;
  // a special replaced at the round's end carries its badge on the felt too (ruling 12, 22)
  const replaced = (v.phase === "reveal" || v.phase === "over") && !!v.result?.replaced?.some((x) => x.seat === seat && x.slot === slot);
  const label =
    (own ? t("yourCard", { n: slot + 1 }) : t("cardOf", { name: ctx.seatName(seat), n: slot + 1 })) +
    ": " +
    cardName(t, card) +
    (eye ? ` (${t("known")})` : "") +
    (replaced ? ` (${t("replacedBy")})` : "") +
    (selected ? ` (${t("chosen")})` : "");
  const cls = { slot: true, target: !!mode, selected, touched, look, peeking, replaced };
  const badge = replaced ? html`<span class="was was-on-felt" aria-hidden="true">↻</span>` : nothing;
  // the card chosen for a Swap: lifted, framed and marked, so nobody misses it (not only by colour)
  const face = selected
    ? html`${cardFace(card, t, { size, eye })}<span class="sel-mark" aria-hidden="true">✓</span>`
    : html`${cardFace(card, t, { size, eye })}${badge}`;
  const key = `${seat}:${slot}`;
  const keep = (e?: Element) => {
    if (e) refs.slots.set(key, e);
    else refs.slots.delete(key);
  };
  return mode
    ? html`<button class=${classMap(cls)} aria-label=${label} aria-pressed=${selected ? "true" : "false"} @click=${() => tap(ctx, seat, slot)} ${ref(keep)}>${face}</button>`
    : html`<span class=${classMap(cls)} role="img" aria-label=${label} ${ref(keep)}>${face}</span>`;
}

export function opponent(ctx: Ctx, refs: Refs, seat: number, spectating: boolean): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const name = ctx.seatName(seat);
  const row = v.rows[seat] ?? [null, null, null, null];
  const turn = v.phase === "turn" && v.turn?.seat === seat;
  return html`<div class="opp ${turn ? "turn" : ""}" role="listitem" aria-label=${name}>
    ${ctx.avatar(seat)}
    <span class="who">
      <span class="name" title=${name}>${name}</span>
      ${tags(ctx, seat)}
      <span class="score-pill">${t("total")}: ${v.totals[seat] ?? 0}</span>
    </span>
    <span class="slots">${row.map((c, i) => slotOf(ctx, refs, seat, i, c, spectating ? "m" : "s"))}</span>
    ${ctx.seatControl(seat, false)}
  </div>`;
}

export function hand(ctx: Ctx, refs: Refs, me: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const row = v.rows[me] ?? [null, null, null, null];
  const turn = v.phase === "turn" && v.turn?.seat === me;
  return html`<div class="me ${turn ? "turn" : ""}" aria-label=${t("yourCards")}>
    <div class="mehead">
      ${ctx.avatar(me)} <span class="myname">${ctx.seatName(me)}</span> ${tags(ctx, me)}
      <span class="score-pill">${t("total")}: ${v.totals[me] ?? 0}</span>
      ${ctx.seatControl(me, true)}
    </div>
    <div class="hand">${row.map((c, i) => slotOf(ctx, refs, me, i, c, "l"))}</div>
  </div>`;
}
