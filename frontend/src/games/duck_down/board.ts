// Duck Down's board: the rows round the table, the deck and pile, your hand, your moves.

import { html, nothing, type TemplateResult } from "lit";
import { duckSvg, icons } from "../../icons.js";
import type { Board, BoardHost, Maybe } from "../types.js";
import { animate } from "./animate.js";
import { cardName } from "./cards.js";
import { center } from "./center.js";
import { calledText, can, confirmCall, isMyTurn, missedResult, readiness, turnHint } from "./rules.js";
import { lastRound, missedDialog, roundResult } from "./result.js";
import { hand, mine, opponent, say, view, type Ctx, type Refs } from "./seats.js";
import type { Action, DuckSeatView, DuckUi } from "./types.js";

function hint(ctx: Ctx, v: DuckSeatView): string {
  const t = say(ctx);
  return turnHint(v, ctx.board.selection)
    .map((k) => t(k))
    .join(" ");
}

export class DuckBoard implements Board<DuckUi> {
  private refs: Refs = { slots: new Map(), stacks: new Map() };
  private lastAnim = 0;
  private banner: { seat: number; n: number } | null = null;
  /** the round whose reveal this client's result dialog has shown */
  private shownRound: number | null = null;

  constructor(private host: BoardHost) {}

  status(ctx: Ctx): { title: string; hint?: string } {
    const t = say(ctx);
    const v = view(ctx);
    const m = mine(ctx);
    const me = ctx.me;
    let title = "";
    let line = "";
    if (v.phase === "peek") {
      const ready = me !== null && !!v.ready?.[me];
      title = me === null ? t("lookPhase") : ready ? t("waitingOthers") : t("lookPhase");
      line = me !== null && !ready ? t("lookHint") : "";
    } else if (v.phase === "reveal") {
      // ruling 22: the round's reveal, until everyone is ready or its 30 s run out
      title = t("roundOver", { r: v.round });
      const waiting = readiness(v).waiting.map((s) => ctx.nameOf(s)).join(", ");
      line = can(m, "ready") ? t(v.round >= v.rounds ? "revealHintLast" : "revealHint") : t(me !== null && m ? "revealWaiting" : "revealWatching", { names: waiting });
    } else if (v.phase === "over") {
      title = t("gameOver");
    } else if (v.turn) {
      const mineNow = isMyTurn(m);
      title = mineNow ? t("yourTurn") : t("turnOf", { name: ctx.seatName(v.turn.seat) });
      if (mineNow && m) line = hint(ctx, m);
    }
    if (v.caller !== null && v.caller !== undefined && v.phase === "turn" && !isMyTurn(m)) {
      const names = v.last_turns.map((x) => ctx.nameOf(x)).join(", ");
      line = [line, calledText(t, v.caller, me, ctx.seatName) + (names ? " " + t("lastTurns", { names }) : "")].filter(Boolean).join(" · ");
    }
    return { title, hint: line };
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
    return html`<div class="opponents ${seated ? "" : "all"}" role="list">${order.map((seat) => opponent(ctx, this.refs, seat, !seated))}</div>
      <div class="tableau">
        ${center(ctx, this.refs)}
        ${seated ? hand(ctx, this.refs, me) : html`<p class="watching" style="text-align:center;margin:0;opacity:.9">${icons.eyes} ${t("spectating")}</p>`}
      </div>
      ${lastRound(ctx)}`;
  }

  actions(ctx: Ctx): Maybe {
    const t = say(ctx);
    const v = view(ctx);
    const m = mine(ctx);
    const shown = ["ready", "draw", "take", "double", "throw", "call"] as const;
    if (!shown.some((a) => can(m, a))) return nothing;
    const top = v.pile.length ? v.pile[v.pile.length - 1] : undefined;
    const b = (type: Action["type"], label: string, cls = "") =>
      can(m, type) ? html`<button class="btn ${cls}" @click=${() => ctx.act({ type })}>${label}</button>` : nothing;
    return html`<div class="actions">
      ${b("ready", "✓ " + t("ready"), "primary")} ${b("draw", t("draw"), "primary")}
      ${b("take", t("take", { card: cardName(t, top) }))} ${b("double", t("useDouble"), "primary")} ${b("throw", t("throw"))}
      ${can(m, "call") ? html`<button class="btn duck" @click=${() => this.confirm(ctx, true)}>${duckSvg("ic")} ${t("duckDown")}</button>` : nothing}
    </div>`;
  }

  private confirm(ctx: Ctx, open: boolean): void {
    ctx.setBoard(confirmCall(ctx.board, mine(ctx), open));
  }

  overlays(ctx: Ctx): Maybe {
    const t = say(ctx);
    const dialog = ctx.board.confirmCall
      ? html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.confirm(ctx, false)}>
          <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
            <h2 id="cc-h">${duckSvg()} ${t("confirmCallTitle")}</h2>
            <p id="cc-p">${t("confirmCallText")}</p>
            <div class="buttons">
              <button class="btn ghost" @click=${() => this.confirm(ctx, false)}>${t("cancel")}</button>
              <button
                class="btn duck"
                autofocus
                @click=${() => {
                  this.confirm(ctx, false);
                  ctx.act({ type: "call" });
                }}
              >
                ${duckSvg("ic")} ${t("confirm")}
              </button>
            </div>
          </div>
        </div>`
      : nothing;
    const banner = this.banner
      ? html`<div class="call-banner" role="status">${duckSvg()} <span>${calledText(t, this.banner.seat, ctx.me, ctx.seatName)}</span></div>`
      : nothing;
    return html`${dialog}${banner}${this.missed(ctx)}`;
  }

  /** A seat a bot plays whose reveal ended before it was shown here still sees the results. */
  private missed(ctx: Ctx): Maybe {
    const me = ctx.me;
    if (me === null || !ctx.table?.seats.find((s) => s.seat === me)?.bot) return nothing;
    const r = missedResult(ctx.board, view(ctx), this.shownRound);
    return r ? missedDialog(ctx, r, () => ctx.setBoard({ ...ctx.board, keptClosed: r.round })) : nothing;
  }

  result(ctx: Ctx): Maybe {
    const r = view(ctx).result;
    if (view(ctx).phase === "reveal" && r) this.shownRound = r.round;
    return roundResult(ctx);
  }

  updated(ctx: Ctx): void {
    const a = ctx.board.anim;
    if (!a || a.n === this.lastAnim) return;
    this.lastAnim = a.n;
    if (!ctx.reducedMotion) animate(this.refs, a);
    if (a.kind === "call") {
      this.banner = { seat: a.seat, n: a.n };
      this.host.requestUpdate();
      setTimeout(() => {
        if (this.banner?.n !== a.n) return;
        this.banner = null;
        this.host.requestUpdate();
      }, 2300);
    }
  }
}
