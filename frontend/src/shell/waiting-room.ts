// The waiting room: the seats, the table's options, and the owner's controls (bots, rounds,
// start, delete).

import { html, nothing, type TemplateResult } from "lit";
import { icons } from "../icons.js";
import { optionSummary } from "../options.js";
import { qrCode } from "../qr.js";
import { middleLevel, seatControl } from "../state.js";
import type { TableInfo } from "../types.js";
import type { Shell } from "./context.js";
import { avatar, levelName } from "./seats.js";

function confirmDelete(sh: Shell): TemplateResult {
  const t = sh.t;
  const close = () => sh.patch({ confirmDelete: false });
  return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
    <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-p">
      <h2 id="del-h">${t("confirmDeleteTitle")}</h2>
      <p id="del-p">${t("confirmDeleteText")}</p>
      <div class="buttons">
        <button class="btn ghost" autofocus @click=${close}>${t("cancel")}</button>
        <button
          class="btn danger"
          @click=${() => {
            close();
            sh.lobby({ command: "table/delete" });
          }}
        >
          ${t("deleteYes")}
        </button>
      </div>
    </div>
  </div>`;
}

function ownerControls(sh: Shell, tb: TableInfo, min: number, max: number): TemplateResult {
  const t = sh.say(sh.tableGame());
  const f = sh.ui.form;
  const info = sh.info(sh.tableGame());
  const levels = sh.levelsFor(sh.tableGame());
  const level = levels.includes(f.level) ? f.level : middleLevel(levels);
  const choices = tb.round_choices ?? [];
  const rounds = (info?.length ?? "rounds") === "rounds" && choices.length > 0;
  const setForm = (p: Partial<Shell["ui"]["form"]>) => sh.patch({ form: { ...sh.ui.form, ...p } });
  return html`
    <div class="field">
      <label for="level">${t("botLevel")}</label>
      <div class="row-actions">
        <select id="level" style="flex:1" @change=${(e: Event) => setForm({ level: (e.target as HTMLSelectElement).value })}>
          ${levels.map((l) => html`<option value=${l} ?selected=${l === level}>${levelName(sh.t, l)}</option>`)}
        </select>
        <button class="btn" ?disabled=${tb.seats.length >= max} @click=${() => sh.lobby({ command: "add_bot", level })}>
          ${icons.robotAdd} ${t("addBot")}
        </button>
      </div>
    </div>
    ${rounds
      ? html`<div class="field">
          <label for="rounds">${t("rounds")}</label>
          <select id="rounds" @change=${(e: Event) => setForm({ rounds: (e.target as HTMLSelectElement).value })}>
            <option value="" ?selected=${f.rounds === ""}>${t("roundsDefault", { n: choices[0] ?? tb.seats.length })}</option>
            ${[...new Set(choices.slice(1))]
              .filter((n) => n !== choices[0])
              .map((n) => html`<option value=${n} ?selected=${String(n) === f.rounds}>${n}</option>`)}
          </select>
        </div>`
      : nothing}
    ${tb.seats.length < min ? html`<p>${t("needPlayers", { n: min })}</p>` : nothing}
    <div class="row-actions">
      <button
        class="btn primary"
        ?disabled=${tb.seats.length < min}
        @click=${() => sh.lobby({ command: "start", rounds: rounds && f.rounds ? Number(f.rounds) : null })}
      >
        ▶ ${t("start")}
      </button>
      <button class="btn ghost" @click=${() => sh.lobby({ command: "leave" })}>${t("leave")}</button>
      ${sh.caps.deleteTable && !sh.preview
        ? html`<button class="btn ghost danger-text" @click=${() => sh.patch({ confirmDelete: true })}>${t("deleteTable")}</button>`
        : nothing}
    </div>
    ${sh.ui.confirmDelete && !sh.preview ? confirmDelete(sh) : nothing}
  `;
}

export function waitingRoom(sh: Shell, tb: TableInfo): TemplateResult {
  const t = sh.t;
  const owner = sh.isOwner(tb) && !sh.s.spectator;
  const info = sh.info(sh.tableGame());
  const min = tb.min_players ?? info?.players[0] ?? 2;
  const max = tb.max_players ?? info?.players[1] ?? 8;
  const summary = optionSummary(info, sh.lang, tb.options ?? {});
  return html`<main class="lobby">
    <section class="panel" aria-labelledby="wait-h">
      <h3 id="wait-h">${tb.name || tb.id}</h3>
      <ul class="seats">
        ${tb.seats.map(
          (x) => html`<li>
            ${avatar(x.seat, x.name || "?", x.kind === "bot")}
            <span style="flex:1">${x.name}</span>
            ${x.you ? html`<span class="tag you">${t("you")}</span>` : nothing}
            ${x.bot ? html`<span class="tag" title=${t("bot")}>${icons.bot} ${levelName(t, x.bot)}</span>` : nothing}
            ${seatControl(sh.s, x.seat, owner, sh.caps) === "remove_bot"
              ? html`<button
                  class="icon-btn"
                  aria-label=${t("removeBot", { name: x.name })}
                  title=${t("removeBot", { name: x.name })}
                  @click=${() => sh.lobby({ command: "table/remove_bot", seat: x.seat })}
                >
                  ✕
                </button>`
              : nothing}
          </li>`,
        )}
      </ul>
      ${summary ? html`<p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">${summary}</p>` : nothing}
      ${owner
        ? ownerControls(sh, tb, min, max)
        : html`<p>${t("waitingForOwner")}</p>
            <button class="btn ghost" @click=${() => sh.lobby({ command: "leave" })}>${t("leave")}</button>`}
    </section>
    ${sh.lanUrl ? html`<section class="panel">${qrCode(sh.lanUrl, t("scanToJoin"))}</section>` : nothing}
  </main>`;
}
