// A round's results, in the shell's result dialog: every row revealed, its points, the caller's
// 0 or doubling, each total with its halving ("100 -> 50, halved"), and the owner's next step.

import { html, nothing, type TemplateResult } from "lit";
import { seatColor } from "../../icons.js";
import type { Maybe } from "../types.js";
import { say, view, type Ctx } from "./ctx.js";
import { cardFace } from "./face.js";
import { ownerControls } from "./owner.js";
import { lockSvg } from "./rows.js";
import type { DutchView, RoundResult } from "./types.js";

/** The score line of one seat: its row's points, and what the caller's rule made of them. */
export function scoreLine(r: RoundResult, seat: number): { points: number; score: number; rule: "zero" | "double" | null } {
  const points = r.points[seat] ?? 0;
  const score = r.scores[seat] ?? points;
  const rule = r.caller === seat ? (r.caller_zero ? "zero" : "double") : null;
  return { points, score, rule };
}

/** "Game to 100 points", "5 rounds: round 2". */
export function goalLine(ctx: Ctx, v: DutchView): string {
  const t = say(ctx);
  if (typeof v.target === "number") return t("goalTarget", { n: v.target });
  if (v.rounds === 1) return t("goalOneRound");
  if (typeof v.rounds === "number") return t("goalRounds", { n: v.rounds });
  return "";
}

function row(ctx: Ctx, r: RoundResult, seat: number, best: number): TemplateResult {
  const t = say(ctx);
  const { points, score, rule } = scoreLine(r, seat);
  const halving = r.halvings.find((h) => h.seat === seat);
  const total = r.totals[seat] ?? 0;
  const cards = (r.rows[seat] ?? []).filter((c) => c !== null);
  return html`<div class="du-rrow ${points === best ? "du-best" : ""}">
    <span class="du-rname">
      <i class="dot" style="background:${seatColor(seat)}"></i>${ctx.seatName(seat)}
      ${seat === ctx.me ? html`<span class="tag you">${t("you")}</span>` : nothing}
      ${r.caller === seat ? html`<span class="tag du-called">${lockSvg} ${t("calledTag")}</span>` : nothing}
    </span>
    <span class="du-rcards">${cards.length ? cards.map((c) => cardFace(c, t, "s")) : html`<i>${t("emptyRow")}</i>`}</span>
    <span class="du-rpts">
      <b>${rule === "double" ? t("doubled", { n: points, m: score }) : rule === "zero" ? t("zeroed", { n: points }) : t("points", { n: score })}</b>
      ${rule ? html`<small>${rule === "zero" ? t("callerZero") : t("callerDouble")}</small>` : nothing}
      <span class="du-rtotal ${halving ? "du-halved" : ""}">
        ${halving ? t("halvedLine", { from: halving.from, to: halving.to }) : t("totalLine", { n: total })}
      </span>
    </span>
  </div>`;
}

/** Every row of the round revealed, with its points and what the caller's rule and halving made of them. */
export function reveal(ctx: Ctx, r: RoundResult): TemplateResult {
  const best = Math.min(...r.points);
  return html`<div class="du-reveal">${r.rows.map((_, seat) => row(ctx, r, seat, best))}</div>`;
}

export function roundResult(ctx: Ctx): Maybe {
  const v = view(ctx);
  const r = v.result;
  if (!r || v.phase !== "between") return nothing;
  const t = say(ctx);
  const owner = ownerControls(ctx);
  return html`<h2 id="res-h">${t("roundResults", { r: r.round })}</h2>
    <p class="du-goal">${goalLine(ctx, v)}</p>
    ${r.halvings.length ? html`<p class="du-halving-note" role="status">${t("halvingNote")}</p>` : nothing}
    ${reveal(ctx, r)} ${owner !== nothing ? owner : html`<p class="du-wait">${t("betweenOthers")}</p>`}`;
}

/** At the end, the felt keeps the last round's results (the podium shows the totals). */
export function lastRound(ctx: Ctx): Maybe {
  const v = view(ctx);
  const r = v.result;
  if (!r || v.phase !== "over") return nothing;
  return html`<section class="du-last" aria-labelledby="du-last-h">
    <h3 id="du-last-h">${say(ctx)("roundResults", { r: r.round })}</h3>
    ${reveal(ctx, r)}
  </section>`;
}
