// The seat's action bar: play (or declare, join, put aside, hand over) the picked cards, and
// the decisions that take no cards: pass, pass and take two, pass and swap two, decline.
// Every button sends an action from `legal` exactly as the engine listed it.

import { html, nothing, type TemplateResult } from "lit";
import type { Maybe } from "../types.js";
import { candidates, has, mateOf, matched, myDecision, openExchange, passerFor, pickMode, setGiving } from "./rules.js";
import { mine, say, type Ctx } from "./seats.js";
import type { Action, QqSeatView } from "./types.js";
import { actionWords } from "./words.js";

function simple(ctx: Ctx, v: QqSeatView, type: "pass" | "take" | "decline", label: string): TemplateResult | typeof nothing {
  const a = v.legal.find((x) => x.type === type);
  return a ? html`<button class="btn ghost ${type}" @click=${() => ctx.act(a)}>${label}</button>` : nothing;
}

/** The one button that sends the picked cards' action; disabled until they make one, and
 * absent when no action of this choice takes cards (nothing beats the last play). */
function send(ctx: Ctx, v: QqSeatView, other: string, idle: string): TemplateResult | typeof nothing {
  const t = say(ctx);
  if (!candidates(v, pickMode(v, ctx.board)).length) return nothing;
  const a: Action | null = matched(v, ctx.board);
  const cls = a?.type === "bomb" ? "bomb" : "primary";
  return html`<button class="btn ${cls} send" ?disabled=${!a} @click=${() => a && ctx.act(a)}>${a ? actionWords(t, a, other) : idle}</button>`;
}

export function actionBar(ctx: Ctx): Maybe {
  const t = say(ctx);
  const v = mine(ctx);
  const kind = myDecision(v);
  if (!v || !kind) return nothing;
  const mode = pickMode(v, ctx.board);
  const mate = mateOf(v, v.seat);
  const mateName = mate === null ? "" : ctx.seatName(mate);
  let body: TemplateResult | typeof nothing;
  switch (mode) {
    case "give":
      body = html`${send(ctx, v, mateName, t("pickTwo"))}
        <button class="btn ghost" @click=${() => ctx.setBoard(setGiving(ctx.board, v, false))}>${t("back")}</button>`;
      break;
    case "discard":
      body = send(ctx, v, "", t("pickTwo"));
      break;
    case "give_back": {
      const x = openExchange(v);
      const from = x?.type === "received" ? x.with : passerFor(v);
      body = send(ctx, v, from === null ? "" : ctx.seatName(from), t("pickTwo"));
      break;
    }
    case "join":
      body = html`${send(ctx, v, "", t("pickOne"))} ${simple(ctx, v, "decline", t("decline"))}`;
      break;
    default:
      body = html`${send(ctx, v, "", t("pickCards"))} ${simple(ctx, v, "pass", t("pass"))} ${simple(ctx, v, "take", t("passTake"))}
      ${has(v, "give") ? html`<button class="btn ghost give" @click=${() => ctx.setBoard(setGiving(ctx.board, v, true))}>${t("passGive", { name: mateName })}</button>` : nothing}`;
  }
  return html`<div class="actions qq-actions">${ctx.ring()} ${body}</div>`;
}
