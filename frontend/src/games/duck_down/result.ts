// The reveal between rounds (ruling 22): every row face up with the replaced specials and the
// round's points, who is ready, and Ready with the countdown. It fills the shell's result
// dialog while the reveal lasts; the felt keeps the last round's at the end; a seat a bot plays
// gets it again when its reveal went by unseen.

import { html, nothing, type TemplateResult } from "lit";
import { duckSvg, seatColor } from "../../icons.js";
import type { Maybe } from "../types.js";
import { cardFace } from "./cards.js";
import { can, readiness } from "./rules.js";
import { mine, say, view, type Ctx } from "./seats.js";
import type { Card, RoundResult } from "./types.js";

/** The reveal's strip: the countdown, who is ready and whom the table waits for, and Ready. */
function readyStrip(ctx: Ctx): Maybe {
  const t = say(ctx);
  const v = view(ctx);
  if (v.phase !== "reveal") return nothing;
  const m = mine(ctx);
  const { ready, waiting } = readiness(v);
  const names = (seats: number[]) => seats.map((s) => ctx.nameOf(s)).join(", ");
  const mayReady = can(m, "ready");
  const last = v.round >= v.rounds;
  const line = mayReady ? t(last ? "revealHintLast" : "revealHint") : t(ctx.me !== null && ready.includes(ctx.me) ? "revealWaiting" : "revealWatching", { names: names(waiting) });
  return html`<div class="look-strip reveal-strip" role="group" aria-label=${t("roundOver", { r: v.round })}>
    ${ctx.ring()}
    <div class="msg">
      <span>${line}</span>
      ${ready.length ? html`<span class="ready-list">✓ ${t("readyList", { names: names(ready) })}</span>` : nothing}
    </div>
    ${mayReady ? html`<button class="btn primary" @click=${() => ctx.act({ type: "ready" })}>✓ ${t("ready")}</button>` : nothing}
  </div>`;
}

/** What the reveal's marks mean, one line for each mark this result shows (a phone has no hover). */
function legend(ctx: Ctx, r: RoundResult, replaced: boolean, penalized: boolean): TemplateResult {
  const t = say(ctx);
  const caller = r.caller;
  return html`<ul class="reveal-legend" aria-label=${t("legendTitle")}>
    ${replaced ? html`<li><span class="was" aria-hidden="true">↻</span><span>${t("legendReplaced")}</span></li>` : nothing}
    ${caller !== null && caller !== undefined
      ? html`<li><span class="tag called">${duckSvg("ic")} ${t("caller")}</span><span>${t("legendCaller", { name: ctx.seatName(caller) })}</span></li>`
      : nothing}
    ${penalized ? html`<li><span class="pen" aria-hidden="true">+</span><span>${t("legendPenalty")}</span></li>` : nothing}
    <li><span class="best-mark" aria-hidden="true"></span><span>${t("legendBest")}</span></li>
  </ul>`;
}

/** The (seat, slot) of every special replaced at the round's end, with the cards drawn for it. */
export function replacedSlots(r: RoundResult | null): Map<string, Card[]> {
  const out = new Map<string, Card[]>();
  for (const x of r?.replaced ?? []) out.set(`${x.seat}:${x.slot}`, x.drawn);
  return out;
}

/** Every row of the round face up, its points (with a wrong call's penalty) and the total after it. */
export function revealRows(ctx: Ctx, r: RoundResult): TemplateResult {
  const t = say(ctx);
  const best = Math.min(...r.points);
  const replaced = replacedSlots(r);
  const penalty = (seat: number): number => {
    if (Array.isArray(r.penalty)) return r.penalty[seat] ?? 0;
    return seat === r.caller && typeof r.penalty === "number" ? r.penalty : 0;
  };
  const row = (cards: Card[], seat: number): TemplateResult => {
    const pts = r.points[seat] ?? 0;
    return html`<div class="rrow ${pts === best ? "best" : ""}">
      <span class="rname">
        <i class="dot" style="background:${seatColor(seat)}"></i>${ctx.seatName(seat)}
        ${seat === ctx.me ? html`<span class="tag you">${t("you")}</span>` : nothing}
        ${r.caller === seat ? html`<span class="tag called">${duckSvg("ic")} ${t("caller")}</span>` : nothing}
      </span>
      <span class="rcards">
        ${cards.map((c, slot) => {
          const drawn = replaced.get(`${seat}:${slot}`);
          return html`<span class="rslot ${drawn ? "replaced" : ""}">
            ${cardFace(c, t, { size: "s" })}
            ${drawn ? html`<span class="was" aria-hidden="true">↻</span><span class="sr">${t("replacedBy")}</span>` : nothing}
          </span>`;
        })}
      </span>
      <span class="pts"
        >${pts + penalty(seat)}${penalty(seat) ? html`<small>${t("penalty", { n: penalty(seat) })}</small>` : nothing}<span class="after"
          >${t("totalAfter", { n: r.totals[seat] ?? 0 })}</span
        ></span
      >
    </div>`;
  };
  return html`<div class="reveal">${r.rows.map(row)}</div>
    ${legend(ctx, r, replaced.size > 0, r.rows.some((_, seat) => penalty(seat) > 0))}`;
}

/** The shell's result dialog during the reveal: its heading, the strip, every row. */
export function roundResult(ctx: Ctx): Maybe {
  const v = view(ctx);
  const r = v.result;
  if (!r || v.phase !== "reveal") return nothing;
  const t = say(ctx);
  return html`<h2 id="res-h">${duckSvg()} ${t("roundOver", { r: r.round })}</h2>
    ${readyStrip(ctx)} ${revealRows(ctx, r)}`;
}

/** A reveal this seat's bot let go by at once: shown until the player closes it. */
export function missedDialog(ctx: Ctx, r: RoundResult, close: () => void): TemplateResult {
  const t = say(ctx);
  return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="missed-h">
      <h2 id="missed-h">${duckSvg()} ${t("roundOver", { r: r.round })}</h2>
      <p>${t("botPlayedNote", { r: r.round })}</p>
      ${revealRows(ctx, r)}
      <div class="buttons"><button class="btn primary" autofocus @click=${close}>${t("close")}</button></div>
    </div>
  </div>`;
}

/** At the end, the felt keeps the last round's reveal under the table (the podium shows the totals). */
export function lastRound(ctx: Ctx): Maybe {
  const v = view(ctx);
  const r = v.result;
  if (!r || v.phase !== "over") return nothing;
  return html`<section class="last-round" aria-labelledby="last-h">
    <h3 id="last-h">${say(ctx)("roundOver", { r: r.round })}</h3>
    ${revealRows(ctx, r)}
  </section>`;
}
