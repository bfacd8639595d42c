// The lobby: your name, the host's tables (join, resume, watch), and a new table: the game
// picker and the chosen game's options form.

import { html, nothing, type TemplateResult } from "lit";
import { inLang, type GameInfo } from "../games/info.js";
import { duckSvg, icons } from "../icons.js";
import { PLAYER_NAME_MAX, TABLE_NAME_MAX, overLimit } from "../names.js";
import { optionFields, optionValues } from "../options.js";
import { qrCode } from "../qr.js";
import type { TableInfo } from "../types.js";
import type { Shell, ShellUi } from "./context.js";
import { optionsForm } from "./options-form.js";
import { store } from "./store.js";
import { when } from "./when.js";

function setForm(sh: Shell, p: Partial<ShellUi["form"]>): void {
  sh.patch({ form: { ...sh.ui.form, ...p } });
  if (p.name !== undefined) store.set("duckdown.name", p.name);
}

/** The game the picker shows: the chosen one while it is offered, else the first. */
export function chosenGame(sh: Shell): GameInfo | undefined {
  const games = sh.games();
  return games.find((g) => g.name === sh.ui.form.game) ?? games[0];
}

function players(sh: Shell, g: GameInfo): string {
  const [min, max] = g.players;
  return min === max ? sh.t("players", { n: min }) : sh.t("playersRange", { min, max });
}

function picker(sh: Shell, games: GameInfo[], chosen: GameInfo): TemplateResult {
  const t = sh.t;
  const about = (g: GameInfo) => html`<b>${inLang(g.title, sh.lang, g.name)}</b>
    <small>${[inLang(g.summary, sh.lang), players(sh, g)].filter(Boolean).join(" · ")}</small>`;
  return html`<div class="field">
    <span class="lbl" id="game-h">${t("game")}</span>
    ${games.length > 1
      ? html`<div class="games" role="radiogroup" aria-labelledby="game-h">
          ${games.map(
            (g) => html`<label class="game-choice">
              <input type="radio" name="game" .checked=${g.name === chosen.name} @change=${() => setForm(sh, { game: g.name })} />
              <span class="about">${about(g)}</span>
            </label>`,
          )}
        </div>`
      : html`<div class="game-one"><span class="about">${about(chosen)}</span></div>`}
    ${sh.hasHowTo(chosen.name) && !sh.preview
      ? html`<div class="row-actions">
          <button class="btn ghost" @click=${() => sh.openHowTo(chosen.name)}>${icons.help} ${t("howToPlay")}</button>
        </div>`
      : nothing}
  </div>`;
}

function tableItem(sh: Shell, tb: TableInfo, name: string, many: boolean): TemplateResult {
  const t = sh.t;
  const status = tb.status === "lobby" ? t("inLobby") : tb.status === "over" ? t("finished") : t("playing");
  const mine = tb.seats.some((x) => x.you);
  const info = tb.ruleset ? sh.info(tb.ruleset) : undefined;
  const joinsRunning = tb.status === "playing" && info?.join === "any_time";
  // a running table's max_seats counts its players only; an any-time game seats more, up to its maximum
  const full = tb.seats.length >= ((joinsRunning ? info?.players[1] : tb.max_players) ?? info?.players[1] ?? 8);
  const open = tb.status === "lobby" || joinsRunning;
  const game = many && info ? [inLang(info.title, sh.lang, info.name)] : [];
  // when it started (or was opened), and who is there: a player whose page is closed is away
  const since = tb.started != null ? t("startedAt", { time: when(tb.started, sh.lang) }) : tb.created != null ? t("openedAt", { time: when(tb.created, sh.lang) }) : null;
  const who = tb.seats.map((x) => (x.connected === false ? t("away", { name: x.name }) : x.name)).join(", ");
  const meta = [...game, t("players", { n: tb.seats.length }), status, ...(since ? [since] : []), who];
  return html`<li>
    <span class="tname">${tb.name || tb.id} <span class="meta">${meta.join(" · ")}</span></span>
    ${mine
      ? html`<button class="btn primary" @click=${() => sh.lobby({ command: "join", table: tb.id, name })}>${t("resume")}</button>`
      : open && !full
        ? html`<button class="btn primary" ?disabled=${!name} @click=${() => sh.lobby({ command: "join", table: tb.id, name })}>${t("join")}</button>`
        : nothing}
    <button class="btn ghost" @click=${() => sh.lobby({ command: "spectate", table: tb.id })}>${t("watch")}</button>
  </li>`;
}

/** A text field with the host's length limit: it says the limit, and a longer value is refused with a word. */
function limitedField(sh: Shell, id: string, label: string, value: string, max: number, set: (v: string) => void, extra: Partial<{ placeholder: string; autocomplete: string; note: string }> = {}): TemplateResult {
  const t = sh.t;
  const over = overLimit(value, max);
  return html`<div class="field" style=${id === "name" ? "margin:0" : ""}>
    <label for=${id}>${label}</label>
    <input
      id=${id}
      type="text"
      .value=${value}
      placeholder=${extra.placeholder ?? ""}
      autocomplete=${extra.autocomplete ?? "off"}
      aria-invalid=${over ? "true" : "false"}
      aria-describedby=${`${id}-note`}
      @input=${(e: Event) => set((e.target as HTMLInputElement).value)}
    />
    <small id=${`${id}-note`} class=${over ? "too-long" : ""} role=${over ? "alert" : nothing}>
      ${over ? t("tooLong", { max, n: over }) : [extra.note, t("nameLimit", { max })].filter(Boolean).join(" ")}
    </small>
  </div>`;
}

/** The player's name as the tables take it: null while it is empty or too long. */
function playerName(sh: Shell): string | null {
  const name = sh.ui.form.name.trim();
  return name && overLimit(name, PLAYER_NAME_MAX) === null ? name : null;
}

function newTable(sh: Shell, name: string): TemplateResult {
  const t = sh.t;
  const f = sh.ui.form;
  const games = sh.games();
  const chosen = chosenGame(sh);
  if (!chosen) return html`<p>${t("noGames")}</p>`;
  const chosenOptions = f.options[chosen.name] ?? {};
  const fields = optionFields(chosen, sh.lang, chosenOptions);
  const setOption = (key: string, value: unknown) =>
    setForm(sh, { options: { ...f.options, [chosen.name]: { ...chosenOptions, [key]: value } } });
  const create = () => {
    const player = f.name.trim();
    sh.lobby({
      command: "create",
      name: player,
      ruleset: chosen.name,
      options: optionValues(chosen, fields),
      tableName: f.tableName.trim() || `${player}'s table`,
    });
  };
  return html`${picker(sh, games, chosen)}
    ${limitedField(sh, "tname", t("tableName"), f.tableName, TABLE_NAME_MAX, (v) => setForm(sh, { tableName: v }), { placeholder: name ? `${name}'s table` : "" })}
    ${optionsForm(fields, setOption)}
    <div class="row-actions" style="margin-top:8px">
      <button class="btn primary" ?disabled=${!name || overLimit(f.tableName, TABLE_NAME_MAX) !== null} @click=${create}>${t("create")}</button>
    </div>`;
}

export function lobby(sh: Shell): TemplateResult {
  const t = sh.t;
  const f = sh.ui.form;
  const name = playerName(sh) ?? "";
  const many = sh.games().length > 1;
  return html`<main class="lobby">
    <div class="hero">
      ${duckSvg()}
      <div>
        <h2>${t("title")}</h2>
        <p>${t("tagline")}</p>
      </div>
    </div>
    <section class="panel name-panel">
      ${limitedField(sh, "name", t("yourName"), f.name, PLAYER_NAME_MAX, (v) => setForm(sh, { name: v }), {
        autocomplete: "nickname",
        note: f.name.trim() ? "" : t("nameFirst"),
      })}
    </section>
    <section class="panel" aria-labelledby="tables-h">
      <h3 id="tables-h">${t("tables")}</h3>
      ${sh.s.tables.length
        ? html`<ul class="table-list">
            ${sh.s.tables.map((tb) => tableItem(sh, tb, name, many))}
          </ul>`
        : html`<p>${t("noTables")}</p>`}
      ${sh.lanUrl ? html`<div style="margin-top:14px">${qrCode(sh.lanUrl, t("scanToJoin"))}</div>` : nothing}
    </section>
    <section class="panel" aria-labelledby="new-h">
      <h3 id="new-h">${t("newTable")}</h3>
      ${newTable(sh, name)}
    </section>
  </main>`;
}
