// Duck Pond's board: the wall tablet's public table for a watcher, and for a player the phone's
// tabs (my ducks, actions, votes, the Judge, the pond, the dice). The status line names the
// period and its time left; the shell's countdown ring stays away (nobody is waited for).

import { html, nothing, type TemplateResult } from "lit";
import type { Board, BoardHost, Maybe } from "../types.js";
import { actTab } from "./act.js";
import { ducksTab } from "./ducks.js";
import { formOf, pairs } from "./forms.js";
import { RollMemory } from "./dice.js";
import { diceTab } from "./history.js";
import { judgeTab } from "./judge.js";
import { todo } from "./selectors.js";
import { periodName, timeLeft, weekdayTime } from "./time.js";
import { TABS, type PondSeatView, type PondUi, type Tab } from "./types.js";
import { hostNow, pv, say, seated, send, type Ctx } from "./ui.js";
import { votesTab } from "./votes.js";
import { ponds, strip, wall } from "./wall.js";

/** How many things a tab asks of the player now (a badge on it). */
function badge(m: PondSeatView, tab: Tab): number {
  switch (tab) {
    case "ducks":
      return todo(m).filter((x) => !x.done && x.kind !== "vote").length;
    case "votes": {
      const f = formOf(m.legal, "vote");
      return f ? pairs(f, "proposals").filter(([, v]) => (v as unknown) == null).length : 0;
    }
    case "judge":
      return m.me?.desk ? m.me.desk.requests.length + m.me.desk.adopted.length : 0;
    default:
      return 0;
  }
}

function tabs(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const current = ctx.board.tab;
  return html`<nav class="pd-tabs" role="tablist" aria-label=${t("sections")}>
    ${TABS.map((tab) => {
      const n = badge(m, tab);
      return html`<button
        role="tab"
        id=${`pd-tab-${tab}`}
        aria-selected=${tab === current ? "true" : "false"}
        aria-controls="pd-panel"
        class=${tab === current ? "on" : ""}
        @click=${() => ctx.setBoard({ ...ctx.board, tab, open: null, problem: null })}
      >
        ${t(`tab_${tab}` as never)} ${n ? html`<span class="pd-badge" aria-label=${t("toDoN", { n })}>${n}</span>` : nothing}
      </button>`;
    })}
  </nav>`;
}

function panel(ctx: Ctx, m: PondSeatView, rolls: RollMemory): TemplateResult {
  switch (ctx.board.tab) {
    case "act":
      return actTab(ctx, m);
    case "votes":
      return votesTab(ctx, m);
    case "judge":
      return judgeTab(ctx, m);
    case "pond":
      return html`${strip(ctx)} ${ponds(ctx)}`;
    case "dice":
      return diceTab(ctx, rolls.with(ctx.board.rolls));
    default:
      return ducksTab(ctx, m);
  }
}

function phone(ctx: Ctx, m: PondSeatView, rolls: RollMemory): TemplateResult {
  return html`<div class="pd-phone">
    ${tabs(ctx, m)}
    <div class="pd-panel" id="pd-panel" role="tabpanel" aria-labelledby=${`pd-tab-${ctx.board.tab}`}>${panel(ctx, m, rolls)}</div>
  </div>`;
}

export class PondBoard implements Board<PondUi> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** the rolls of every view seen: a period's proof outlives the views that carried its rolls */
  private rolls = new RollMemory();

  constructor(private host: BoardHost) {}

  status(ctx: Ctx): { title: string; hint?: string } {
    const t = say(ctx);
    const v = pv(ctx);
    if (v.phase === "over") return { title: t("roundLost"), hint: t("roundLostHint", { n: v.duck_god?.god_eggs ?? 0 }) };
    const p = v.period;
    return {
      title: `${periodName(t, p.period)} · ${timeLeft(t, p.end - hostNow(ctx))}`,
      hint: t("votingEnds", { when: weekdayTime(ctx.lang, v.time_zone, p.end), zone: v.time_zone }),
    };
  }

  table(ctx: Ctx): TemplateResult {
    this.rolls.remember(pv(ctx));
    const m = seated(ctx);
    return m ? phone(ctx, m, this.rolls) : wall(ctx);
  }

  actions(): Maybe {
    return nothing;
  }

  overlays(ctx: Ctx): Maybe {
    const c = ctx.board.confirm;
    if (!c) return nothing;
    const t = say(ctx);
    const close = () => ctx.setBoard({ ...ctx.board, confirm: null });
    return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="pd-c-h" aria-describedby="pd-c-p">
        <h2 id="pd-c-h">${t("areYouSure")}</h2>
        <p id="pd-c-p">${c.text}</p>
        <div class="buttons">
          <button class="btn ghost" @click=${close}>${t("cancel")}</button>
          <button class="btn danger" autofocus @click=${() => send(ctx, c.key, { action: c.action })}>${t("yesDoIt")}</button>
        </div>
      </div>
    </div>`;
  }

  result(): Maybe {
    return nothing;
  }

  /** Without the host's clock the shell does not tick: the countdown then draws again each half minute. */
  updated(ctx: Ctx): void {
    if (ctx.left !== null || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.host.requestUpdate();
    }, 30_000);
  }
}


