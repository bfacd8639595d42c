// Dutch's board: the other rows round the table, the draw pile and the pile with its throw-in
// window, your own row, the action bar, the Dutch call, the round results.

import { html, nothing, type TemplateResult } from "lit";
import { icons } from "../../icons.js";
import type { Board, BoardHost, Maybe } from "../types.js";
import { actionBar } from "./actions.js";
import { animate } from "./animate.js";
import { center, pileHistory } from "./center.js";
import { mine, say, view, type Ctx, type Refs } from "./ctx.js";
import { status } from "./prompt.js";
import { goalLine, lastRound, roundResult } from "./result.js";
import { hand, lockSvg, opponent } from "./rows.js";
import { confirmCall, gameNow, openWindow, windowClock, type WindowClock } from "./rules.js";
import type { DutchUi } from "./types.js";

const localNow = (): number => globalThis.performance?.now() ?? Date.now();

export class DutchBoard implements Board<DutchUi> {
  private refs: Refs = { slots: new Map(), stacks: new Map() };
  private lastAnim = 0;
  private banner: { seat: number; n: number } | null = null;
  private shownBanner = 0;
  /** the game time of the view shown, anchored when it first rendered (for a window without a deadline) */
  private anchor: { view: unknown; now: number; at: number } | null = null;
  private ticking = false;

  constructor(private host: BoardHost) {}

  private clock(ctx: Ctx): WindowClock | null {
    const v = view(ctx);
    if (this.anchor?.view !== v && typeof v.now === "number") this.anchor = { view: v, now: v.now, at: localNow() };
    const anchor = this.anchor?.view === v ? this.anchor : null;
    return windowClock(openWindow(v), gameNow(v, ctx.left, anchor, localNow()));
  }

  status(ctx: Ctx): { title: string; hint?: string } {
    const names = { name: (s: number) => ctx.seatName(s), who: (s: number) => ctx.nameOf(s), me: ctx.me };
    return status(say(ctx), view(ctx), mine(ctx), ctx.board, names, ctx.owner);
  }

  table(ctx: Ctx): TemplateResult {
    const t = say(ctx);
    const v = view(ctx);
    const me = ctx.me;
    const seated = me !== null && !!ctx.mine;
    const order: number[] = [];
    for (let i = 1; i <= v.players; i++) {
      const seat = seated ? (me + i) % v.players : i - 1;
      if (!seated || seat !== me) order.push(seat);
    }
    const goal = goalLine(ctx, v);
    if (v.phase === "over" && v.result) return html`<div class="du-board">${lastRound(ctx)}<p class="du-goal">${goal}</p></div>`;
    return html`<div class="du-board">
      <div class="du-rows ${seated ? "" : "du-all"}" role="list">${order.map((seat) => opponent(ctx, this.refs, seat, !seated))}</div>
      ${center(ctx, this.refs, this.clock(ctx))}
      ${seated
        ? hand(ctx, this.refs, me)
        : html`<p class="du-watching">${icons.eyes} ${t("spectating")}</p>`}
      ${pileHistory(ctx)}
      <p class="du-goal">${goal}${v.caller !== null && v.phase === "turn" ? html` · ${lockSvg} ${t("lockedNote", { name: ctx.nameOf(v.caller) })}` : nothing}</p>
    </div>`;
  }

  actions(ctx: Ctx): Maybe {
    return actionBar(ctx, (open) => this.confirm(ctx, open));
  }

  private confirm(ctx: Ctx, open: boolean): void {
    ctx.setBoard(confirmCall(ctx.board, mine(ctx), open));
  }

  overlays(ctx: Ctx): Maybe {
    const t = say(ctx);
    const dialog = ctx.board.confirmCall
      ? html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.confirm(ctx, false)}>
          <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="du-cc-h" aria-describedby="du-cc-p">
            <h2 id="du-cc-h">${t("confirmCallTitle")}</h2>
            <p id="du-cc-p">${t("confirmCallText")}</p>
            <div class="buttons">
              <button class="btn ghost" @click=${() => this.confirm(ctx, false)}>${t("cancel")}</button>
              <button
                class="btn du-dutch"
                autofocus
                @click=${() => {
                  this.confirm(ctx, false);
                  ctx.act({ type: "dutch" });
                }}
              >
                ${t("confirmCall")}
              </button>
            </div>
          </div>
        </div>`
      : nothing;
    // the call's banner, while that call still stands (not for a call replayed from an old log)
    const v = view(ctx);
    const banner = this.banner && v.phase === "turn" && v.caller === this.banner.seat ? html`<div class="du-banner" role="status">${lockSvg} ${t("calledBanner", { name: ctx.nameOf(this.banner.seat) })}</div>` : nothing;
    return html`${dialog}${banner}`;
  }

  result(ctx: Ctx): Maybe {
    return roundResult(ctx);
  }

  updated(ctx: Ctx): void {
    const a = ctx.board.anim;
    if (a && a.n !== this.lastAnim) {
      this.lastAnim = a.n;
      if (!ctx.reducedMotion) animate(this.refs, a);
    }
    const b = ctx.board.banner;
    if (b && b.n !== this.shownBanner) {
      this.shownBanner = b.n;
      this.banner = b;
      this.host.requestUpdate();
      setTimeout(() => {
        if (this.banner?.n !== b.n) return;
        this.banner = null;
        this.host.requestUpdate();
      }, 2300);
    }
    // the shell redraws every 250 ms while a deadline runs; a window without one counts here
    const clock = this.clock(ctx);
    if (clock && clock.left > 0 && ctx.left === null && !this.ticking) {
      this.ticking = true;
      setTimeout(() => {
        this.ticking = false;
        this.host.requestUpdate();
      }, 200);
    }
  }
}
