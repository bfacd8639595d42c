// The side panel during a game: the QR code (for watchers), the scores, the log, Leave.

import { html, nothing, type TemplateResult } from "lit";
import { logLines } from "../log.js";
import { qrCode } from "../qr.js";
import { mySeat, seatName } from "../state.js";
import type { GameView } from "../types.js";
import type { Shell } from "./context.js";
import { scores } from "./scores.js";

export function side(sh: Shell, v: GameView): TemplateResult {
  const t = sh.t;
  const s = sh.s;
  const me = mySeat(s);
  const game = sh.tableGame();
  const lines = logLines(s.log, sh.module(game), sh.say(game), (x) => seatName(s, x), me);
  const watcher = s.spectator || me === null;
  return html`
    ${sh.lanUrl && watcher ? html`<section class="panel">${qrCode(sh.lanUrl, t("scanToJoin"))}</section>` : nothing}
    <section class="panel" aria-labelledby="sc-h">
      <h3 id="sc-h">${t("scores")}</h3>
      ${scores(sh, v)}
    </section>
    <section class="panel log-panel" aria-labelledby="log-h">
      <h3 id="log-h">${t("log")}</h3>
      ${lines.length
        ? html`<ol class="log" aria-live="polite">
            ${lines.map((l) => html`<li class=${l.big ? "big" : ""}>${l.text}</li>`)}
          </ol>`
        : html`<p>${t("noLog")}</p>`}
    </section>
    ${sh.noLobby && watcher
      ? nothing /* a card fixed to one table: a watcher has no lobby to go back to */
      : html`<div class="row-actions leave-row">
          <button class="btn ghost" @click=${() => sh.lobby({ command: "leave" })}>${t("leave")}</button>
        </div>`}
  `;
}
