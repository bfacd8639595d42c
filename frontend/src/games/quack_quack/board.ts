// Quack-Quack's board: the teams, the other players' plates, the yard, your hand and your
// decisions, and the calls everyone hears alike. There is no chat, emote or free text here:
// at four players the rulebook forbids table talk between teammates (ruling 33).

import { html, nothing, type TemplateResult } from "lit";
import { icons } from "../../icons.js";
import type { Board, BoardHost, Maybe } from "../types.js";
import { actionBar } from "./actions.js";
import { handArea } from "./hand.js";
import { roundResult } from "./result.js";
import { mine, plate, say, teamStrip, view, type Ctx } from "./seats.js";
import type { QqUi, Shout } from "./types.js";
import { statusLine } from "./words.js";
import { yard } from "./yard.js";

/** How long a call stays up (ms): a quack is short, a bomb's shout longer. */
function shoutMs(s: Shout): number {
  return s.kind === "quack" || s.kind === "quackquack" ? 1400 : 2600;
}

export class QuackBoard implements Board<QqUi> {
  private shown: Shout | null = null;
  private lastShout = 0;

  constructor(private host: BoardHost) {}

  status(ctx: Ctx): { title: string; hint?: string } {
    return statusLine({ t: say(ctx), name: ctx.seatName, nameOf: ctx.nameOf }, view(ctx), mine(ctx), ctx.board);
  }

  table(ctx: Ctx): TemplateResult {
    const t = say(ctx);
    const v = view(ctx);
    const me = ctx.me;
    const seated = me !== null && !!ctx.mine;
    // the others in turn order, the next player first
    const order: number[] = [];
    for (let i = 1; i <= v.players; i++) {
      const seat = seated ? (me + i) % v.players : i - 1;
      if (!seated || seat !== me) order.push(seat);
    }
    return html`<div class="qq ${seated ? "" : "watching"}">
      ${teamStrip(ctx)}
      <div class="plates" role="list">${order.map((seat) => plate(ctx, seat))}</div>
      ${yard(ctx)}
      ${seated ? handArea(ctx, me) : html`<p class="spectating">${icons.eyes} ${t("spectating")}</p>`}
    </div>`;
  }

  actions(ctx: Ctx): Maybe {
    return actionBar(ctx);
  }

  overlays(ctx: Ctx): Maybe {
    const s = this.shown;
    if (!s) return nothing;
    const t = say(ctx);
    const name = s.seat >= 0 ? ctx.seatName(s.seat) : "";
    const words = t(`shout_${s.kind}`, { name });
    const big = s.kind !== "quack" && s.kind !== "quackquack";
    return html`<div class="qq-shout ${s.kind} ${big ? "big" : ""}" role="status">
      ${s.kind === "monument" || s.kind === "vice" ? words : html`<span class="sname">${name}</span> ${words}`}
    </div>`;
  }

  result(ctx: Ctx): Maybe {
    return roundResult(ctx);
  }

  updated(ctx: Ctx): void {
    const s = ctx.board.shout;
    if (!s || s.n === this.lastShout) return;
    this.lastShout = s.n;
    this.shown = s;
    this.host.requestUpdate();
    setTimeout(() => {
      if (this.shown?.n !== s.n) return;
      this.shown = null;
      this.host.requestUpdate();
    }, shoutMs(s));
  }
}
