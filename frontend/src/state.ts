// The UI state of a Duck Down table, folded from views, events and lobby info by a pure reducer.
// No DOM, no timers, no I/O: the component feeds messages in and renders what comes out,
// so everything here is tested without a browser.

import type {
  Action,
  ActionType,
  Capabilities,
  Card,
  GameEvent,
  PublicView,
  RoundResult,
  SeatView,
  TableInfo,
} from "./types.js";

export type ConnectionStatus = "connecting" | "open" | "closed";

export type AnimKind = "swap" | "draw" | "take" | "replace" | "throw" | "peek" | "call" | "deal";

export interface Anim {
  kind: AnimKind;
  seat: number;
  slot?: number;
  other_seat?: number;
  other_slot?: number;
  /** increases with every animation, so the same move twice still plays twice */
  n: number;
}

export type Cue = "turn" | "quack" | "swap" | "card" | "end" | "win" | "tick";

export interface LogEntry {
  n: number;
  round: number;
  event: GameEvent;
}

export interface Selection {
  /** swap: the own slot chosen first */
  mine?: number;
  /** swap: the other player's slot chosen first */
  other?: [number, number];
}

export interface Clock {
  /** the deadline the anchor belongs to */
  deadline: number;
  /** local time (ms, performance-like) at which the decision ends */
  endsAt: number;
  /** full length of the decision when known, for the countdown ring */
  total: number | null;
  /** while the table is paused: the time left, standing still */
  frozen?: number;
}

export interface UiState {
  connection: ConnectionStatus;
  tables: TableInfo[];
  table: TableInfo | null;
  spectator: boolean;
  pub: PublicView | null;
  mine: SeatView | null;
  clock: Clock | null;
  log: LogEntry[];
  logCount: number;
  anim: Anim | null;
  animCount: number;
  cue: { name: Cue; n: number } | null;
  selection: Selection | null;
  confirmCall: boolean;
  dismissedResult: number | null;
  error: { code: string; message: string } | null;
}

export type UiMsg =
  | { type: "connection"; status: ConnectionStatus }
  | { type: "tables"; tables: TableInfo[] }
  | { type: "table"; table: TableInfo | null; spectator?: boolean }
  | { type: "public"; view: PublicView; at: number }
  | { type: "seat"; view: SeatView; at: number }
  | { type: "event"; event: GameEvent }
  | { type: "select"; selection: Selection | null }
  | { type: "confirm_call"; open: boolean }
  | { type: "dismiss_result" }
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
    anim: null,
    animCount: 0,
    cue: null,
    selection: null,
    confirmCall: false,
    dismissedResult: null,
    error: null,
  };
}

// ---------------------------------------------------------------- selectors

/** The view to render: the seat's own view when seated, else the public one. */
export function currentView(s: UiState): PublicView | SeatView | null {
  return s.mine ?? s.pub;
}

export function mySeat(s: UiState): number | null {
  if (s.mine) return s.mine.seat;
  const you = s.table?.seats.find((x) => x.you);
  return you ? you.seat : null;
}

export function legal(s: UiState): Set<ActionType> {
  return new Set(s.mine?.legal ?? []);
}

export function can(s: UiState, a: ActionType): boolean {
  return !!s.mine && s.mine.legal.includes(a);
}

export function isMyTurn(s: UiState): boolean {
  const v = s.mine;
  return !!v && v.phase === "turn" && v.turn?.seat === v.seat;
}

/** The card this seat holds, when it holds one (its own held card is visible to it). */
export function heldCard(s: UiState): Card | undefined {
  const v = currentView(s);
  if (!v?.held) return undefined;
  return v.held.card;
}

export function seatName(s: UiState, seat: number): string {
  const info = s.table?.seats.find((x) => x.seat === seat);
  return info?.name || `#${seat + 1}`;
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

/** Milliseconds left in the current decision, or null when there is no limit or no decision. */
export function remainingMs(s: UiState, localNow: number): number | null {
  const v = currentView(s);
  if (!v || v.deadline == null || !s.clock || s.clock.deadline !== v.deadline) return null;
  if (s.clock.frozen !== undefined) return s.clock.frozen;
  return Math.max(0, s.clock.endsAt - localNow);
}

/** What tapping one of your own slots does right now. */
export type SlotMode = "replace" | "peek" | "swap" | null;

export function ownSlotMode(s: UiState): SlotMode {
  if (!isMyTurn(s)) return null;
  const l = legal(s);
  if (l.has("replace")) return "replace";
  if (l.has("peek")) return "peek";
  if (l.has("swap")) return "swap";
  return null;
}

/** Whether another player's slot can be tapped (only as a Swap target). */
export function otherSlotTappable(s: UiState): boolean {
  return isMyTurn(s) && can(s, "swap");
}

/** (seat, slot) pairs shown face up only because KeepKnown remembers them. */
export function eyeSet(s: UiState): Set<string> {
  return new Set((s.mine?.eye ?? []).map(([a, b]) => `${a}:${b}`));
}

/** The round result to show now, unless the player closed it. */
export function visibleResult(s: UiState): RoundResult | null {
  const r = currentView(s)?.result ?? null;
  if (!r || s.dismissedResult === r.round) return null;
  return r;
}

export function isGameOver(s: UiState): boolean {
  return currentView(s)?.phase === "over";
}

/** Running totals after each finished round, per seat: [round][seat]. */
export function cumulative(scores: number[][]): number[][] {
  const out: number[][] = [];
  let acc: number[] = [];
  for (const row of scores) {
    acc = row.map((p, i) => (acc[i] ?? 0) + p);
    out.push(acc);
  }
  return out;
}

/** Seats ordered for the podium: lowest total first; ties share a place. */
export function standings(totals: number[]): { seat: number; total: number; place: number }[] {
  const order = totals.map((total, seat) => ({ seat, total })).sort((a, b) => a.total - b.total || a.seat - b.seat);
  let place = 0;
  let prev: number | null = null;
  return order.map((o, i) => {
    if (prev === null || o.total !== prev) place = i + 1;
    prev = o.total;
    return { ...o, place };
  });
}

// ---------------------------------------------------------------- tapping

/**
 * A tap on a slot: your own (seat === mySeat) or another player's.
 * Returns the new state and, when the tap completes an action, the action to send.
 */
export function tapSlot(s: UiState, seat: number, slot: number): [UiState, Action | null] {
  const me = mySeat(s);
  if (me === null || !isMyTurn(s)) return [s, null];
  if (seat === me) {
    const mode = ownSlotMode(s);
    if (mode === "replace") return [{ ...s, selection: null }, { type: "replace", slot }];
    if (mode === "peek") return [{ ...s, selection: null }, { type: "peek", slot }];
    if (mode === "swap") {
      const other = s.selection?.other;
      if (other) {
        return [
          { ...s, selection: null },
          { type: "swap", slot, other_seat: other[0], other_slot: other[1] },
        ];
      }
      if (s.selection?.mine === slot) return [{ ...s, selection: null }, null];
      return [{ ...s, selection: { mine: slot } }, null];
    }
    return [s, null];
  }
  if (!otherSlotTappable(s)) return [s, null];
  const mine = s.selection?.mine;
  if (mine !== undefined) {
    return [{ ...s, selection: null }, { type: "swap", slot: mine, other_seat: seat, other_slot: slot }];
  }
  const cur = s.selection?.other;
  if (cur && cur[0] === seat && cur[1] === slot) return [{ ...s, selection: null }, null];
  return [{ ...s, selection: { other: [seat, slot] } }, null];
}

// ---------------------------------------------------------------- reducer

/** The table went from a finished game to a new one (play again): round numbers start over. */
function newGame(prev: PublicView | null, next: PublicView): boolean {
  return prev?.phase === "over" && next.phase !== "over";
}

function isStale(prev: PublicView | null, next: PublicView): boolean {
  return prev?.seq != null && next.seq != null && next.seq < prev.seq;
}

function decisionLength(s: UiState, v: PublicView): number | null {
  const o = s.table?.options;
  const secs = v.phase === "peek" ? (o?.peek_time ?? 10) : (o?.turn_time ?? 60);
  return typeof secs === "number" && secs > 0 ? secs * 1000 : null;
}

/** Anchor the deadline (game time) to local time. */
function nextClock(s: UiState, v: PublicView, at: number): Clock | null {
  if (v.deadline == null) return null;
  const total = decisionLength(s, v);
  if (typeof v.now === "number") {
    const left = Math.max(0, v.deadline - v.now);
    return v.paused ? { deadline: v.deadline, endsAt: at + left, total, frozen: left } : { deadline: v.deadline, endsAt: at + left, total };
  }
  // No game time in the view: the decision began when its deadline first appeared.
  if (s.clock && s.clock.deadline === v.deadline) return s.clock;
  return total == null ? null : { deadline: v.deadline, endsAt: at + total, total };
}

function keepSelection(s: UiState, v: SeatView): Selection | null {
  if (!s.selection) return null;
  return v.phase === "turn" && v.turn?.seat === v.seat && v.legal.includes("swap") ? s.selection : null;
}

function anim(s: UiState, a: Omit<Anim, "n">): UiState {
  const n = s.animCount + 1;
  return { ...s, anim: { ...a, n }, animCount: n };
}

function cue(s: UiState, name: Cue): UiState {
  return { ...s, cue: { name, n: (s.cue?.n ?? 0) + 1 } };
}

function foldEvent(s0: UiState, e: GameEvent): UiState {
  const round = (typeof e.round === "number" ? e.round : currentView(s0)?.round) ?? 0;
  const n = s0.logCount + 1;
  const log = [...s0.log, { n, round, event: e }];
  let s: UiState = { ...s0, log: log.length > LOG_LIMIT ? log.slice(-LOG_LIMIT) : log, logCount: n };
  const seat = typeof e.seat === "number" ? e.seat : -1;
  const me = mySeat(s);
  switch (e.type) {
    case "round_started":
      s = anim({ ...s, selection: null, confirmCall: false }, { kind: "deal", seat: -1 });
      break;
    case "turn_started":
      if (seat === me) s = cue(s, "turn");
      break;
    case "drew":
      s = cue(anim(s, { kind: "draw", seat }), "card");
      break;
    case "took":
      s = cue(anim(s, { kind: "take", seat }), "card");
      break;
    case "replaced":
      s = cue(anim(s, { kind: "replace", seat, slot: e.slot as number }), "card");
      break;
    case "threw":
      s = cue(anim(s, { kind: "throw", seat }), "card");
      break;
    case "peeked":
      s = anim(s, { kind: "peek", seat, slot: e.slot as number });
      break;
    case "swapped":
      s = cue(
        anim(s, {
          kind: "swap",
          seat,
          slot: e.slot as number,
          other_seat: e.other_seat as number,
          other_slot: e.other_slot as number,
        }),
        "swap",
      );
      break;
    case "duck_down_called":
      s = cue(anim({ ...s, confirmCall: false }, { kind: "call", seat }), "quack");
      break;
    case "round_ended":
      s = cue({ ...s, selection: null, confirmCall: false }, "end");
      break;
    case "game_ended": {
      const winners = (e.winners as number[] | undefined) ?? [];
      s = cue(s, me !== null && winners.includes(me) ? "win" : "end");
      break;
    }
  }
  return s;
}

export function reduce(s: UiState, m: UiMsg): UiState {
  switch (m.type) {
    case "connection":
      return { ...s, connection: m.status };
    case "tables":
      return { ...s, tables: m.tables };
    case "table": {
      if (!m.table) return { ...initialState(), connection: s.connection, tables: s.tables };
      // Views may arrive before the table info: keep them unless this is another table.
      const same = !s.table || s.table.id === m.table.id;
      const base = same ? s : { ...initialState(), connection: s.connection, tables: s.tables };
      return { ...base, table: m.table, spectator: m.spectator ?? (same ? s.spectator : false) };
    }
    case "public": {
      if (isStale(s.pub, m.view)) return s;
      const next = { ...s, pub: m.view, dismissedResult: newGame(s.pub, m.view) ? null : s.dismissedResult };
      // While seated, the seat view drives the clock; the public one only when spectating.
      return s.mine ? next : { ...next, clock: nextClock(s, m.view, m.at) };
    }
    case "seat": {
      if (isStale(s.mine, m.view)) return s;
      return {
        ...s,
        mine: m.view,
        dismissedResult: newGame(s.mine, m.view) ? null : s.dismissedResult,
        spectator: false,
        clock: nextClock(s, m.view, m.at),
        selection: keepSelection(s, m.view),
        confirmCall: s.confirmCall && m.view.legal.includes("call"),
      };
    }
    case "event":
      return foldEvent(s, m.event);
    case "select":
      return { ...s, selection: m.selection };
    case "confirm_call":
      return { ...s, confirmCall: m.open && can(s, "call") };
    case "dismiss_result": {
      const r = currentView(s)?.result;
      return r ? { ...s, dismissedResult: r.round } : s;
    }
    case "error":
      return { ...s, error: m.error };
    case "left":
      return { ...initialState(), connection: s.connection, tables: s.tables };
  }
}
