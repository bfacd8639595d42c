// <duck-down-table>: the generic shell (header, lobby with the game picker, waiting room, seats,
// scores, podium, log, sounds) around the board of the table's game, loaded when needed.
// Views in (properties), actions out (events). It never talks to a transport itself.

import { LitElement, adoptStyles, html, nothing, type CSSResultOrNative, type PropertyValues, type TemplateResult } from "lit";
import { offeredLevels, parseGames, type GameInfo } from "../games/info.js";
import { defaultGame, entryOf, gameLoader } from "../games/loader.js";
import { GAMES } from "../games/registry.js";
import type { Board, BoardContext, GameModule } from "../games/types.js";
import { errorText, pickLang, translator, type Lang, type T } from "../i18n.js";
import { play, unlockAudio } from "../sound.js";
import {
  adoptRules,
  clockStopped,
  currentView,
  gameOf,
  initialState,
  isGameOver,
  myDecision,
  mySeat,
  reduce,
  remainingMs,
  seatName,
  type ConnectionStatus,
  type UiMsg,
  type UiState,
} from "../state.js";
import { ALL_CAPABILITIES, DEFAULT_BOT_LEVELS, type ActOptions, type Capabilities, type GameAction, type GameEvent, type GameView, type LobbyCommand, type SeatView, type TableInfo } from "../types.js";
import type { Shell, ShellUi } from "./context.js";
import { gameArea, type Play } from "./game.js";
import { header } from "./header.js";
import { howToSheet } from "./howto.js";
import { lobby } from "./lobby.js";
import { emptyOutbox, refused, tap, viewArrived, type Step } from "./outbox.js";
import { ring } from "./ring.js";
import { seatAvatar, seatCommand, seatTags } from "./seats.js";
import { finishedGame, markPodiumSeen, podiumSeen } from "./seen.js";
import { store } from "./store.js";
import { shellStyles } from "./styles/index.js";
import { waitingRoom } from "./waiting-room.js";

function reducedMotion(): boolean {
  return !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** How long the notice of a tap that could not be sent stays (ms). */
const NOTICE_MS = 5000;

function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

export class DuckDownTable extends LitElement {
  static override styles = shellStyles;

  static override properties = {
    publicView: { attribute: false },
    seatView: { attribute: false },
    table: { attribute: false },
    tables: { attribute: false },
    events: { attribute: false },
    history: { attribute: false },
    games: { attribute: false },
    connection: { type: String },
    language: { type: String },
    sound: { type: Boolean },
    lanUrl: { type: String, attribute: "lan-url" },
    botLevels: { attribute: false },
    error: { attribute: false },
    spectator: { type: Boolean },
    noLobby: { type: Boolean, attribute: "no-lobby" },
    capabilities: { attribute: false },
    contained: { type: Boolean, reflect: true },
    preview: { type: Boolean, reflect: true },
    _s: { state: true },
    _ui: { state: true },
    _tick: { state: true },
  };

  /** The public view of the table (spectators, the wall tablet). */
  publicView: GameView | null = null;
  /** This client's seat view (the public view plus what only this seat sees). */
  seatView: SeatView | null = null;
  /** Lobby information about the table this client sits at or watches. */
  table: TableInfo | null = null;
  /** All tables on the host, for the lobby. */
  tables: TableInfo[] = [];
  /** Events as they arrive (append to a new array, or call addEvent()). */
  events: GameEvent[] = [];
  /**
   * The table's events so far (the host's history, after a reload): the log is rebuilt from
   * them. Set it before the live events that follow it.
   */
  history: GameEvent[] | null = null;
  /** The host's games as host info lists them (read defensively); null: the host did not say. */
  games: unknown = null;
  connection: ConnectionStatus = "open";
  /** "en" | "de" | "nl"; empty: the stored choice, else the browser's language. */
  language = "";
  /** Sounds on? Defaults to the stored preference, else on. */
  sound = store.get("duckdown.sound") !== "off";
  lanUrl = "";
  /** The bot levels the transport can carry out; a game's own levels are offered within these. */
  botLevels: string[] = [...DEFAULT_BOT_LEVELS];
  error: { code: string; message: string } | null = null;
  spectator = false;
  /** Hide the lobby (a card that only shows one table). */
  noLobby = false;
  /** The seat and table commands the transport can carry out; the others are not offered. */
  capabilities: Capabilities = ALL_CAPABILITIES;
  /**
   * Inside a page the table does not own (a dashboard card): its dialogs stay inside its own
   * box, nothing sticks to the viewport, and a game fits the height `--dd-fit-height` gives.
   */
  contained = false;
  /** A preview (a dashboard editor): the table is shown, but no dialog opens and nothing is played. */
  preview = false;

  private _s: UiState = initialState();
  private _tick = 0;
  private _ui: ShellUi = {
    form: { name: store.get("duckdown.name") ?? "", tableName: "", game: "", options: {}, level: "medium", rounds: "" },
    levels: {},
    confirmDelete: false,
    hidePodium: false,
    starting: false,
    howTo: null,
  };
  private _seen = new WeakSet<object>();
  private _boards = new Map<string, Board>();
  private _failed = new Set<string>();
  private _adopted = 0;
  private _lastCue = 0;
  private _lastTickSecond = -1;
  /** the seat's actions on their way: one per decision, quick taps queued (outbox.ts) */
  private _outbox = emptyOutbox();
  /** when a tap could not be sent (its notice shows a while), or null */
  private _droppedAt: number | null = null;
  private _ownerSentAt = -Infinity;
  private _timer: ReturnType<typeof setInterval> | undefined;
  private _play: Play | null = null;
  /** the finished game whose podium this element decided on (shown, or seen before) */
  private _podiumFor: string | null = null;
  private _markedFor: string | null = null;

  // ------------------------------------------------------------ public API

  /** The UI state (read only), for tests and embedding pages. */
  get uiState(): UiState {
    return this._s;
  }

  /** Resolves once the shown table's game module has loaded (or failed to): for tests. */
  get boardReady(): Promise<void> {
    const name = this.tableGameIfAny();
    if (!name || !gameLoader.known(name) || this._failed.has(name)) return Promise.resolve();
    return gameLoader.load(name).then(
      () => this.updateComplete.then(() => undefined),
      () => undefined,
    );
  }

  /** Feed one event. */
  addEvent(e: GameEvent): void {
    if (this._seen.has(e)) return;
    this._seen.add(e);
    this.dispatch({ type: "event", event: e });
  }

  // ------------------------------------------------------------ the shell its parts see

  private readonly shell: Shell = (() => {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the parts call back into the element
    const el = this;
    return {
      get t() {
        return el.t;
      },
      get lang() {
        return el.langCode;
      },
      get s() {
        return el._s;
      },
      get ui() {
        return el._ui;
      },
      get caps() {
        return el.capabilities;
      },
      get lanUrl() {
        return el.lanUrl;
      },
      get noLobby() {
        return el.noLobby;
      },
      get preview() {
        return el.preview;
      },
      patch: (p: Partial<ShellUi>) => {
        el._ui = { ...el._ui, ...p };
      },
      lobby: (cmd: LobbyCommand) => el.emitLobby(cmd),
      dispatch: (m: UiMsg) => {
        el.dispatch(m);
        el.requestUpdate();
      },
      isOwner: (tb: TableInfo) => el.isOwner(tb),
      games: () => el.offeredGames(),
      info: (name: string) => el.infoOf(name),
      levelsFor: (name: string) => offeredLevels(el.infoOf(name), el.botLevels ?? [...DEFAULT_BOT_LEVELS]),
      tableGame: () => gameOf(el._s, defaultGame()),
      module: (name: string) => gameLoader.get(name),
      moduleState: (name: string) => el.moduleState(name),
      say: (name: string) => translator<string>(el.langCode, gameLoader.get(name)?.strings),
      hasHowTo: (name: string) => {
        const mod = gameLoader.get(name);
        return mod ? typeof mod.howTo === "function" : entryOf(name)?.howTo === true;
      },
      openHowTo: (name: string) => {
        el._ui = { ...el._ui, howTo: name };
        el.ensureGame(name, true);
      },
    };
  })();

  private get langCode(): Lang {
    return pickLang(this.language || store.get("duckdown.lang"), globalThis.navigator?.languages ?? []);
  }

  private get t(): T {
    return translator(this.langCode);
  }

  private dispatch(m: UiMsg): void {
    this._s = reduce(this._s, m, this.rules());
  }

  /** The shown table's game, when a table is shown. */
  private tableGameIfAny(): string | null {
    return this._s.table || currentView(this._s) ? gameOf(this._s, defaultGame()) : null;
  }

  private rules() {
    const name = this.tableGameIfAny();
    return (name && gameLoader.get(name)?.rules) || null;
  }

  private _parsed: { from: unknown; games: GameInfo[] | null } = { from: null, games: null };

  /** The host's games, read once per `games` value. */
  private hostGames(): GameInfo[] | null {
    if (this._parsed.from !== this.games) this._parsed = { from: this.games, games: parseGames(this.games) };
    return this._parsed.games;
  }

  private offeredGames(): GameInfo[] {
    const host = this.hostGames();
    if (!host) return GAMES.filter((g) => !g.needsHostInfo).map((g) => g.info);
    return host.filter((g) => gameLoader.known(g.name));
  }

  private infoOf(name: string): GameInfo | undefined {
    return this.hostGames()?.find((g) => g.name === name) ?? entryOf(name)?.info;
  }

  private moduleState(name: string): "loaded" | "loading" | "failed" | "unknown" {
    if (gameLoader.get(name)) return "loaded";
    if (!gameLoader.known(name)) return "unknown";
    return this._failed.has(name) ? "failed" : "loading";
  }

  /**
   * Load a game's module; once it is there, its board takes over. After a failed download only
   * a user's request tries again (`retry`): never a loop of requests on every update.
   */
  private ensureGame(name: string, retry = false): void {
    if (gameLoader.get(name) || !gameLoader.known(name)) return;
    if (this._failed.has(name) && !retry) return;
    this._failed.delete(name);
    gameLoader.load(name).then(
      (mod) => {
        if (this.tableGameIfAny() === name) this._s = adoptRules(this._s, mod.rules);
        this.requestUpdate();
      },
      (err: unknown) => {
        console.error(`duck-down-table: the board of ${name} failed to load`, err);
        this._failed.add(name);
        this.requestUpdate();
      },
    );
  }

  private isOwner(tb: TableInfo): boolean {
    if (typeof tb.owner === "boolean") return tb.owner;
    const me = mySeat(this._s);
    return me !== null && tb.owner_seat === me;
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
    if (this._droppedAt !== null && now() - this._droppedAt >= NOTICE_MS) {
      this._droppedAt = null;
      this.requestUpdate();
    }
    const left = remainingMs(this._s, now());
    if (left === null) return;
    this._tick++;
    const sec = Math.ceil(left / 1000);
    if (myDecision(this._s, this.rules()) && !clockStopped(this._s) && sec <= 5 && sec > 0 && sec !== this._lastTickSecond && this.sound) play("tick");
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
        this._podiumFor = null;
        this._ui = { ...this._ui, hidePodium: false, levels: {}, confirmDelete: false };
        this._boards.clear(); // another table: its boards start afresh (refs, animation count)
        this._outbox = emptyOutbox(); // nothing waits for a view of another table
        this._droppedAt = null;
      }
    }
    if (ch.has("publicView") && this.publicView) {
      this.dispatch({ type: "public", view: this.publicView, at });
      this._ownerSentAt = -Infinity;
    }
    if (ch.has("seatView") && this.seatView) {
      this.dispatch({ type: "seat", view: this.seatView, at });
      this.outboxStep(viewArrived(this._outbox, this.seatView, at), at);
      this._ownerSentAt = -Infinity;
    }
    if (ch.has("error") && this.error) {
      this.outboxStep(refused(this._outbox), at);
      this._ownerSentAt = -Infinity;
    }
    if (ch.has("history") && this.history) this.dispatch({ type: "history", events: this.history });
    if (ch.has("events")) for (const e of this.events ?? []) this.addEvent(e);
    if (ch.has("error")) this.dispatch({ type: "error", error: this.error });
    if (ch.has("error") && this.error) this._ui = { ...this._ui, starting: false }; // Play again was refused
    if (wasOver && !isGameOver(this._s)) {
      // a new game at this table (play again): its end gets a podium of its own
      this._ui = { ...this._ui, hidePodium: false, starting: false };
    }
    this.decidePodium();
    const game = this.tableGameIfAny();
    if (game) this.ensureGame(game);
  }

  /**
   * The finished game shown now, as `finishedGame` names it: null while none is, undefined
   * while its board is still loading (its scores per round are part of the name).
   */
  private finished(): string | null | undefined {
    const v = currentView(this._s);
    if (!v || !isGameOver(this._s) || !v.winners) return null;
    const game = gameOf(this._s, defaultGame());
    if (this.moduleState(game) === "loading") return undefined;
    return finishedGame(v, gameLoader.get(game)?.rules.scoreHistory(v) ?? null);
  }

  /** A finished game's podium opens once per device; on a later visit it is only offered. */
  private decidePodium(): void {
    const game = this.finished();
    const id = this._s.table?.id;
    if (game === undefined) {
      // not decided yet: no podium that might have to close again a moment later
      this._podiumFor = null;
      this._ui = { ...this._ui, hidePodium: true };
      return;
    }
    if (!game || !id || game === this._podiumFor) return;
    this._podiumFor = game;
    this._ui = { ...this._ui, hidePodium: podiumSeen(id, game) };
  }

  protected override updated(): void {
    this.adoptGameStyles();
    const shown = this._podiumFor && this._s.table && !this.preview && !this._ui.hidePodium && this.finished() === this._podiumFor;
    if (shown && this._markedFor !== this._podiumFor) {
      this._markedFor = this._podiumFor;
      markPodiumSeen(this._s.table!.id, this._podiumFor!);
    }
    if (this._play) this._play.board.updated(this._play.ctx);
    const c = this._s.cue;
    if (c && c.n !== this._lastCue) {
      this._lastCue = c.n;
      const game = this.tableGameIfAny();
      if (this.sound) play(c.name, game ? gameLoader.get(game)?.sounds : undefined);
    }
    const auto = this.renderRoot.querySelector<HTMLElement>(".dialog [autofocus]");
    if (auto && !auto.dataset["focused"]) {
      auto.dataset["focused"] = "1";
      auto.focus({ preventScroll: true });
    }
  }

  /** The loaded games' board styles join the shell's in this element's shadow root. */
  private adoptGameStyles(): void {
    const loaded = gameLoader.loaded();
    if (loaded.length === this._adopted || !(this.renderRoot instanceof ShadowRoot)) return;
    this._adopted = loaded.length;
    const own = (this.constructor as typeof LitElement).elementStyles as CSSResultOrNative[];
    adoptStyles(this.renderRoot, [...own, ...loaded.map((m) => m.styles)]);
  }

  // ------------------------------------------------------------ output

  private emitAction(action: GameAction, opts: ActOptions = {}): void {
    unlockAudio();
    // One action per decision: a second tap must not send a second (illegal) one. The owner's
    // actions (for the table, not a seat) count apart from the seat's; the seat's go through
    // the outbox, which queues a different tap until the view of the one before arrives.
    const t = now();
    if (opts.owner) {
      if (t - this._ownerSentAt < 2500) return;
      this._ownerSentAt = t;
      this.dispatchEvent(new CustomEvent("duck-down-owner-action", { detail: action, bubbles: true, composed: true }));
      return;
    }
    this.outboxStep(tap(this._outbox, action, this._s.mine, t), t);
    this.requestUpdate();
  }

  /** Carry out a step of the outbox: send what it sends, tell the player of a tap it could not. */
  private outboxStep(step: Step, at: number): void {
    this._outbox = step.box;
    if (step.dropped) this._droppedAt = at;
    else if (step.send) this._droppedAt = null;
    if (step.send) this.dispatchEvent(new CustomEvent("duck-down-action", { detail: step.send, bubbles: true, composed: true }));
  }

  private emitLobby(cmd: LobbyCommand): void {
    unlockAudio();
    this.dispatchEvent(new CustomEvent("duck-down-lobby", { detail: cmd, bubbles: true, composed: true }));
  }

  // ------------------------------------------------------------ render

  override render(): TemplateResult {
    const t = this.t;
    const s = this._s;
    const v = currentView(s);
    const game = this.tableGameIfAny();
    this._play = null;
    let main: TemplateResult | typeof nothing;
    if (!s.table || !v) main = s.table && !v ? waitingRoom(this.shell, s.table) : this.noLobby ? nothing : lobby(this.shell);
    else {
      void this._tick; // the countdown draws again every tick
      this._play = this.play(v);
      main = gameArea(this.shell, v, this._play, reducedMotion());
    }
    // a game fills the height it is given (wide screens: docs/frontend.md, "Layout")
    return html`<div class="shell ${s.table && v ? "fit" : ""}">
      ${header(this.shell, { sound: this.sound, toggleSound: this.toggleSound, changeLang: this.changeLang })}
      ${s.connection !== "open" ? html`<div class="banner warn" role="status">${s.connection === "connecting" ? t("connecting") : t("offline")}</div>` : nothing}
      ${s.error
        ? html`<div class="banner error" role="alert">
            <span>${this.errorWords(game)}</span>
            <button class="icon-btn" aria-label=${t("close")} @click=${() => this.clearError()}>✕</button>
          </div>`
        : nothing}
      ${this._droppedAt !== null ? html`<div class="banner warn" role="status">${t("tapNotSent")}</div>` : nothing}
      ${main} ${this._ui.howTo && !this.preview ? howToSheet(this.shell, this._ui.howTo) : nothing}
    </div>`;
  }

  /** The error shown now in words: the table's game may say a refusal its own way. */
  private errorWords(game: string | null): string {
    const e = this._s.error;
    if (!e) return "";
    return errorText(game ? this.shell.say(game) : this.t, e.code, e.message);
  }

  /** The board of the table's game and its context for this render, once the game is loaded. */
  private play(v: GameView): Play | null {
    const name = gameOf(this._s, defaultGame());
    const mod = gameLoader.get(name);
    if (!mod) return null;
    let board = this._boards.get(name);
    if (!board) {
      board = mod.createBoard({ requestUpdate: () => this.requestUpdate() });
      this._boards.set(name, board);
    }
    return { board, ctx: this.boardContext(mod, v) };
  }

  private boardContext(mod: GameModule, v: GameView): BoardContext {
    const s = this._s;
    const sh = this.shell;
    const t = this.t;
    const me = mySeat(s);
    const left = remainingMs(s, now());
    return {
      lang: this.langCode,
      t: sh.say(mod.name),
      view: v,
      mine: s.mine,
      me,
      spectator: s.spectator,
      table: s.table,
      owner: !!s.table && !s.spectator && this.isOwner(s.table),
      board: s.board ?? mod.rules.initial(),
      seatName: (x) => seatName(s, x),
      nameOf: (x) => (x === me ? t("you") : seatName(s, x)),
      avatar: (x) => seatAvatar(sh, x),
      seatTags: (x) => seatTags(sh, x),
      seatControl: (x, own) => seatCommand(sh, x, own),
      left,
      // a game where nobody is waited for (to_act empty: a calendar game) has no turn ring
      ring: () => (left === null || !mod.rules.toAct(v).length ? nothing : ring(t, left, s.clock?.total ?? null, clockStopped(s))),
      refusal: s.error ? this.errorWords(mod.name) : null,
      reducedMotion: reducedMotion(),
      act: (a, opts) => (this.preview ? undefined : this.emitAction(a, opts)),
      setBoard: (b) => sh.dispatch({ type: "board", board: b }),
    };
  }

  private clearError(): void {
    this.error = null;
    this.dispatch({ type: "error", error: null });
    this.requestUpdate();
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
}

/** Define <duck-down-table> in `registry` (once). The page does it at load; the card when HA is ready. */
export function defineTable(registry: CustomElementRegistry = customElements): void {
  if (!registry.get("duck-down-table")) registry.define("duck-down-table", DuckDownTable);
}

declare global {
  interface HTMLElementTagNameMap {
    "duck-down-table": DuckDownTable;
  }
}
