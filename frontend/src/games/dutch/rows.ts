// The rows round the table: a slot (a place, never a card), the other players' rows, your own.

import { html, nothing, type TemplateResult } from "lit";
import { classMap } from "lit/directives/class-map.js";
import { ref } from "lit/directives/ref.js";
import { cardShort, cardWords } from "./cards.js";
import { keep, mine, say, view, type Ctx, type Refs } from "./ctx.js";
import { cardFace, gap, powerSvg, type Size } from "./face.js";
import { armedNow, canGive, shownSlots, slotMode, tapRow, tapSlot } from "./rules.js";

export const lockSvg = html`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor"/></svg>`;

function tap(ctx: Ctx, row: number, slot: number): void {
  const [ui, action] = tapSlot(ctx.board, mine(ctx), row, slot);
  ctx.setBoard(ui);
  if (action) ctx.act(action);
}

/** One place of a row. Its name says whose place it is, and the card only where this viewer sees it. */
function slotOf(ctx: Ctx, refs: Refs, row: number, slot: number, size: Size): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const m = mine(ctx);
  const own = row === ctx.me;
  const filled = !!v.filled[row]?.[slot];
  const card = filled ? (v.rows[row]?.[slot] ?? null) : null;
  const where = own ? t("yourCard", { n: slot + 1 }) : t("cardOf", { name: ctx.seatName(row), n: slot + 1 });
  const key = `${row}:${slot}`;
  if (!filled) {
    return html`<span class="du-slot du-empty" role="img" aria-label=${`${where}: ${t("emptySlot")}`}>${gap(size)}</span>`;
  }
  const mode = slotMode(ctx.board, m, row, slot);
  const pick = ctx.board.pick;
  const last = v.last;
  const touched =
    !!last &&
    ["replace", "give", "look", "swap", "choose"].includes(last.type) &&
    (((last.row ?? last.seat) === row && last.slot === slot) || (last.other_row === row && last.other_slot === slot));
  // a wrong throw-in: the card was shown to everyone and went back; its penalty card came in
  const wrong = last?.type === "throw_in" && last.correct === false && last.seat === row;
  const shown = wrong && last.slot === slot ? last.card : undefined;
  const penalty = wrong && last.penalty === slot;
  const chosen = v.phase === "look" && !!v.look.chosen[row]?.includes(slot);
  const remembered = v.remembered.some(([r, k]) => r === row && k === slot);
  const seen = card !== null && !remembered && v.phase === "turn";
  const words: string[] = [card === null ? t("faceDown") : cardWords(t, card)];
  if (remembered) words.push(t("remembered"));
  else if (seen && !own) words.push(t("seenNow"));
  if (chosen) words.push(own ? t("youChose") : t("chose"));
  if (shown) words.push(t("wrongShown", { card: cardShort(t, shown) }));
  if (penalty) words.push(t("penaltyCard"));
  const label = `${where}: ${words.join(", ")}`;
  const cls = {
    "du-slot": true,
    "du-target": !!mode,
    [`du-${mode}`]: !!mode,
    "du-picked": !!pick && pick[0] === row && pick[1] === slot,
    "du-touched": touched,
    "du-chosen": chosen,
    "du-seen": seen,
    "du-known": remembered,
    "du-locked": v.caller === row && v.phase === "turn",
  };
  const face = cardFace(card, t, size);
  const marks = html`${chosen && card === null ? html`<span class="du-mark du-mark-look">${powerSvg("queen", "du-markic")}</span>` : nothing}${remembered
      ? html`<span class="du-mark du-mark-known">${powerSvg("queen", "du-markic")}</span>`
      : nothing}${shown ? html`<span class="du-shown">${cardFace(shown, t, "s", "du-wrong")}<span class="du-x">✗</span></span>` : nothing}${penalty
      ? html`<span class="du-mark du-mark-pen">+1</span>`
      : nothing}`;
  return mode
    ? html`<button class=${classMap(cls)} aria-label=${label} aria-pressed=${cls["du-picked"] ? "true" : "false"} @click=${() => tap(ctx, row, slot)} ${ref(keep(refs.slots, key))}>
        ${face}${marks}
      </button>`
    : html`<span class=${classMap(cls)} role="img" aria-label=${label} ${ref(keep(refs.slots, key))}>${face}${marks}</span>`;
}

/** An Ace's target: the row's lowest empty place, where the card will go. */
function givePlace(ctx: Ctx, row: number, size: Size): TemplateResult {
  const t = say(ctx);
  const label = row === ctx.me ? t("giveYou") : t("giveTo", { name: ctx.seatName(row) });
  return html`<button
    class="du-slot du-target du-giveslot"
    aria-label=${label}
    @click=${() => {
      const [ui, action] = tapRow(ctx.board, mine(ctx), row);
      ctx.setBoard(ui);
      if (action) ctx.act(action);
    }}
  >
    <span class="du-card du-gap du-${size}" aria-hidden="true"></span><span class="du-plus">${powerSvg("ace", "du-plusic")}+1</span>
  </button>`;
}

function slots(ctx: Ctx, refs: Refs, row: number, size: Size): TemplateResult {
  const v = view(ctx);
  const give = canGive(mine(ctx), row) ? (v.filled[row] ?? []).findIndex((f) => !f) : -1;
  const n = Math.max(shownSlots(v, row), give + 1);
  return html`<span class="du-slots" style="--n:${n}"
    >${Array.from({ length: n }, (_, k) => (k === give ? givePlace(ctx, row, size) : slotOf(ctx, refs, row, k, size)))}</span
  >`;
}

function tags(ctx: Ctx, row: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const turn = v.phase === "turn" && v.turn?.seat === row && v.turn.step !== "wait" && v.turn.step !== "ending";
  const look = v.phase === "look";
  return html`<span class="du-tags">
    ${turn ? html`<span class="tag turn">▶ ${t("onTurn")}</span>` : nothing}
    ${v.caller === row ? html`<span class="tag du-called">${lockSvg} ${t("calledTag")}</span>` : nothing}
    ${v.phase === "turn" && v.final_turns.includes(row) ? html`<span class="tag du-final">${t("finalTurnTag")}</span>` : nothing}
    ${look ? html`<span class="tag">${v.look.ready[row] ? "✓ " + t("readyTag") : t("lookingTag")}</span>` : nothing}
    ${ctx.seatTags(row)}
  </span>`;
}

export function opponent(ctx: Ctx, refs: Refs, row: number, wide: boolean): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const name = ctx.seatName(row);
  const turn = v.phase === "turn" && v.turn?.seat === row;
  return html`<div class="du-row ${turn ? "du-turn" : ""} ${v.caller === row ? "du-caller" : ""}" role="listitem" aria-label=${name}>
    <div class="du-head">
      ${ctx.avatar(row)}
      <span class="du-name">${name}</span>
      ${tags(ctx, row)}
      <span class="score-pill">${t("total")}: ${v.totals[row] ?? 0}</span>
      ${ctx.seatControl(row, false)}
    </div>
    ${slots(ctx, refs, row, wide ? "m" : "s")}
  </div>`;
}

export function hand(ctx: Ctx, refs: Refs, me: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const turn = v.phase === "turn" && v.turn?.seat === me;
  const armed = armedNow(ctx.board, mine(ctx));
  return html`<div class="du-row du-me ${turn ? "du-turn" : ""} ${armed ? "du-armed" : ""} ${v.caller === me ? "du-caller" : ""}" aria-label=${t("yourCards")}>
    <div class="du-head">
      ${ctx.avatar(me)} <span class="du-name">${ctx.seatName(me)}</span> ${tags(ctx, me)}
      <span class="score-pill">${t("total")}: ${v.totals[me] ?? 0}</span>
      ${ctx.seatControl(me, true)}
    </div>
    ${slots(ctx, refs, me, "l")}
  </div>`;
}
