// <duck-down-table>: the whole Duck Down table (lobby, game, results) as one web component.
// Views in (properties), actions out (events). It never talks to a transport itself.

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { classMap } from "lit/directives/class-map.js";
import { ref } from "lit/directives/ref.js";
import { cardFace, duckSvg, emptyPlace, icons, seatColor } from "./cards.js";
import { scoreChart } from "./chart.js";
import { LANGUAGES, cardName, errorText, pickLang, translator, type Lang, type T } from "./i18n.js";
import { describeEvent } from "./log.js";
import { qrCode } from "./qr.js";
import { play, unlockAudio } from "./sound.js";
import {
  can,
  currentView,
  eyeSet,
  initialState,
  isGameOver,
  isMyTurn,
  middleLevel,
  mySeat,
  ownSlotMode,
  otherSlotTappable,
  reduce,
  remainingMs,
  seatControl,
  seatName,
  standings,
  tapSlot,
  visibleResult,
  type ConnectionStatus,
  type UiMsg,
  type UiState,
} from "./state.js";
import { styles } from "./styles.js";
import { ALL_CAPABILITIES } from "./types.js";
import type {
  Action,
  Capabilities,
  Card,
  GameEvent,
  LobbyCommand,
  PublicView,
  RoundResult,
  SeatView,
  TableInfo,
  TableOptions,
} from "./types.js";

export const DEFAULT_BOT_LEVELS = ["random", "easy", "medium", "hard"];

const store = {
  get(k: string): string | null {
    try {
      return globalThis.localStorage?.getItem(k) ?? null;
    } catch {
      return null;
    }
  },
  set(k: string, v: string): void {
    try {
      globalThis.localStorage?.setItem(k, v);
    } catch {
      /* private mode: preferences are not kept */
    }
  },
};

function reducedMotion(): boolean {
  return !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

/** A seat's round badge: a bot's own seat shows the robot, so "Bot 3" and "Ben" don't both read "B". */
function avatar(seat: number, name: string, bot: boolean): TemplateResult {
  return html`<span class="avatar" style="background:${seatColor(seat)}">${bot ? icons.bot : name.slice(0, 1).toUpperCase()}</span>`;
}

function isBotSeat(s: UiState, seat: number): boolean {
  return s.table?.seats.find((x) => x.seat === seat)?.kind === "bot";
}

export class DuckDownTable extends LitElement {
  static override styles = styles;

  static override properties = {
    publicView: { attribute: false },
    seatView: { attribute: false },
    table: { attribute: false },
    tables: { attribute: false },
    events: { attribute: false },
    connection: { type: String },
    language: { type: String },
    sound: { type: Boolean },
    lanUrl: { type: String, attribute: "lan-url" },
    botLevels: { attribute: false },
    error: { attribute: false },
    spectator: { type: Boolean },
    noLobby: { type: Boolean, attribute: "no-lobby" },
    capabilities: { attribute: false },
    _s: { state: true },
    _levels: { state: true },
    _confirmDelete: { state: true },
    _tick: { state: true },
    _form: { state: true },
    _banner: { state: true },
    _hidePodium: { state: true },
    _starting: { state: true },
  };

  /** The public view of the table (spectators, the wall tablet). */
  publicView: PublicView | null = null;
  /** This client's seat view (the public view plus its own cards and `legal`). */
  seatView: SeatView | null = null;
  /** Lobby information about the table this client sits at or watches. */
  table: TableInfo | null = null;
  /** All tables on the host, for the lobby. */
  tables: TableInfo[] = [];
  /** Events as they arrive (append to a new array, or call addEvent()). */
  events: GameEvent[] = [];
  connection: ConnectionStatus = "open";
  /** "en" | "de" | "nl"; empty: the stored choice, else the browser's language. */
  language = "";
  /** Sounds on? Defaults to the stored preference, else on. */
  sound = store.get("duckdown.sound") !== "off";
  lanUrl = "";
  botLevels: string[] = DEFAULT_BOT_LEVELS;
  error: { code: string; message: string } | null = null;
  spectator = false;
  /** Hide the lobby (a card that only shows one table). */
  noLobby = false;
  /** The seat and table commands the transport can carry out; the others are not offered. */
  capabilities: Capabilities = ALL_CAPABILITIES;

  private _s: UiState = initialState();
  private _tick = 0;
  private _form = {
    name: store.get("duckdown.name") ?? "",
    tableName: "",
    PeekTime: 10,
    TurnTime: 60,
    CallPenalty: 0,
    KeepKnown: false,
    level: "medium",
    rounds: "",
  };
  private _banner: { seat: number; n: number } | null = null;
  private _hidePodium = false;
  private _starting = false;
  /** seat -> the bot level chosen for handing it to a bot */
  private _levels: Record<number, string> = {};
  private _confirmDelete = false;
  private _seen = new WeakSet<object>();
  private _slots = new Map<string, Element>();
  private _stacks = new Map<string, Element>();
  private _lastAnim = 0;
  private _lastCue = 0;
  private _lastTickSecond = -1;
  private _sentAt = -Infinity;
  private _timer: ReturnType<typeof setInterval> | undefined;

  // ------------------------------------------------------------ public API

  /** The UI state (read only), for tests and embedding pages. */
  get uiState(): UiState {
    return this._s;
  }

  /** Feed one event. */
  addEvent(e: GameEvent): void {
    if (this._seen.has(e)) return;
    this._seen.add(e);
    this.dispatch({ type: "event", event: e });
  }

  private dispatch(m: UiMsg): void {
    this._s = reduce(this._s, m);
  }

  private get t(): T {
    const nav = globalThis.navigator?.languages ?? [];
    return translator(pickLang(this.language || store.get("duckdown.lang"), nav));
  }

  private get langCode(): Lang {
    return pickLang(this.language || store.get("duckdown.lang"), globalThis.navigator?.languages ?? []);
  }

  // ------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    this._timer = setInterval(() => this.onTick(), 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this._timer) clearInterval(this._timer);
  }

  private onTick(): void {
    const left = remainingMs(this._s, now());
    if (left === null) return;
    this._tick++;
    const sec = Math.ceil(left / 1000);
    if (isMyTurn(this._s) && sec <= 5 && sec > 0 && sec !== this._lastTickSecond && this.sound) play("tick");
    this._lastTickSecond = sec;
  }

  protected override willUpdate(ch: PropertyValues<this>): void {
    const at = now();
    const wasOver = isGameOver(this._s);
    if (ch.has("connection")) this.dispatch({ type: "connection", status: this.connection });
    if (ch.has("tables")) this.dispatch({ type: "tables", tables: this.tables ?? [] });
    if (ch.has("table") || ch.has("spectator")) {
      const prevId = this._s.table?.id;
      this.dispatch({ type: "table", table: this.table, spectator: this.spectator });
      if (this.table?.id !== prevId) {
        this._hidePodium = false;
        this._levels = {};
        this._confirmDelete = false;
      }
    }
    if (ch.has("publicView") && this.publicView) this.dispatch({ type: "public", view: this.publicView, at });
    if (ch.has("seatView") && this.seatView) {
      this.dispatch({ type: "seat", view: this.seatView, at });
      this._sentAt = -Infinity;
    }
    if (ch.has("error") && this.error) this._sentAt = -Infinity;
    if (ch.has("events")) for (const e of this.events ?? []) this.addEvent(e);
    if (ch.has("error")) this.dispatch({ type: "error", error: this.error });
    if (ch.has("error") && this.error) this._starting = false; // Play again was refused
    if (wasOver && !isGameOver(this._s)) {
      // a new game at this table (play again): its end gets a podium of its own
      this._hidePodium = false;
      this._starting = false;
    }
  }

  protected override updated(): void {
    const a = this._s.anim;
    if (a && a.n !== this._lastAnim) {
      this._lastAnim = a.n;
      this.animate_(a.kind, a);
      if (a.kind === "call") {
        this._banner = { seat: a.seat, n: a.n };
        setTimeout(() => {
          if (this._banner?.n === a.n) this._banner = null;
        }, 2300);
      }
    }
    const c = this._s.cue;
    if (c && c.n !== this._lastCue) {
      this._lastCue = c.n;
      if (this.sound) play(c.name);
    }
    const auto = this.renderRoot.querySelector<HTMLElement>(".dialog [autofocus]");
    if (auto && !auto.dataset["focused"]) {
      auto.dataset["focused"] = "1";
      auto.focus({ preventScroll: true });
    }
  }

  // ------------------------------------------------------------ output

  private emitAction(action: Action): void {
    unlockAudio();
    // One action per decision: a double tap must not send a second (illegal) one.
    const t = now();
    if (t - this._sentAt < 2500) return;
    this._sentAt = t;
    this.dispatchEvent(new CustomEvent("duck-down-action", { detail: action, bubbles: true, composed: true }));
  }

  private emitLobby(cmd: LobbyCommand): void {
    unlockAudio();
    this.dispatchEvent(new CustomEvent("duck-down-lobby", { detail: cmd, bubbles: true, composed: true }));
  }

  private tap(seat: number, slot: number): void {
    const [s, action] = tapSlot(this._s, seat, slot);
    this._s = s;
    if (action) this.emitAction(action);
  }

  // ------------------------------------------------------------ animation

  private animate_(kind: string, a: { seat: number; slot?: number; other_seat?: number; other_slot?: number }): void {
    if (reducedMotion()) return;
    const el = (k: string) => this._slots.get(k)?.querySelector(".card") as HTMLElement | null | undefined;
    const run = (e: Element | null | undefined, frames: Keyframe[], ms: number) =>
      e && typeof (e as HTMLElement).animate === "function" && (e as HTMLElement).animate(frames, { duration: ms, easing: "ease-out" });
    switch (kind) {
      case "swap": {
        const frames = [
          { transform: "scale(1)", boxShadow: "0 0 0 0 #fab005" },
          { transform: "scale(1.18) rotate(-8deg)", boxShadow: "0 0 0 6px #fab005" },
          { transform: "scale(1.18) rotate(8deg)", boxShadow: "0 0 0 6px #fab005" },
          { transform: "scale(1)", boxShadow: "0 0 0 0 #fab005" },
        ];
        run(el(`${a.seat}:${a.slot}`), frames, 900);
        run(el(`${a.other_seat}:${a.other_slot}`), frames, 900);
        break;
      }
      case "replace":
        run(el(`${a.seat}:${a.slot}`), [{ transform: "rotateY(90deg) scale(.8)" }, { transform: "rotateY(0) scale(1)" }], 450);
        run(this._stacks.get("pile")?.querySelector(".card"), [{ transform: "translateY(-30px) scale(1.2)", opacity: 0.3 }, { transform: "none", opacity: 1 }], 450);
        break;
      case "draw":
      case "take":
        run(this._stacks.get("held")?.querySelector(".card"), [
          { transform: `translate(${kind === "draw" ? -70 : 70}px, 0) scale(.6) rotate(-20deg)`, opacity: 0.2 },
          { transform: "rotate(4deg)", opacity: 1 },
        ], 420);
        break;
      case "throw":
        run(this._stacks.get("pile")?.querySelector(".card"), [{ transform: "translateY(-40px) rotate(25deg) scale(1.15)", opacity: 0.2 }, { transform: "none", opacity: 1 }], 420);
        break;
      case "peek":
        run(el(`${a.seat}:${a.slot}`), [{ transform: "translateY(0)" }, { transform: "translateY(-14px) rotate(-6deg)" }, { transform: "translateY(0)" }], 700);
        break;
      case "deal":
        for (const [i, e] of [...this._slots.values()].entries())
          run(e.querySelector(".card"), [{ transform: "translate(0,-60px) scale(.4)", opacity: 0 }, { transform: "none", opacity: 1 }], 300 + i * 40);
        break;
    }
  }

  // ------------------------------------------------------------ render: shell

  override render(): TemplateResult {
    const t = this.t;
    const s = this._s;
    const v = currentView(s);
    return html`
      ${this.renderHeader(t, v)}
      ${s.connection !== "open"
        ? html`<div class="banner warn" role="status">${s.connection === "connecting" ? t("connecting") : t("offline")}</div>`
        : nothing}
      ${s.error
        ? html`<div class="banner error" role="alert">
            <span>${errorText(t, s.error.code, s.error.message)}</span>
            <button class="icon-btn" aria-label=${t("close")} @click=${() => this.clearError()}>✕</button>
          </div>`
        : nothing}
      ${!s.table || !v
        ? s.table && !v
          ? this.renderWaitingRoom(t, s.table)
          : this.noLobby
            ? nothing
            : this.renderLobby(t)
        : this.renderGame(t, s, v)}
    `;
  }

  private clearError(): void {
    this.error = null;
    this.dispatch({ type: "error", error: null });
    this.requestUpdate();
  }

  private renderHeader(t: T, v: PublicView | null): TemplateResult {
    return html`<header class="bar">
      ${duckSvg("logo")}
      <h1>${t("title")}</h1>
      ${v ? html`<span class="round">${t("round", { r: v.round, n: v.rounds })}</span>` : nothing}
      <span class="spacer"></span>
      <button
        class="icon-btn"
        aria-pressed=${this.sound ? "true" : "false"}
        aria-label=${this.sound ? t("soundOn") : t("soundOff")}
        title=${this.sound ? t("soundOn") : t("soundOff")}
        @click=${this.toggleSound}
      >
        ${this.sound ? icons.soundOn : icons.soundOff}
      </button>
      <select aria-label=${t("language")} @change=${this.changeLang}>
        ${Object.keys(LANGUAGES).map(
          (l) => html`<option value=${l} ?selected=${l === this.langCode}>${l.toUpperCase()}</option>`,
        )}
      </select>
    </header>`;
  }

  private toggleSound = (): void => {
    this.sound = !this.sound;
    store.set("duckdown.sound", this.sound ? "on" : "off");
    if (this.sound) {
      unlockAudio();
      play("quack");
    }
  };

  private changeLang = (e: Event): void => {
    const l = (e.target as HTMLSelectElement).value;
    store.set("duckdown.lang", l);
    this.language = l;
  };

  // ------------------------------------------------------------ render: lobby

  private setForm(k: keyof DuckDownTable["_form"], value: string | number | boolean): void {
    this._form = { ...this._form, [k]: value };
    if (k === "name") store.set("duckdown.name", String(value));
  }

  private num(k: "PeekTime" | "TurnTime" | "CallPenalty") {
    return (e: Event) => this.setForm(k, Math.max(0, Math.round(Number((e.target as HTMLInputElement).value) || 0)));
  }

  private renderLobby(t: T): TemplateResult {
    const f = this._form;
    const name = f.name.trim();
    return html`<main class="lobby">
      <div class="hero">
        ${duckSvg()}
        <div>
          <h2>${t("title")}</h2>
          <p>${t("tagline")}</p>
        </div>
      </div>
      <section class="panel name-panel">
        <div class="field" style="margin:0">
          <label for="name">${t("yourName")}</label>
          <input
            id="name"
            type="text"
            maxlength="32"
            autocomplete="nickname"
            .value=${f.name}
            @input=${(e: Event) => this.setForm("name", (e.target as HTMLInputElement).value)}
          />
          ${name ? nothing : html`<small>${t("nameFirst")}</small>`}
        </div>
      </section>
      <section class="panel" aria-labelledby="tables-h">
        <h3 id="tables-h">${t("tables")}</h3>
        ${this._s.tables.length
          ? html`<ul class="table-list">
              ${this._s.tables.map((tb) => this.renderTableItem(t, tb, name))}
            </ul>`
          : html`<p>${t("noTables")}</p>`}
        ${this.lanUrl ? html`<div style="margin-top:14px">${qrCode(this.lanUrl, t("scanToJoin"))}</div>` : nothing}
      </section>
      <section class="panel" aria-labelledby="new-h">
        <h3 id="new-h">${t("newTable")}</h3>
        <div class="field">
          <label for="tname">${t("tableName")}</label>
          <input
            id="tname"
            type="text"
            maxlength="32"
            .value=${f.tableName}
            placeholder=${name ? `${name}'s table` : ""}
            @input=${(e: Event) => this.setForm("tableName", (e.target as HTMLInputElement).value)}
          />
        </div>
        <div class="grid2">
          <div class="field">
            <label for="peek">${t("peekTime")}</label>
            <input id="peek" type="number" min="0" max="600" inputmode="numeric" .value=${String(f.PeekTime)} @change=${this.num("PeekTime")} />
          </div>
          <div class="field">
            <label for="turn">${t("turnTime")}</label>
            <input id="turn" type="number" min="0" max="3600" inputmode="numeric" .value=${String(f.TurnTime)} @change=${this.num("TurnTime")} />
          </div>
        </div>
        <div class="field">
          <small>${t("noLimit")}</small>
        </div>
        <div class="field">
          <label for="pen">${t("callPenalty")}</label>
          <input id="pen" type="number" min="0" max="100" inputmode="numeric" .value=${String(f.CallPenalty)} @change=${this.num("CallPenalty")} />
        </div>
        <label class="check">
          <input
            type="checkbox"
            .checked=${f.KeepKnown}
            @change=${(e: Event) => this.setForm("KeepKnown", (e.target as HTMLInputElement).checked)}
          />
          ${t("keepKnown")}
        </label>
        <div class="row-actions" style="margin-top:8px">
          <button class="btn primary" ?disabled=${!name} @click=${this.createTable}>${t("create")}</button>
        </div>
      </section>
    </main>`;
  }

  private renderTableItem(t: T, tb: TableInfo, name: string): TemplateResult {
    const status = tb.status === "lobby" ? t("inLobby") : tb.status === "over" ? t("finished") : t("playing");
    const mine = tb.seats.some((x) => x.you);
    const full = tb.seats.length >= (tb.max_players ?? 8);
    return html`<li>
      <span class="tname"
        >${tb.name || tb.id}
        <span class="meta">${t("players", { n: tb.seats.length })} · ${status} · ${tb.seats.map((x) => x.name).join(", ")}</span></span
      >
      ${mine
        ? html`<button class="btn primary" @click=${() => this.emitLobby({ command: "join", table: tb.id, name })}>${t("resume")}</button>`
        : tb.status === "lobby" && !full
          ? html`<button class="btn primary" ?disabled=${!name} @click=${() => this.emitLobby({ command: "join", table: tb.id, name })}>
              ${t("join")}
            </button>`
          : nothing}
      <button class="btn ghost" @click=${() => this.emitLobby({ command: "spectate", table: tb.id })}>${t("watch")}</button>
    </li>`;
  }

  private createTable = (): void => {
    const f = this._form;
    const options: TableOptions = {
      peek_time: f.PeekTime,
      turn_time: f.TurnTime,
      call_penalty: f.CallPenalty,
      keep_known: f.KeepKnown,
    };
    const name = f.name.trim();
    this.emitLobby({ command: "create", name, options, tableName: f.tableName.trim() || `${name}'s table` });
  };

  private isOwner(tb: TableInfo): boolean {
    if (typeof tb.owner === "boolean") return tb.owner;
    const me = mySeat(this._s);
    return me !== null && tb.owner_seat === me;
  }

  private renderWaitingRoom(t: T, tb: TableInfo): TemplateResult {
    const owner = this.isOwner(tb) && !this._s.spectator;
    const min = tb.min_players ?? 2;
    const max = tb.max_players ?? 8;
    const choices = tb.round_choices?.length ? tb.round_choices : [1, 3, 5, 10];
    const f = this._form;
    const o = tb.options ?? {};
    return html`<main class="lobby">
      <section class="panel" aria-labelledby="wait-h">
        <h3 id="wait-h">${tb.name || tb.id}</h3>
        <ul class="seats">
          ${tb.seats.map(
            (x) => html`<li>
              ${avatar(x.seat, x.name || "?", x.kind === "bot")}
              <span style="flex:1">${x.name}</span>
              ${x.you ? html`<span class="tag you">${t("you")}</span>` : nothing}
              ${x.bot ? html`<span class="tag" title=${t("bot")}>${icons.bot} ${this.levelName(t, x.bot)}</span>` : nothing}
              ${seatControl(this._s, x.seat, owner, this.capabilities) === "remove_bot"
                ? html`<button
                    class="icon-btn"
                    aria-label=${t("removeBot", { name: x.name })}
                    title=${t("removeBot", { name: x.name })}
                    @click=${() => this.emitLobby({ command: "table/remove_bot", seat: x.seat })}
                  >
                    ✕
                  </button>`
                : nothing}
            </li>`,
          )}
        </ul>
        <p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">
          ${t("peekTime")}: ${o.peek_time ?? 10} · ${t("turnTime")}: ${o.turn_time ?? 60} · ${t("callPenalty")}: ${o.call_penalty ?? 0}
          ${o.keep_known ? html` · ${t("keepKnown")}` : nothing}
        </p>
        ${owner
          ? html`
              <div class="field">
                <label for="level">${t("botLevel")}</label>
                <div class="row-actions">
                  <select id="level" style="flex:1" @change=${(e: Event) => this.setForm("level", (e.target as HTMLSelectElement).value)}>
                    ${this.botLevels.map((l) => html`<option value=${l} ?selected=${l === f.level}>${this.levelName(t, l)}</option>`)}
                  </select>
                  <button
                    class="btn"
                    ?disabled=${tb.seats.length >= max}
                    @click=${() => this.emitLobby({ command: "add_bot", level: f.level })}
                  >
                    ${icons.robotAdd} ${t("addBot")}
                  </button>
                </div>
              </div>
              <div class="field">
                <label for="rounds">${t("rounds")}</label>
                <select id="rounds" @change=${(e: Event) => this.setForm("rounds", (e.target as HTMLSelectElement).value)}>
                  <option value="" ?selected=${f.rounds === ""}>${t("roundsDefault", { n: choices[0] ?? tb.seats.length })}</option>
                  ${[...new Set(choices.slice(1))]
                    .filter((n) => n !== choices[0])
                    .map((n) => html`<option value=${n} ?selected=${String(n) === f.rounds}>${n}</option>`)}
                </select>
              </div>
              ${tb.seats.length < min ? html`<p>${t("needPlayers", { n: min })}</p>` : nothing}
              <div class="row-actions">
                <button
                  class="btn primary"
                  ?disabled=${tb.seats.length < min}
                  @click=${() => this.emitLobby({ command: "start", rounds: f.rounds ? Number(f.rounds) : null })}
                >
                  ▶ ${t("start")}
                </button>
                <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${t("leave")}</button>
                ${this.capabilities.deleteTable
                  ? html`<button class="btn ghost danger-text" @click=${() => (this._confirmDelete = true)}>${t("deleteTable")}</button>`
                  : nothing}
              </div>
              ${this._confirmDelete ? this.renderConfirmDelete(t) : nothing}
            `
          : html`<p>${t("waitingForOwner")}</p>
              <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${t("leave")}</button>`}
      </section>
      ${this.lanUrl ? html`<section class="panel">${qrCode(this.lanUrl, t("scanToJoin"))}</section>` : nothing}
    </main>`;
  }

  private renderConfirmDelete(t: T): TemplateResult {
    const close = () => (this._confirmDelete = false);
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
              this.emitLobby({ command: "table/delete" });
            }}
          >
            ${t("deleteYes")}
          </button>
        </div>
      </div>
    </div>`;
  }

  /** The level chosen for handing `seat` to a bot (the middle one until changed). */
  private levelFor(seat: number): string {
    const l = this._levels[seat];
    return l && this.botLevels.includes(l) ? l : middleLevel(this.botLevels);
  }

  /**
   * The seat command on a row during a game: hand the seat to a bot (level picker and button),
   * or take it back. `own`: the player's own row, whose hand-over sits in a small menu.
   */
  private renderSeatControl(t: T, seat: number, own: boolean): TemplateResult | typeof nothing {
    const tb = this._s.table;
    if (!tb) return nothing;
    const ctl = seatControl(this._s, seat, this.isOwner(tb), this.capabilities);
    if (ctl === "take_back")
      return html`<button class="btn small" @click=${() => this.emitLobby({ command: "seat/take_back", seat })}>${t("takeBack")}</button>`;
    if (ctl !== "bot") return nothing;
    const level = this.levelFor(seat);
    const name = seatName(this._s, seat);
    const picker = html`<span class="seat-ctl">
      <select
        aria-label=${t("botLevelFor", { name: own ? t("you") : name })}
        @change=${(e: Event) => (this._levels = { ...this._levels, [seat]: (e.target as HTMLSelectElement).value })}
      >
        ${this.botLevels.map((l) => html`<option value=${l} ?selected=${l === level}>${this.levelName(t, l)}</option>`)}
      </select>
      <button class="btn small" @click=${() => this.emitLobby({ command: "seat/bot", seat, level: this.levelFor(seat) })}>
        ${icons.bot} ${own ? t("letBotPlayMe") : t("letBotPlay")}
      </button>
    </span>`;
    return own
      ? html`<details class="seat-menu">
          <summary aria-label=${t("seatMenu")} title=${t("seatMenu")}>⋯</summary>
          ${picker}
        </details>`
      : picker;
  }

  private levelName(t: T, level: string): string {
    const k = `level_${level}` as const;
    return k === "level_random" || k === "level_easy" || k === "level_medium" || k === "level_hard" ? t(k) : level;
  }

  // ------------------------------------------------------------ render: game

  private renderGame(t: T, s: UiState, v: PublicView): TemplateResult {
    const me = mySeat(s);
    const seated = me !== null && !!s.mine;
    const order: number[] = [];
    for (let i = 1; i <= v.players; i++) {
      const seat = seated ? (me! + i) % v.players : i - 1;
      if (!seated || seat !== me) order.push(seat);
    }
    const result = visibleResult(s);
    const over = isGameOver(s) && !!v.winners;
    return html`<main class="game">
      <section class="felt" aria-label=${t("title")}>
        ${this.renderStatus(t, s, v)}
        <div class="opponents ${seated ? "" : "all"}" role="list">${order.map((seat) => this.renderOpponent(t, s, v, seat, !seated))}</div>
        ${this.renderCenter(t, s, v)}
        ${seated ? this.renderMe(t, s, v, me!) : html`<p style="text-align:center;margin:0;opacity:.9">${icons.eyes} ${t("spectating")}</p>`}
      </section>
      ${seated ? this.renderActions(t, s, v) : nothing}
      <aside class="side">${this.renderSide(t, s, v)}</aside>
      ${s.confirmCall ? this.renderConfirm(t) : nothing}
      ${result && !over ? this.renderResult(t, v, result) : nothing}
      ${over && !this._hidePodium ? this.renderPodium(t, v) : nothing}
      ${this._banner
        ? html`<div class="call-banner" role="status">${duckSvg()} ${t("called", { name: this.nameOf(this._banner.seat) })}</div>`
        : nothing}
    </main>`;
  }

  private nameOf(seat: number): string {
    const me = mySeat(this._s);
    return seat === me ? this.t("you") : seatName(this._s, seat);
  }

  private renderStatus(t: T, s: UiState, v: PublicView): TemplateResult {
    const me = mySeat(s);
    const mine = s.mine;
    let title = "";
    let hint = "";
    if (v.phase === "peek") {
      const ready = me !== null && !!v.ready?.[me];
      title = me === null ? t("lookPhase") : ready ? t("waitingOthers") : t("lookPhase");
      hint = me !== null && !ready ? t("lookHint") : "";
    } else if (v.phase === "over") {
      title = t("gameOver");
    } else if (v.turn) {
      const myTurn = isMyTurn(s);
      title = myTurn ? t("yourTurn") : t("turnOf", { name: seatName(s, v.turn.seat) });
      if (myTurn && mine) hint = this.hint(t, s, mine);
    }
    if (v.caller !== null && v.caller !== undefined && v.phase === "turn" && !isMyTurn(s)) {
      const names = v.last_turns.map((x) => this.nameOf(x)).join(", ");
      hint = [hint, t("called", { name: this.nameOf(v.caller) }) + (names ? " " + t("lastTurns", { names }) : "")]
        .filter(Boolean)
        .join(" · ");
    }
    const left = remainingMs(s, now());
    void this._tick;
    return html`<div class="status" role="status" aria-live="polite">
      ${left !== null ? this.renderRing(t, left, s.clock?.total ?? null) : html`<span>${duckSvg("logo")}</span>`}
      <div class="msg"><b>${title}</b>${hint ? html`<span>${hint}</span>` : nothing}</div>
    </div>`;
  }

  private hint(t: T, s: UiState, v: SeatView): string {
    if (v.turn?.step === "start") return t("drawHint");
    const held = v.held;
    if (!held) return "";
    const c = held.card;
    if (typeof c === "number") return held.source === "pile" ? t("takenHint") : t("replaceHint");
    if (c === "peek") return t("peekHint");
    if (c === "double") return t("doubleHint");
    if (c === "swap") {
      if (s.selection?.mine !== undefined) return t("swapPickOther");
      if (s.selection?.other) return t("swapPickMine");
      return t("swapHint");
    }
    return "";
  }

  private renderRing(t: T, left: number, total: number | null): TemplateResult {
    const sec = Math.ceil(left / 1000);
    const r = 19;
    const circ = 2 * Math.PI * r;
    const frac = total ? Math.max(0, Math.min(1, left / total)) : 1;
    return html`<span class="ring ${sec <= 10 ? "low" : ""}" aria-label=${t("secondsLeft", { n: sec })}>
      <svg viewBox="0 0 46 46" aria-hidden="true">
        <circle class="bg" cx="23" cy="23" r=${r}></circle>
        <circle class="fg" cx="23" cy="23" r=${r} stroke-dasharray=${circ} stroke-dashoffset=${circ * (1 - frac)}></circle>
      </svg>
      ${sec}
    </span>`;
  }

  private tagsFor(t: T, s: UiState, v: PublicView, seat: number): TemplateResult {
    const info = s.table?.seats.find((x) => x.seat === seat);
    const turn = v.phase === "turn" && v.turn?.seat === seat;
    return html`<span class="tags">
      ${turn ? html`<span class="tag turn">▶</span>` : nothing}
      ${v.caller === seat ? html`<span class="tag called">${duckSvg("ic")} Duck Down</span>` : nothing}
      ${v.last_turns.includes(seat) ? html`<span class="tag last">${t("lastTurn")}</span>` : nothing}
      ${v.phase === "peek" && v.ready?.[seat] ? html`<span class="tag">✓ ${t("isReady")}</span>` : nothing}
      ${info?.bot ? html`<span class="tag">${icons.bot} ${this.levelName(t, info.bot)}</span>` : nothing}
      ${info && info.connected === false && !info.bot ? html`<span class="tag" title="offline">${icons.away}</span>` : nothing}
    </span>`;
  }

  private renderOpponent(t: T, s: UiState, v: PublicView, seat: number, spectating: boolean): TemplateResult {
    const name = seatName(s, seat);
    const row = v.rows[seat] ?? [null, null, null, null];
    const turn = v.phase === "turn" && v.turn?.seat === seat;
    return html`<div class="opp ${turn ? "turn" : ""}" role="listitem" aria-label=${name}>
      ${avatar(seat, name, isBotSeat(s, seat))}
      <span class="who">
        <span class="name">${name}</span>
        ${this.tagsFor(t, s, v, seat)}
        <span class="score-pill">${t("total")}: ${v.totals[seat] ?? 0}</span>
      </span>
      <span class="slots">${row.map((c, i) => this.renderSlot(t, s, v, seat, i, c, spectating ? "m" : "s"))}</span>
      ${this.renderSeatControl(t, seat, false)}
    </div>`;
  }

  /** One slot: a fixed position. Its label names the position, and the card only when visible. */
  private renderSlot(t: T, s: UiState, v: PublicView, seat: number, slot: number, card: Card, size: "s" | "m" | "l"): TemplateResult {
    const me = mySeat(s);
    const own = seat === me;
    const mode = own ? ownSlotMode(s) : otherSlotTappable(s) ? "swap" : null;
    const sel = s.selection;
    const selected = (own && sel?.mine === slot) || (!own && sel?.other?.[0] === seat && sel.other[1] === slot);
    const last = v.last;
    const touched =
      !!last &&
      ((last.seat === seat && last.slot === slot) || (last.other_seat === seat && last.other_slot === slot)) &&
      ["swap", "replace", "peek"].includes(last.type);
    const eye = card !== null && eyeSet(s).has(`${seat}:${slot}`);
    const look = own && card !== null && v.phase === "peek";
    const peeking = own && card !== null && v.phase === "turn" && !eye;
    const label =
      (own ? t("yourCard", { n: slot + 1 }) : t("cardOf", { name: seatName(s, seat), n: slot + 1 })) +
      ": " +
      cardName(t, card) +
      (eye ? ` (${t("known")})` : "");
    const cls = { slot: true, target: !!mode, selected, touched, look, peeking };
    const face = cardFace(card, t, { size, eye });
    const key = `${seat}:${slot}`;
    const keep = (e?: Element) => {
      if (e) this._slots.set(key, e);
      else this._slots.delete(key);
    };
    return mode
      ? html`<button class=${classMap(cls)} aria-label=${label} aria-pressed=${selected ? "true" : "false"} @click=${() => this.tap(seat, slot)} ${ref(keep)}>${face}</button>`
      : html`<span class=${classMap(cls)} role="img" aria-label=${label} ${ref(keep)}>${face}</span>`;
  }

  private renderCenter(t: T, s: UiState, v: PublicView): TemplateResult {
    const me = mySeat(s);
    const top = v.pile.length ? v.pile[v.pile.length - 1]! : undefined;
    const canDraw = can(s, "draw");
    const canTake = can(s, "take");
    const keep = (k: string) => (e?: Element) => {
      if (e) this._stacks.set(k, e);
      else this._stacks.delete(k);
    };
    const deck = html`<span class="deck-pile">${v.deck > 0 ? html`${cardFace(null, t, { size: "m" })}${v.deck > 1 ? cardFace(null, t, { size: "m" }) : nothing}` : emptyPlace("m")}</span>
      <span class="cap">${t("deck")} · ${t("cardsLeft", { n: v.deck })}</span>`;
    const pile = html`${top === undefined ? emptyPlace("m", t("emptyPile")) : cardFace(top, t, { size: "m" })}
      <span class="cap">${t("pile")}</span>`;
    const held = v.held;
    const heldMine = !!held && held.seat === me;
    return html`<div class="center">
        ${canDraw
          ? html`<button class="stack can" aria-label=${t("draw")} @click=${() => this.emitAction({ type: "draw" })} ${ref(keep("deck"))}>${deck}</button>`
          : html`<span class="stack" ${ref(keep("deck"))}>${deck}</span>`}
        ${canTake
          ? html`<button class="stack can" aria-label=${t("take", { card: cardName(t, top) })} @click=${() => this.emitAction({ type: "take" })} ${ref(keep("pile"))}>${pile}</button>`
          : html`<span class="stack" ${ref(keep("pile"))} aria-label=${t("pile") + ": " + (top === undefined ? t("emptyPile") : cardName(t, top))}>${pile}</span>`}
        ${held
          ? html`<span class="held ${heldMine ? "mine" : ""}" ${ref(keep("held"))}>
              ${cardFace(held.card, t, { size: heldMine ? "l" : "m" })}
              <span class="cap">${heldMine ? t("holding") : `${seatName(s, held.seat)} · ${t("holding")}`}</span>
            </span>`
          : nothing}
      </div>
      ${v.pile.length > 1
        ? html`<details class="pile-details">
            <summary>${t("pileHistory")} (${v.pile.length})</summary>
            <div class="history" role="list">${v.pile.map((c) => html`<span role="listitem">${cardFace(c, t, { size: "xs" })}</span>`)}</div>
          </details>`
        : nothing}`;
  }

  private renderMe(t: T, s: UiState, v: PublicView, me: number): TemplateResult {
    const row = v.rows[me] ?? [null, null, null, null];
    const turn = v.phase === "turn" && v.turn?.seat === me;
    return html`<div class="me ${turn ? "turn" : ""}" aria-label=${t("yourCards")}>
      <div class="mehead">
        ${avatar(me, seatName(s, me), false)}
        ${seatName(s, me)} ${this.tagsFor(t, s, v, me)}
        <span class="score-pill">${t("total")}: ${v.totals[me] ?? 0}</span>
        ${this.renderSeatControl(t, me, true)}
      </div>
      <div class="hand">${row.map((c, i) => this.renderSlot(t, s, v, me, i, c, "l"))}</div>
    </div>`;
  }

  private renderActions(t: T, s: UiState, v: PublicView): TemplateResult | typeof nothing {
    const shown = ["ready", "draw", "take", "double", "throw", "call"] as const;
    if (!shown.some((a) => can(s, a))) return nothing;
    const top = v.pile.length ? v.pile[v.pile.length - 1] : undefined;
    const b = (type: Action["type"], label: string, cls = "") =>
      can(s, type) ? html`<button class="btn ${cls}" @click=${() => this.emitAction({ type } as Action)}>${label}</button>` : nothing;
    return html`<div class="actions">
      ${b("ready", "✓ " + t("ready"), "primary")} ${b("draw", t("draw"), "primary")}
      ${b("take", t("take", { card: cardName(t, top) }))} ${b("double", t("useDouble"), "primary")} ${b("throw", t("throw"))}
      ${can(s, "call")
        ? html`<button class="btn duck" @click=${() => this.setConfirm(true)}>${duckSvg("ic")} ${t("duckDown")}</button>`
        : nothing}
    </div>`;
  }

  private setConfirm(open: boolean): void {
    this.dispatch({ type: "confirm_call", open });
    this.requestUpdate();
  }

  private renderConfirm(t: T): TemplateResult {
    return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.setConfirm(false)}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
        <h2 id="cc-h">${duckSvg()} ${t("confirmCallTitle")}</h2>
        <p id="cc-p">${t("confirmCallText")}</p>
        <div class="buttons">
          <button class="btn ghost" @click=${() => this.setConfirm(false)}>${t("cancel")}</button>
          <button
            class="btn duck"
            autofocus
            @click=${() => {
              this.setConfirm(false);
              this.emitAction({ type: "call" });
            }}
          >
            ${duckSvg("ic")} ${t("confirm")}
          </button>
        </div>
      </div>
    </div>`;
  }

  // ------------------------------------------------------------ render: results

  private names(v: PublicView): string[] {
    return Array.from({ length: v.players }, (_, i) => seatName(this._s, i));
  }

  private renderScores(t: T, v: PublicView): TemplateResult {
    const names = this.names(v);
    return html`<table class="scores">
        <thead>
          <tr>
            <th></th>
            ${v.scores.map((_, r) => html`<th>${r + 1}</th>`)}
            <th>${t("total")}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map(
            (n, seat) => html`<tr>
              <td><i class="dot" style="background:${seatColor(seat)}"></i>${n}</td>
              ${v.scores.map((row) => html`<td>${row[seat] ?? ""}</td>`)}
              <td class="tot">${v.totals[seat] ?? 0}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${scoreChart(v.scores, v.rounds, names, t("scoreChart"))}`;
  }

  private renderSide(t: T, s: UiState, v: PublicView): TemplateResult {
    const me = mySeat(s);
    const lines = s.log
      .slice(-80)
      .map((l) => ({ n: l.n, big: ["round_started", "duck_down_called", "round_ended", "game_ended"].includes(l.event.type), text: describeEvent(l.event, t, (x) => seatName(s, x), me) }))
      .filter((l) => l.text);
    return html`
      ${this.lanUrl && (s.spectator || me === null) ? html`<section class="panel">${qrCode(this.lanUrl, t("scanToJoin"))}</section>` : nothing}
      <section class="panel" aria-labelledby="sc-h">
        <h3 id="sc-h">${t("scores")}</h3>
        ${this.renderScores(t, v)}
      </section>
      <section class="panel" aria-labelledby="log-h">
        <h3 id="log-h">${t("log")}</h3>
        ${lines.length
          ? html`<ol class="log" aria-live="polite">
              ${lines.reverse().map((l) => html`<li class=${l.big ? "big" : ""}>${l.text}</li>`)}
            </ol>`
          : html`<p>${t("noLog")}</p>`}
      </section>
      ${this.noLobby && (s.spectator || me === null)
        ? nothing /* a card fixed to one table: a watcher has no lobby to go back to */
        : html`<div class="row-actions" style="justify-content:center">
            <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${t("leave")}</button>
          </div>`}
    `;
  }

  private renderResult(t: T, v: PublicView, r: RoundResult): TemplateResult {
    const best = Math.min(...r.points);
    const replaced = new Map<string, Card[]>();
    for (const x of r.replaced ?? []) replaced.set(`${x.seat}:${x.slot}`, x.drawn);
    const penalty = (seat: number): number => {
      if (Array.isArray(r.penalty)) return r.penalty[seat] ?? 0;
      return seat === r.caller && typeof r.penalty === "number" ? r.penalty : 0;
    };
    const close = () => {
      this.dispatch({ type: "dismiss_result" });
      this.requestUpdate();
    };
    return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
        <h2 id="res-h">${duckSvg()} ${t("roundOver", { r: r.round })}</h2>
        ${this.renderLookStrip(t, v, close)}
        <div class="reveal">
          ${r.rows.map((row, seat) => {
            const pts = r.points[seat] ?? 0;
            return html`<div class="rrow ${pts === best ? "best" : ""}">
              <span class="rname">
                <i class="dot" style="background:${seatColor(seat)}"></i>${seatName(this._s, seat)}
                ${seat === mySeat(this._s) ? html`<span class="tag you">${t("you")}</span>` : nothing}
                ${r.caller === seat ? html`<span class="tag called">${duckSvg("ic")} ${t("caller")}</span>` : nothing}
              </span>
              <span class="rcards">
                ${row.map((c, slot) => {
                  const drawn = replaced.get(`${seat}:${slot}`);
                  return html`<span class="rslot">
                    ${cardFace(c, t, { size: "s" })}
                    ${drawn ? html`<span class="was" title=${t("replacedBy")}>↻</span><span class="sr">${t("replacedBy")}</span>` : nothing}
                  </span>`;
                })}
              </span>
              <span class="pts">${pts + penalty(seat)}${penalty(seat) ? html`<small>${t("penalty", { n: penalty(seat) })}</small>` : nothing}</span>
            </div>`;
          })}
        </div>
        <h3>${t("scores")}</h3>
        ${this.renderScores(t, v)}
        <div class="buttons">
          <button class="btn primary" autofocus @click=${close}>${t("close")}</button>
        </div>
      </div>
    </div>`;
  }

  /** The next round's opening look, inside the result dialog, so nobody misses it while reading. */
  private renderLookStrip(t: T, v: PublicView, close: () => void): TemplateResult | typeof nothing {
    const s = this._s;
    const me = mySeat(s);
    if (!s.mine || me === null || v.phase !== "peek" || !can(s, "ready")) return nothing;
    const row = s.mine.rows[me] ?? [];
    const left = remainingMs(s, now());
    return html`<div class="look-strip" role="group" aria-label=${t("lookPhase")}>
      ${left !== null ? this.renderRing(t, left, s.clock?.total ?? null) : nothing}
      <div class="msg"><b>${t("lookPhase")}</b><span>${t("lookHint")}</span></div>
      <div class="hand">${row.map((c) => html`<span class="slot">${cardFace(c, t, { size: "s" })}</span>`)}</div>
      <button
        class="btn primary"
        @click=${() => {
          close();
          this.emitAction({ type: "ready" });
        }}
      >
        ✓ ${t("ready")}
      </button>
    </div>`;
  }

  /** Another game with the same seats, as long as the last one (when that is still a choice). */
  private playAgain(v: PublicView): void {
    const choices = this._s.table?.round_choices ?? [];
    const rounds = typeof v.rounds === "number" && choices.includes(v.rounds) ? v.rounds : null;
    this._starting = true; // one tap: the podium stays up until this seat's new view arrives
    this.emitLobby({ command: "start", rounds });
  }

  private renderPodium(t: T, v: PublicView): TemplateResult {
    const st = standings(v.totals);
    const winners = (v.winners ?? []).map((w) => seatName(this._s, w));
    const podium = st.slice(0, 3);
    const arranged = podium.length === 3 ? [podium[1]!, podium[0]!, podium[2]!] : podium.length === 2 ? [podium[1]!, podium[0]!] : podium;
    const colors = ["#ffd43b", "#ff6b6b", "#4dabf7", "#69db7c", "#b197fc", "#ffa94d"];
    // the owner starts the next game with the same seats; a spectator has nothing to start
    const tb = this._s.table;
    const again = !!tb && !this._s.spectator && this.isOwner(tb);
    return html`<div class="overlay">
      ${reducedMotion()
        ? nothing
        : html`<div class="confetti" aria-hidden="true">
            ${Array.from(
              { length: 40 },
              (_, i) => html`<i style="left:${(i * 37) % 100}%;background:${colors[i % colors.length]};animation-delay:${(i % 10) * 0.12}s"></i>`,
            )}
          </div>`}
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
        <h2 id="go-h">${icons.trophy} ${t("gameOver")}</h2>
        <p style="font-size:1.2rem;font-weight:800;margin:0">
          ${winners.length > 1 ? t("winners", { names: winners.join(" & ") }) : t("winner", { names: winners[0] ?? "" })}
        </p>
        <div class="podium">
          ${arranged.map(
            (p) => html`<div class="step p${Math.min(p.place, 3)}">
              ${p.place === 1 ? duckSvg() : nothing}
              <span class="pname">${seatName(this._s, p.seat)}${p.seat === mySeat(this._s) ? html` <span class="tag you">${t("you")}</span>` : nothing}</span>
              <span class="ptotal">${p.total}</span>
              <span class="block">${p.place}</span>
            </div>`,
          )}
        </div>
        ${st.length > 3
          ? html`<ol start="4">
              ${st.slice(3).map((p) => html`<li>${seatName(this._s, p.seat)}: ${p.total}</li>`)}
            </ol>`
          : nothing}
        ${this.renderScores(t, v)}
        ${again ? nothing : html`<p style="color:var(--_muted);margin:8px 0 0">${t("ownerCanPlayAgain")}</p>`}
        <div class="buttons">
          <button class="btn ghost" @click=${() => (this._hidePodium = true)}>${t("close")}</button>
          ${again
            ? html`<button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${t("backToLobby")}</button>
                <button class="btn primary" autofocus ?disabled=${this._starting} @click=${() => this.playAgain(v)}>
                  ▶ ${t("playAgain")}
                </button>`
            : html`<button class="btn primary" autofocus @click=${() => this.emitLobby({ command: "leave" })}>${t("backToLobby")}</button>`}
        </div>
      </div>
    </div>`;
  }
}

if (!customElements.get("duck-down-table")) customElements.define("duck-down-table", DuckDownTable);

declare global {
  interface HTMLElementTagNameMap {
    "duck-down-table": DuckDownTable;
  }
}
