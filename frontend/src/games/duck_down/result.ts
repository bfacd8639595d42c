// The round's reveal in the result dialog, with the next round's opening look.

import { html, nothing, type TemplateResult } from "lit";
import { duckSvg, seatColor } from "../../icons.js";
import type { Maybe } from "../types.js";
import { cardFace } from "./cards.js";
import { can } from "./rules.js";
import { mine, say, view, type Ctx } from "./seats.js";
import type { Card, RoundResult } from "./types.js";

/** The next round's opening look, inside the result dialog, so nobody misses it while reading. */
function lookStrip(ctx: Ctx, close: () => void): Maybe {
  const t = say(ctx);
  const m = mine(ctx);
  const me = ctx.me;
  if (!m || me === null || view(ctx).phase !== "peek" || !can(m, "ready")) return nothing;
  const row = m.rows[me] ?? [];
  return html`<div class="look-strip" role="group" aria-label=${t("lookPhase")}>
    ${ctx.ring()}
    <div class="msg"><b>${t("lookPhase")}</b><span>${t("lookHint")}</span></div>
    <div class="hand">${row.map((c) => html`<span class="slot">${cardFace(c, t, { size: "s" })}</span>`)}</div>
    <button
      class="btn primary"
      @click=${() => {
        close();
        ctx.act({ type: "ready" });
      }}
    >
      ✓ ${t("ready")}
    </button>
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

export function roundResult(ctx: Ctx, close: () => void): Maybe {
  const r = view(ctx).result as RoundResult | null;
  if (!r) return nothing;
  const t = say(ctx);
  const best = Math.min(...r.points);
  const replaced = new Map<string, Card[]>();
  for (const x of r.replaced ?? []) replaced.set(`${x.seat}:${x.slot}`, x.drawn);
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
      <span class="pts">${pts + penalty(seat)}${penalty(seat) ? html`<small>${t("penalty", { n: penalty(seat) })}</small>` : nothing}</span>
    </div>`;
  };
  return html`<h2 id="res-h">${duckSvg()} ${t("roundOver", { r: r.round })}</h2>
    ${lookStrip(ctx, close)}
    <div class="reveal">${r.rows.map(row)}</div>
    ${legend(ctx, r, replaced.size > 0, r.rows.some((_, seat) => penalty(seat) > 0))}`;
}
