// A finished round in the result dialog: ranks, what each gained, the monument's new holder,
// the team totals at four players, and who leads the round that has begun. The shell adds the
// scores table and Continue.

import { html, nothing, type TemplateResult } from "lit";
import { duckSvg, seatColor } from "../../icons.js";
import type { Maybe } from "../types.js";
import { coinSvg, monumentSvg } from "./cards.js";
import { lastResult, myDecision, teamOf } from "./rules.js";
import { TEAM_COLORS, mine, say, view, type Ctx } from "./seats.js";
import { rankWord } from "./words.js";

export function roundResult(ctx: Ctx): Maybe {
  const t = say(ctx);
  const v = view(ctx);
  const r = lastResult(v);
  if (!r) return nothing;
  const seats = r.ranks.map((rank, seat) => ({ seat, rank })).sort((a, b) => a.rank - b.rank);
  const row = ({ seat, rank }: { seat: number; rank: number }): TemplateResult => {
    const g = r.gained[seat] ?? 0;
    const team = teamOf(v, seat);
    return html`<div class="rrow r${rank}" style=${team === null ? "" : `--team:${TEAM_COLORS[team]}`}>
      <span class="rrank">${rankWord(t, rank)}</span>
      <span class="rname"
        ><i class="dot" style="background:${seatColor(seat)}"></i>${ctx.seatName(seat)}
        ${seat === ctx.me ? html`<span class="tag you">${t("you")}</span>` : nothing}</span
      >
      <span class="rgain"
        >${g ? (g > 0 ? `+${g}` : `${g}`) : "·"}
        ${r.monument === seat ? html`<span class="tag mon" role="img" aria-label=${t("monumentTo", { name: ctx.seatName(seat) })}>${monumentSvg}</span>` : nothing}</span
      >
      <span class="rtotal">${coinSvg}<b>${r.totals[seat] ?? 0}</b></span>
    </div>`;
  };
  const teams = v.teams
    ? html`<p class="rteams">
        ${v.teams.map(
          (team, i) =>
            html`<span class="team-pill" style="--team:${TEAM_COLORS[i]}"
              ><i class="dot"></i>${t("teamTotal", { names: team.map((s) => ctx.seatName(s)).join(" & "), n: team.reduce((a, s) => a + (r.totals[s] ?? 0), 0) })}</span
            >`,
        )}
      </p>`
    : nothing;
  const leadsNow = myDecision(mine(ctx)) === "lead";
  return html`<h2 id="res-h">${duckSvg()} ${t(r.tiebreak ? "tiebreakOver" : "roundOver", { r: r.round })}</h2>
    <div class="qq-result">
      <div class="rrows">
        <div class="rrow head"><span>${t("rankHead")}</span><span></span><span>${t("gainedHead")}</span><span>${t("coinsHead")}</span></div>
        ${seats.map(row)}
      </div>
      ${teams}
      <p class="next">${t("nextRound", { r: v.round, name: ctx.seatName(v.leader) })}</p>
      ${leadsNow ? html`<div class="lead-now">${ctx.ring()}<b>${t("youLeadNow")}</b></div>` : nothing}
    </div>`;
}
