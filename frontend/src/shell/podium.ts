// The podium at the end of a game: the winners, the places (seats or teams, lowest or highest
// total first), the scores, and Play again for the table's owner.

import { html, nothing, type TemplateResult } from "lit";
import { teamsAt } from "../games/info.js";
import { duckSvg, icons } from "../icons.js";
import { mySeat, seatName } from "../state.js";
import { sides, standings } from "../standings.js";
import type { GameView } from "../types.js";
import type { Shell } from "./context.js";
import { scores } from "./scores.js";

const COLORS = ["#ffd43b", "#ff6b6b", "#4dabf7", "#69db7c", "#b197fc", "#ffa94d"];

/** Another game with the same seats, as long as the last one (when that is still a choice). */
function playAgain(sh: Shell, v: GameView): void {
  const choices = sh.s.table?.round_choices ?? [];
  const rounds = typeof v.rounds === "number" && choices.includes(v.rounds) ? v.rounds : null;
  sh.patch({ starting: true }); // one tap: the podium stays up until this seat's new view arrives
  sh.lobby({ command: "start", rounds });
}

export function podium(sh: Shell, v: GameView, reducedMotion: boolean): TemplateResult {
  const t = sh.t;
  const s = sh.s;
  const info = sh.info(sh.tableGame());
  const me = mySeat(s);
  const st = standings(sides(v.totals ?? [], teamsAt(info, v.players)), info?.result ?? "lowest");
  const label = (seats: number[]) => seats.map((x) => seatName(s, x)).join(" & ");
  const winners = (v.winners ?? []).map((w) => seatName(s, w));
  const top = st.slice(0, 3);
  const arranged = top.length === 3 ? [top[1]!, top[0]!, top[2]!] : top.length === 2 ? [top[1]!, top[0]!] : top;
  // the owner starts the next game with the same seats; a spectator has nothing to start
  const tb = s.table;
  const again = !!tb && !s.spectator && sh.isOwner(tb);
  return html`<div class="overlay">
    ${reducedMotion
      ? nothing
      : html`<div class="confetti" aria-hidden="true">
          ${Array.from(
            { length: 40 },
            (_, i) => html`<i style="left:${(i * 37) % 100}%;background:${COLORS[i % COLORS.length]};animation-delay:${(i % 10) * 0.12}s"></i>`,
          )}
        </div>`}
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
      <h2 id="go-h">${icons.trophy} ${t("gameOver")}</h2>
      <p class="winner-line">
        ${winners.length > 1 ? t("winners", { names: winners.join(" & ") }) : t("winner", { names: winners[0] ?? "" })}
      </p>
      <div class="podium">
        ${arranged.map(
          (p) => html`<div class="step p${Math.min(p.place, 3)}">
            ${p.place === 1 ? duckSvg() : nothing}
            <span class="pname">${label(p.seats)}${me !== null && p.seats.includes(me) ? html` <span class="tag you">${t("you")}</span>` : nothing}</span>
            <span class="ptotal">${p.total}</span>
            <span class="block">${p.place}</span>
          </div>`,
        )}
      </div>
      ${st.length > 3
        ? html`<ol start="4">
            ${st.slice(3).map((p) => html`<li>${label(p.seats)}: ${p.total}</li>`)}
          </ol>`
        : nothing}
      ${scores(sh, v)}
      ${again ? nothing : html`<p style="color:var(--_muted);margin:8px 0 0">${t("ownerCanPlayAgain")}</p>`}
      <div class="buttons">
        <button class="btn ghost" @click=${() => sh.patch({ hidePodium: true })}>${t("close")}</button>
        ${again
          ? html`<button class="btn ghost" @click=${() => sh.lobby({ command: "leave" })}>${t("backToLobby")}</button>
              <button class="btn primary" autofocus ?disabled=${sh.ui.starting} @click=${() => playAgain(sh, v)}>▶ ${t("playAgain")}</button>`
          : html`<button class="btn primary" autofocus @click=${() => sh.lobby({ command: "leave" })}>${t("backToLobby")}</button>`}
      </div>
    </div>
  </div>`;
}
