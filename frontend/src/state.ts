// The UI state of a table, folded from views, events and lobby info by a pure reducer.
// No DOM, no timers, no I/O: the component feeds messages in and renders what comes out, so
// everything here is tested without a browser. It knows no game: what a game's board keeps
// (a selection, an open dialog, an animation) lives in `board`, folded by the game's rules.

import { clockLeft, nextClock, type Clock } from "./clock.js";
import type { GameRules } from "./games/types.js";
import type { Cue } from "./sound.js";
import type { Capabilities, GameEvent, GameView, SeatView, TableInfo } from "./types.js";

export type ConnectionStatus = "connecting" | "open" | "closed";

export interface LogEntry {
  n: number;
  round: number;
  event: GameEvent;
}

export interface UiState {
  connection: ConnectionStatus;
  tables: TableInfo[];
  table: TableInfo | null;
  spectator: boolean;
  pub: GameView | null;
  mine: SeatView | null;
  clock: Clock | null;
  log: LogEntry[];
  logCount: number;
  /** the sound to play: a shell cue or one of the game's own (GameModule.sounds) */
  cue: { name: Cue | string; n: number } | null;
  /** the round whose result dialog the player closed */
  dismissedResult: number | null;
  error: { code: string; message: string } | null;
  /** the board's own UI state (GameRules), null until the game's rules fold something */
  board: unknown;
}

export type UiMsg =
  | { type: "connection"; status: ConnectionStatus }
  | { type: "tables"; tables: TableInfo[] }
  | { type: "table"; table: TableInfo | null; spectator?: boolean }
  | { type: "public"; view: GameView; at: number }
  | { type: "seat"; view: SeatView; at: number }
  | { type: "event"; event: GameEvent }
  /** what has happened at the table so far (the host's `table/history`, after a reload): the log starts over from it */
  | { type: "history"; events: GameEvent[] }
  /** the board replaces its own UI state (a tap, a dialog) */
  | { type: "board"; board: unknown }
  | { type: "dismiss_result"; round: number }
  | { type: "error"; error: { code: string; message: string } | null }
  | { type: "left" };

export const LOG_LIMIT = 200;

export function initialState(): UiState {
  return {
    connection: "connecting",
    tables: [],
    table: null,
    spectator: false,
    pub: null,
    mine: null,
    clock: null,
    log: [],
    logCount: 0,
    cue: null,
    dismissedResult: null,
    error: null,
    board: null,
  };
}

// ---------------------------------------------------------------- selectors

/** The view to render: the seat's own view when seated, else the public one. */
export function currentView(s: UiState): GameView | null {
  return s.mine ?? s.pub;
}

export function mySeat(s: UiState): number | null {
  if (s.mine) return s.mine.seat;
  const you = s.table?.seats.find((x) => x.you);
  return you ? you.seat : null;
}

export function seatName(s: UiState, seat: number): string {
  const info = s.table?.seats.find((x) => x.seat === seat);
  return info?.name || `#${seat + 1}`;
}

export function isBotSeat(s: UiState, seat: number): boolean {
  return s.table?.seats.find((x) => x.seat === seat)?.kind === "bot";
}

/** The game the table plays: its view's `ruleset`, else the table's, else `fallback`. */
export function gameOf(s: UiState, fallback: string): string {
  return currentView(s)?.ruleset ?? s.table?.ruleset ?? fallback;
}

export function isGameOver(s: UiState): boolean {
  return currentView(s)?.phase === "over";
}

/** Whether this client's seat has a decision due now. */
export function myDecision(s: UiState, rules: GameRules | null): boolean {
  const v = s.mine;
  return !!v && !!rules && rules.toAct(v).includes(v.seat);
}

/** Milliseconds left in the current decision, or null when there is no limit or no decision. */
export function remainingMs(s: UiState, localNow: number): number | null {
  return clockLeft(s.clock, currentView(s), localNow);
}

/**
 * The countdown stands still: the connection to the host is lost, or the table's host is
 * offline (its last state is shown). The ring then says so instead of counting down to 0.
 */
export function clockStopped(s: UiState): boolean {
  return s.connection !== "open" || s.table?.available === false;
}

/** The finished round to show now, unless the player closed it. */
export function visibleResult(s: UiState, rules: GameRules | null): { round: number } | null {
  const v = currentView(s);
  const r = v && rules ? rules.roundResult(v) : null;
  if (!r || s.dismissedResult === r.round) return null;
  return r;
}

/** The level offered first when a seat is handed to a bot: the middle of the host's levels. */
export function middleLevel(levels: readonly string[]): string {
  return levels[Math.floor(levels.length / 2)] ?? "medium";
}

/** A seat command offered on a seat's row. */
export type SeatControl = "bot" | "take_back" | "remove_bot";

/**
 * The seat command this client may use on `seat`'s row, if any (docs/protocol.md):
 * during a game the owner hands an absent human's seat to a bot and takes any handed seat back,
 * a player does both for their own seat; in the lobby the owner removes bots.
 * Commands the transport cannot carry out are never offered.
 */
export function seatControl(s: UiState, seat: number, owner: boolean, caps: Capabilities): SeatControl | null {
  const tb = s.table;
  const info = tb?.seats.find((x) => x.seat === seat);
  if (!tb || !info || s.spectator) return null;
  // Older seat lists have no `kind`: a seat with a bot and no kind is a bot's own seat.
  const botSeat = info.kind ? info.kind === "bot" : !!info.bot;
  if (tb.status === "lobby") return owner && botSeat && caps.removeBot ? "remove_bot" : null;
  if (tb.status !== "playing" || botSeat) return null;
  const own = seat === mySeat(s);
  if (info.bot) return (owner || own) && caps.takeBack ? "take_back" : null;
  if (!caps.seatBot) return null;
  return own || (owner && info.connected === false) ? "bot" : null;
}

// ---------------------------------------------------------------- reducer

/** The table's game module just loaded: its board starts, and the countdown learns its length. */
export function adoptRules(s: UiState, rules: GameRules): UiState {
  const v = currentView(s);
  const total = v ? rules.decisionMs(v, s.table?.options ?? {}) : null;
  return {
    ...s,
    board: s.board === null ? rules.initial() : s.board,
    clock: s.clock && s.clock.total === null ? { ...s.clock, total } : s.clock,
  };
}

/** The table went from a finished game to a new one (play again): round numbers start over. */
function newGame(prev: GameView | null, next: GameView): boolean {
  return prev?.phase === "over" && next.phase !== "over";
}

function isStale(prev: GameView | null, next: GameView): boolean {
  return prev?.seq != null && next.seq != null && next.seq < prev.seq;
}

function clockFor(s: UiState, v: GameView, at: number, rules: GameRules | null): Clock | null {
  const total = rules ? rules.decisionMs(v, s.table?.options ?? {}) : null;
  return nextClock(s.clock, v, at, total);
}

function boardOf(s: UiState, rules: GameRules | null): unknown {
  return s.board === null && rules ? rules.initial() : s.board;
}

function foldEvent(s0: UiState, e: GameEvent, rules: GameRules | null): UiState {
  const round = (typeof e.round === "number" ? e.round : currentView(s0)?.round) ?? 0;
  const n = s0.logCount + 1;
  const log = [...s0.log, { n, round, event: e }];
  const s: UiState = { ...s0, log: log.length > LOG_LIMIT ? log.slice(-LOG_LIMIT) : log, logCount: n };
  if (!rules) return s;
  const out = rules.event(boardOf(s, rules), e, mySeat(s));
  return { ...s, board: out.board, cue: out.cue ? { name: out.cue, n: (s.cue?.n ?? 0) + 1 } : s.cue };
}

/**
 * The log rebuilt from the table's history: the same entries live events would have made, but
 * no board state and no sound (what happened before the reload is not played again).
 */
function fromHistory(s: UiState, events: readonly GameEvent[]): UiState {
  let round = 0;
  const log = events.map((event, i) => {
    if (typeof event.round === "number") round = event.round;
    return { n: i + 1, round, event };
  });
  return { ...s, log: log.slice(-LOG_LIMIT), logCount: log.length };
}

function fresh(s: UiState): UiState {
  return { ...initialState(), connection: s.connection, tables: s.tables };
}

/** One message folded in. `rules`: the table's game, once its module is loaded. */
export function reduce(s: UiState, m: UiMsg, rules: GameRules | null = null): UiState {
  switch (m.type) {
    case "connection":
      return { ...s, connection: m.status };
    case "tables":
      return { ...s, tables: m.tables };
    case "table": {
      if (!m.table) return fresh(s);
      // Views may arrive before the table info: keep them unless this is another table.
      const same = !s.table || s.table.id === m.table.id;
      const base = same ? s : fresh(s);
      return { ...base, table: m.table, spectator: m.spectator ?? (same ? s.spectator : false) };
    }
    case "public": {
      if (isStale(s.pub, m.view)) return s;
      const next = { ...s, pub: m.view, dismissedResult: newGame(s.pub, m.view) ? null : s.dismissedResult };
      // While seated, the seat view drives the clock; the public one only when spectating.
      return s.mine ? next : { ...next, clock: clockFor(s, m.view, m.at, rules) };
    }
    case "seat": {
      if (isStale(s.mine, m.view)) return s;
      const board = rules ? rules.seatView(boardOf(s, rules), m.view) : s.board;
      return {
        ...s,
        mine: m.view,
        dismissedResult: newGame(s.mine, m.view) ? null : s.dismissedResult,
        spectator: false,
        clock: clockFor(s, m.view, m.at, rules),
        board,
      };
    }
    case "event":
      return foldEvent(s, m.event, rules);
    case "history":
      return fromHistory(s, m.events);
    case "board":
      return { ...s, board: m.board };
    case "dismiss_result":
      return { ...s, dismissedResult: m.round };
    case "error":
      return { ...s, error: m.error };
    case "left":
      return fresh(s);
  }
}
