// The scores table (per round when the game keeps rounds, the totals, team totals) and the chart.

import { html, nothing, type TemplateResult } from "lit";
import { scoreChart } from "../chart.js";
import { teamsAt } from "../games/info.js";
import { seatColor } from "../icons.js";
import { seatName } from "../state.js";
import type { GameView } from "../types.js";
import type { Shell } from "./context.js";

export function scores(sh: Shell, v: GameView): TemplateResult {
  const t = sh.t;
  const game = sh.tableGame();
  const rules = sh.module(game)?.rules;
  const history = rules?.scoreHistory(v) ?? [];
  const totals = v.totals ?? [];
  const names = Array.from({ length: v.players }, (_, i) => seatName(sh.s, i));
  const teams = teamsAt(sh.info(game), v.players);
  const sum = (seats: number[], row: readonly number[]) => seats.reduce((a, s) => a + (row[s] ?? 0), 0);
  return html`<table class="scores">
      <thead>
        <tr>
          <th></th>
          ${history.map((_, r) => html`<th>${r + 1}</th>`)}
          <th>${t("total")}</th>
        </tr>
      </thead>
      <tbody>
        ${names.map(
          (n, seat) => html`<tr>
            <td><i class="dot" style="background:${seatColor(seat)}"></i>${n}</td>
            ${history.map((row) => html`<td>${row[seat] ?? ""}</td>`)}
            <td class="tot">${totals[seat] ?? 0}</td>
          </tr>`,
        )}
        ${teams
          ? teams.map(
              (team) => html`<tr class="team">
                <td>${t("team", { names: team.map((s) => names[s] ?? `#${s + 1}`).join(" & ") })}</td>
                ${history.map((row) => html`<td>${sum(team, row)}</td>`)}
                <td class="tot">${sum(team, totals)}</td>
              </tr>`,
            )
          : nothing}
      </tbody>
    </table>
    ${scoreChart(history, v.rounds ?? history.length, names, t("scoreChart"), {
      running: rules?.runningTotals?.(v) ?? null,
      target: rules?.target?.(v) ?? null,
    })}`;
}
