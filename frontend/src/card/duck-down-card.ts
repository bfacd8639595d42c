// custom:duck-down-card: Duck Down on a Home Assistant dashboard. It wraps <duck-down-table>
// and feeds it from the Duck Down integration over HA's own WebSocket connection.
//
//   type: custom:duck-down-card
//   table: <table id or device id>   # optional: without it, the lobby (create, join, watch)
//   mode: auto | table | hand         # wall tablet: table; phone: hand
//   title: Kitchen table              # optional heading

import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { parseGames } from "../games/info.js";
import { gameLoader } from "../games/loader.js";
import { PLAYER_NAME_MAX, cutName } from "../names.js";
import { defineTable, type DuckDownTable } from "../shell/table.js";
import type { GameAction, GameEvent, GameView, LobbyCommand, SeatView, TableInfo } from "../types.js";
import {
  CARD_TYPE,
  EDITOR_TYPE,
  cardSize,
  currentTable,
  effectiveMode,
  errorOf,
  fitHeight,
  gridOptions,
  joinable,
  publicView,
  stubConfig,
  tableInfo,
  validateConfig,
  type CardConfig,
  type CardTable,
  type CardTables,
  type HassLike,
  type SeatMessage,
} from "./config.js";
import {
  HA_CAPABILITIES,
  cardBotLevels,
  fetchHistory,
  fetchTables,
  play,
  runLobby,
  subscribeSeat,
  subscribeTables,
  type HassConnectionLike,
  type Unsubscribe,
} from "./ha-transport.js";
import { LogFeed } from "./log-feed.js";
import { defineEditor } from "./editor.js";
import { cardText } from "./strings.js";

export const CARD_VERSION = "0.1.0";

type Hass = HassConnectionLike & HassLike & { themes?: { darkMode?: boolean } };

export class DuckDownCard extends LitElement {
  static override properties = {
    _config: { state: true },
    _data: { state: true },
    _seat: { state: true },
    _events: { state: true },
    _history: { state: true },
    _holdFirst: { state: true },
    _error: { state: true },
    _status: { state: true },
    _watching: { state: true },
    _busy: { state: true },
    _fit: { state: true },
    preview: { type: Boolean },
  };

  /** HA sets this in the card editor's preview and while the dashboard is edited: no dialogs then. */
  preview = false;

  private _hass?: Hass;
  private _config?: CardConfig;
  private _data: CardTables | null = null;
  private _seat: SeatMessage | null = null;
  private _events: GameEvent[] = [];
  /** the table's events so far (`duck_down/history`): the shell rebuilds its log from them */
  private _history: GameEvent[] | null = null;
  /**
   * On a (re)load the first table waits for its log's history and its game's board, so that it
   * never shows an empty log ("Nothing has happened yet.") for a game that is under way.
   */
  private _holdFirst = true;
  /** the log: the history after every (re)connect, then the live events (log-feed.ts) */
  private _feed = new LogFeed({
    history: (events) => {
      this._history = events;
      this._events = [];
    },
    events: (events) => (this._events = [...this._events.slice(-150), ...events]),
  });
  private _error: { code: string; message: string } | null = null;
  private _status: "connecting" | "open" | "closed" = "connecting";
  private _watching: string | null = null;
  private _busy = false;
  private _unsubTables?: Promise<Unsubscribe>;
  private _unsubSeat?: Promise<Unsubscribe>;
  private _seatKey: string | null = null;
  private _subscribedWith: unknown = null;
  /** the height (px) the table fits on a wide screen, measured (see fitHeight) */
  private _fit = 0;

  // ------------------------------------------------------------ Lovelace card API

  static getConfigElement(): HTMLElement {
    return document.createElement(EDITOR_TYPE);
  }

  static getStubConfig(hass?: HassLike): Omit<CardConfig, "type"> {
    return stubConfig(hass);
  }

  setConfig(config: unknown): void {
    this._config = validateConfig(config);
  }

  getCardSize(): number {
    return cardSize(this.mode);
  }

  getGridOptions(): ReturnType<typeof gridOptions> {
    return gridOptions(this._config?.mode ?? "auto");
  }

  /** HA sets this on every state change; only the connection, the user and language matter. */
  set hass(hass: Hass) {
    const old = this._hass;
    this._hass = hass;
    if (!old && hass.user?.name) {
      // The table's lobby asks for a player name: start with the HA user's.
      try {
        // the whole name: the lobby says when it is over the host's limit, nothing cuts it unseen
        if (!localStorage.getItem("duckdown.name")) localStorage.setItem("duckdown.name", hass.user.name);
      } catch {
        /* private mode */
      }
    }
    if (!old || old.connection !== hass.connection || old.user?.id !== hass.user?.id) {
      this.resubscribe();
    } else if (old.connected === false && hass.connected !== false) {
      // HA's connection is back (its subscriptions resubscribe themselves): what happened
      // meanwhile comes with the history, as the browser table's transport asks for it
      this.syncLog(true);
    }
    if (old?.language !== hass.language || old?.themes?.darkMode !== hass.themes?.darkMode || old?.connected !== hass.connected) {
      this.requestUpdate();
    }
  }

  get hass(): Hass | undefined {
    return this._hass;
  }

  // ------------------------------------------------------------ state

  /** The table the card shows right now. */
  get table(): CardTable | undefined {
    if (!this._data || !this._config) return undefined;
    return currentTable(this._data.tables, this._config, this._watching);
  }

  /** "table" (public) or "hand" (your own seat), after `auto` is resolved. */
  get mode(): "table" | "hand" {
    return effectiveMode(this._config?.mode ?? "auto", this.table);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this._hass && !this._unsubTables) this.resubscribe();
    window.addEventListener("resize", this.measureFit);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribeAll();
    window.removeEventListener("resize", this.measureFit);
  }

  protected override updated(): void {
    this.measureFit();
  }

  /** Fit the table to the screen below HA's bar, or to the card's fixed grid cell. */
  private measureFit = (): void => {
    const el = this.tableElement;
    if (!el) return;
    const top = el.getBoundingClientRect().top + (window.scrollY || 0);
    const bar = parseFloat(getComputedStyle(this).getPropertyValue("--header-height")) || 56;
    const rows = (this._config as { grid_options?: { rows?: unknown } } | undefined)?.grid_options?.rows;
    const card = this.renderRoot.querySelector("ha-card");
    const cell = typeof rows === "number" && card ? card.getBoundingClientRect().bottom + (window.scrollY || 0) : null;
    const fit = fitHeight(window.innerHeight, top, bar, cell);
    if (Math.abs(fit - this._fit) > 1) this._fit = fit;
  };

  private unsubscribeAll(): void {
    const drop = (p?: Promise<Unsubscribe>) => p?.then((u) => u()).catch(() => undefined);
    drop(this._unsubTables);
    drop(this._unsubSeat);
    this._unsubTables = undefined;
    this._unsubSeat = undefined;
    this._seatKey = null;
    this._subscribedWith = null;
    this._feed.stop();
  }

  private resubscribe(): void {
    const hass = this._hass;
    if (!hass || !this.isConnected) return;
    if (this._subscribedWith === hass.connection && this._unsubTables) return;
    this.unsubscribeAll();
    this._subscribedWith = hass.connection;
    this._status = "connecting";
    this._unsubTables = subscribeTables(hass, (m) => ("event" in m ? this.onPublicEvent(m.table_id, m.event, m.seq ?? null) : this.onTables(m)));
    this._unsubTables.then(
      () => (this._status = "open"),
      (err) => {
        this._status = "closed";
        this._error = errorOf(err);
        this._unsubTables = undefined;
      },
    );
  }

  private onTables(d: CardTables): void {
    this._data = d;
    this._status = "open";
    this.syncSeat();
  }

  /** Public events feed the log of a card that shows the public table (no seat events). */
  private onPublicEvent(tableId: string, event: GameEvent, seq: number | null): void {
    const t = this.table;
    if (!t || t.table_id !== tableId || this._seatKey) return;
    this._feed.push([event], seq);
  }

  /** Follow the shown table: the user's own seat in hand mode, and the log. */
  private syncSeat(): void {
    this.followSeat();
    this.syncLog();
  }

  /**
   * The log follows the user's own seat (hand mode) or the shown table's public side; when
   * that changes, or `again` after a reconnect, it starts over from the history.
   */
  private syncLog(again = false): void {
    const hass = this._hass;
    const t = this.table;
    const key = this._seatKey ? `seat:${this._seatKey}` : t ? `public:${t.config_entry_id}/${t.table_id}` : null;
    if (!key || !hass || !t) {
      this._feed.stop();
      if (this._data) this._holdFirst = false; // the tables are known and none is shown: nothing to wait for
      return;
    }
    if (!this._feed.wants(key, again)) return;
    this._history = null;
    // HA handles a connection's messages in order: the seat's subscription (sent before) is
    // live when the history is asked for, and what crosses it is held by the feed
    const publicOnly = !this._seatKey;
    const shown = this._feed.start(key, () => fetchHistory(hass, t, publicOnly));
    if (this._holdFirst) {
      const board = t.ruleset && gameLoader.known(t.ruleset) ? gameLoader.load(t.ruleset).catch(() => undefined) : undefined;
      void Promise.all([shown, board]).then(() => (this._holdFirst = false));
    }
  }

  /** Follow the user's own seat at the shown table (hand mode only). */
  private followSeat(): void {
    const hass = this._hass;
    const t = this.table;
    const want = hass && t && t.your_seat !== null && this.mode === "hand" ? `${t.config_entry_id}/${t.table_id}/${t.your_seat}` : null;
    if (want === this._seatKey) return;
    this._unsubSeat?.then((u) => u()).catch(() => undefined);
    this._unsubSeat = undefined;
    this._seatKey = want;
    this._seat = null;
    this._events = [];
    if (!want || !hass || !t) return;
    let first = true;
    this._unsubSeat = subscribeSeat(hass, t, (m) => {
      if (this._seatKey !== want) return;
      this._seat = m;
      // The first message repeats the last change's events: the history has them.
      if (!first && m.events?.length) this._feed.push(m.events as GameEvent[], m.seq);
      first = false;
    });
    this._unsubSeat.catch((err) => {
      if (this._seatKey !== want) return;
      this._error = errorOf(err);
      // Try again with the next change of the tables (the seat may not be bound yet), and
      // the log's history with it.
      this._seatKey = null;
      this._unsubSeat = undefined;
      this._feed.stop();
    });
  }

  protected override willUpdate(ch: PropertyValues<this>): void {
    if (ch.has("_watching" as keyof DuckDownCard) || ch.has("_config" as keyof DuckDownCard)) this.syncSeat();
  }

  // ------------------------------------------------------------ events from the table

  private onAction = (e: Event): Promise<void> => this.send(e, false);

  /** The owner's action for the table (Dutch's `deal`), signed by the integration with the owner credential. */
  private onOwnerAction = (e: Event): Promise<void> => this.send(e, true);

  private async send(e: Event, owner: boolean): Promise<void> {
    e.stopPropagation();
    const t = this.table;
    const hass = this._hass;
    if (!t || !hass) return;
    try {
      await play(hass, t, (e as CustomEvent<GameAction>).detail, owner);
    } catch (err) {
      this._error = errorOf(err);
    }
  }

  private onLobby = async (e: Event): Promise<void> => {
    e.stopPropagation();
    const hass = this._hass;
    if (!hass || !this._data) return;
    const cmd = (e as CustomEvent<LobbyCommand>).detail;
    const tables = this._data.tables;
    const entries = [...new Set(tables.map((t) => t.config_entry_id))];
    this._busy = true;
    try {
      const out = await runLobby(cmd, {
        hass,
        table: this.table,
        byId: (id) => tables.find((t) => t.table_id === id),
        entryId: entries.length === 1 ? entries[0] : undefined,
        games: parseGames(this._data.games) !== null,
      });
      if ("watch" in out) this._watching = out.watch;
      this._error = null;
      // Seats and ownership are bound after the host answered: fetch once more.
      this.onTables(await fetchTables(hass));
    } catch (err) {
      this._error = errorOf(err);
    } finally {
      this._busy = false;
    }
  };

  /** The name the Join bar joins with: the HA user's, cut to the host's limit where the bar shows it. */
  private get joinName(): string {
    return cutName(this._hass?.user?.name ?? "", PLAYER_NAME_MAX);
  }

  private joinShown = (): void => {
    const t = this.table;
    if (!t) return;
    const name = this.joinName;
    this.onLobby(new CustomEvent("duck-down-lobby", { detail: { command: "join", table: t.table_id, name } }));
  };

  // ------------------------------------------------------------ render

  static override styles = css`
    :host {
      display: block;
    }
    /*
     * Everything the table draws stays in the card's box (clip, not hidden: a dialog still
     * sticks in view while the page scrolls) and below HA's own bars and dialogs (isolation).
     */
    ha-card {
      overflow: clip;
      isolation: isolate;
      height: 100%;
      display: flex;
      flex-direction: column;
    }
    .head {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 12px 16px 0;
    }
    .head h2 {
      margin: 0;
      flex: 1;
      font-size: var(--ha-card-header-font-size, 1.4rem);
      font-weight: 400;
      color: var(--ha-card-header-color, var(--primary-text-color));
    }
    duck-down-table {
      flex: 1;
      --dd-bg: var(--ha-card-background, var(--card-background-color, #fff));
      --dd-radius: var(--ha-card-border-radius, 12px);
      /* a dialog stays below HA's top bar */
      --dd-top: var(--header-height, 56px);
    }
    /* Follow HA's dark mode (a user setting), not only the system's colour scheme. */
    ha-card.light duck-down-table {
      --dd-felt: #2d7a68;
      --dd-felt-2: #246556;
      --dd-card-back: #1e6f8c;
      --dd-card-back-2: #17586f;
      --dd-focus: #1c7ed6;
    }
    ha-card.dark duck-down-table {
      --dd-felt: #1d4f45;
      --dd-felt-2: #173f37;
      --dd-card-back: #2b6f88;
      --dd-card-back-2: #1f5467;
      --dd-focus: #74c0fc;
    }
    duck-down-table.large {
      font-size: 18px;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      padding: 8px 16px;
      color: var(--secondary-text-color);
    }
    .bar .spacer {
      flex: 1;
    }
    .bar button {
      font: inherit;
      min-height: 40px;
      padding: 0 16px;
      border-radius: 20px;
      border: none;
      cursor: pointer;
      background: var(--primary-color);
      color: var(--text-primary-color, #fff);
    }
    .bar button[disabled] {
      opacity: 0.6;
      cursor: default;
    }
    .warning {
      margin: 16px;
      padding: 12px 16px;
      border-radius: var(--ha-card-border-radius, 12px);
      background: rgba(var(--rgb-warning-color, 255, 166, 0), 0.15);
      color: var(--primary-text-color);
      border-left: 4px solid var(--warning-color, #ffa600);
    }
    .warning.error {
      background: rgba(var(--rgb-error-color, 219, 68, 55), 0.12);
      border-left-color: var(--error-color, #db4437);
    }
    .muted {
      padding: 16px;
      color: var(--secondary-text-color);
    }
  `;

  override render(): TemplateResult {
    const config = this._config;
    if (!config) return html``;
    const say = cardText(this._hass?.language);
    const title = config.title ? html`<div class="head"><h2>${config.title}</h2></div>` : nothing;
    if (!this._data) {
      return html`<ha-card
        >${title}
        ${this._status === "closed"
          ? this.warning(say("unavailable", { reason: this._error?.message ?? say("noAnswer") }), true)
          : html`<div class="muted" role="status">${say("loading")}</div>`}</ha-card
      >`;
    }
    const t = this.table;
    if (config.table && !t) {
      return html`<ha-card>${title}${this.warning(say("notFound", { table: config.table }), true)}</ha-card>`;
    }
    if (t && this._holdFirst && t.available !== false) {
      return html`<ha-card>${title}<div class="muted" role="status">${say("loading")}</div></ha-card>`;
    }
    const mode = this.mode;
    const spectator = mode === "table";
    const info: TableInfo | null = t ? tableInfo(t, spectator) : null;
    const seat: SeatView | null = !spectator && this._seat?.view && t && this._seat.table_id === t.table_id ? this._seat.view : null;
    const pub: GameView | null = t ? publicView(t) : null;
    const lobbyTables = config.table ? [] : this._data.tables.map((x) => tableInfo(x, false));
    // Not seated at a table one may join now: offer to (not on a wall tablet's `table` mode).
    const showJoin = !!t && joinable(t, this._data.games) && config.mode !== "table";
    const dark = this._hass?.themes?.darkMode;
    return html`<ha-card class=${dark === undefined ? "" : dark ? "dark" : "light"}>
      ${title}
      ${t && t.available === false ? this.warning(say("offline"), false) : nothing}
      ${showJoin
        ? html`<div class="bar">
            <span>${t!.name}</span><span class="spacer"></span>
            <button class="join" ?disabled=${this._busy} @click=${this.joinShown}>${say("joinAs", { name: this.joinName || say("me") })}</button>
          </div>`
        : nothing}
      <duck-down-table
        class=${mode === "table" ? "large" : ""}
        data-mode=${mode}
        contained
        style=${this._fit ? `--dd-fit-height:${this._fit}px` : ""}
        .preview=${this.preview}
        .publicView=${pub}
        .seatView=${seat}
        .table=${info}
        .tables=${lobbyTables}
        .events=${this._events}
        .history=${this._history}
        .connection=${this._hass?.connected === false ? "closed" : this._status}
        .language=${this._hass?.language ?? ""}
        .botLevels=${cardBotLevels(this._data.bot_levels)}
        .games=${this._data.games ?? null}
        .error=${this._error}
        .spectator=${spectator}
        .noLobby=${!!config.table}
        .capabilities=${HA_CAPABILITIES}
        @duck-down-action=${this.onAction}
        @duck-down-owner-action=${this.onOwnerAction}
        @duck-down-lobby=${this.onLobby}
      ></duck-down-table>
    </ha-card>`;
  }

  private warning(text: string, error: boolean): TemplateResult {
    return html`<div class="warning ${error ? "error" : ""}" role=${error ? "alert" : "status"}>${text}</div>`;
  }

  /** The `seq` of the last seat message shown (-1: none); tests time taps against it. */
  get seatSeq(): number {
    return this._seat?.seq ?? -1;
  }

  /** The inner table (for tests). */
  get tableElement(): DuckDownTable | null {
    return this.renderRoot?.querySelector("duck-down-table") ?? null;
  }
}

function defineCard(): void {
  // <duck-down-table> is defined only now, in the registry HA's page uses from here on.
  const registry = window.customElements;
  defineTable(registry);
  if (!registry.get(CARD_TYPE)) registry.define(CARD_TYPE, DuckDownCard);
  defineEditor(registry);
}

// Home Assistant loads this module (an extra module URL) in parallel with its own app, and its
// app may then replace `window.customElements` with a scoped-registry polyfill that does not
// see elements defined before it. Lovelace would then report "Custom element doesn't exist"
// for good. So inside HA's page, define the card once HA's own <home-assistant> is defined
// (immediately when it already is); anywhere else, right away.
if (document.querySelector("home-assistant") && !window.customElements.get("home-assistant")) {
  window.customElements.whenDefined("home-assistant").then(defineCard, defineCard);
} else {
  defineCard();
}

declare global {
  interface Window {
    customCards?: { type: string; name: string; description: string; preview?: boolean; documentationURL?: string }[];
  }
  interface HTMLElementTagNameMap {
    "duck-down-card": DuckDownCard;
  }
}

window.customCards = window.customCards || [];
if (!window.customCards.some((c) => c.type === CARD_TYPE)) {
  window.customCards.push({
    type: CARD_TYPE,
    name: "Duck Down",
    description: "Family games from your Duck Down host: the whole table on a wall tablet, your own hand on your phone.",
    preview: false,
    documentationURL: "https://github.com/duck-down/duck-down/blob/main/docs/card.md",
  });
}

console.info(`%c DUCK-DOWN-CARD %c ${CARD_VERSION} `, "color:#2b2100;background:#ffd43b;font-weight:700", "color:#ffd43b;background:#2b2100");
