// Dutch's board logic, pure: what a tap on a card or a row sends, how the board's own UI state
// (the throw-in button, a Jack's first card, the call's confirmation, a late throw-in) follows
// events and views, and the throw-in window's countdown. No DOM, no timers.

import type { Cue } from "../../sound.js";
import type { GameEvent, GameView, SeatView, TableOptions } from "../../types.js";
import type { GameRules } from "../types.js";
import type { Action, ActionType, DutchSeatView, DutchUi, DutchView, Place, RoundResult, ThrowWindow } from "./types.js";

export const BETWEEN_MS = 30_000; // ruling 25: results stay up to 30 s

export function initialUi(): DutchUi {
  return { arming: null, pick: null, confirmCall: false, sent: null, late: null, banner: null, animCount: 0, anim: null };
}

// ---------------------------------------------------------------- selectors

export function can(m: DutchSeatView | null, a: ActionType): boolean {
  return !!m && Array.isArray(m.legal) && m.legal.includes(a);
}

export function isMyTurn(m: DutchSeatView | null): boolean {
  return !!m && m.phase === "turn" && m.turn?.seat === m.seat;
}

/** The open throw-in window, or null. */
export function openWindow(v: DutchView | null): ThrowWindow | null {
  return v?.phase === "turn" && v.window?.open ? v.window : null;
}

/** This seat may throw in now (the view's `legal`: every seat the window allows, not only the player on turn). */
export function mayThrow(m: DutchSeatView | null): boolean {
  return can(m, "throw_in") && !!openWindow(m);
}

export function isFull(v: DutchView, row: number): boolean {
  return (v.filled[row] ?? []).every(Boolean);
}

/** The slots a row shows: 0-3 always, and up to its last filled slot (the gaps between stay). */
export function shownSlots(v: DutchView, row: number): number {
  const filled = v.filled[row] ?? [];
  let last = 3;
  filled.forEach((f, k) => {
    if (f && k > last) last = k;
  });
  return last + 1;
}

// ---------------------------------------------------------------- the window's countdown

/**
 * The game time now, from what the shell's clock knows: `left` ms before the view's deadline.
 * Without a deadline, from the view's own `now` and the local time elapsed since it arrived.
 */
export function gameNow(v: GameView, left: number | null, anchor: { now: number; at: number } | null, localNow: number): number | null {
  if (typeof v.deadline === "number" && left !== null) return v.deadline - left;
  if (anchor) return v.paused ? anchor.now : anchor.now + Math.max(0, localNow - anchor.at);
  return null;
}

export interface WindowClock {
  /** ms until the next turn may begin (0 once it may) */
  left: number;
  /** the whole ThrowTime */
  total: number;
}

/** The window's ThrowTime countdown, or null when it is not open or the time is unknown. */
export function windowClock(w: ThrowWindow | null, now: number | null): WindowClock | null {
  if (!w || !w.open || now === null) return null;
  const total = Math.max(1, w.until - w.opened);
  return { left: Math.max(0, Math.min(total, w.until - now)), total };
}

// ---------------------------------------------------------------- tapping

/** What tapping a slot does now. */
export type SlotMode = "choose" | "replace" | "look" | "swap" | "throw" | null;

export function slotMode(ui: DutchUi, m: DutchSeatView | null, row: number, slot: number): SlotMode {
  if (!m) return null;
  const filled = !!m.filled[row]?.[slot];
  const own = row === m.seat;
  if (armedNow(ui, m) && own && filled) return "throw";
  if (own && m.phase === "look" && can(m, "choose") && slot < 4 && !m.look.chosen[m.seat]?.includes(slot)) return "choose";
  if (!isMyTurn(m) || !filled) return null;
  const step = m.turn?.step;
  if (own && step === "hold" && can(m, "replace")) return "replace";
  if (step === "power" && m.turn?.power === "queen" && can(m, "look")) return "look";
  if (step === "power" && m.turn?.power === "jack" && can(m, "swap") && row !== m.caller) return "swap";
  return null;
}

/** An Ace's target: a row that is not full and not the caller's. */
export function canGive(m: DutchSeatView | null, row: number): boolean {
  return !!m && isMyTurn(m) && m.turn?.power === "ace" && can(m, "give") && row !== m.caller && !isFull(m, row);
}

/** A Jack's two places in the engine's order: (row, slot) < (other_row, other_slot). */
export function swapAction(a: Place, b: Place): Action {
  const [x, y] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
  return { type: "swap", row: x[0], slot: x[1], other_row: y[0], other_slot: y[1] };
}

/** A tap on a slot: the board's state after it and, when the tap completes one, the action to send. */
export function tapSlot(ui: DutchUi, m: DutchSeatView | null, row: number, slot: number): [DutchUi, Action | null] {
  const mode = slotMode(ui, m, row, slot);
  if (!m || !mode) return [ui, null];
  switch (mode) {
    case "throw":
      return [{ ...ui, arming: null, sent: { window: m.window!.number, slot } }, { type: "throw_in", slot, window: m.window!.number }];
    case "choose":
      return [ui, { type: "choose", slot }];
    case "replace":
      return [ui, { type: "replace", slot }];
    case "look":
      return [ui, { type: "look", row, slot }];
    case "swap": {
      const first = ui.pick;
      if (!first) return [{ ...ui, pick: [row, slot] }, null];
      if (first[0] === row && first[1] === slot) return [{ ...ui, pick: null }, null]; // tapped again: undone
      return [{ ...ui, pick: null }, swapAction(first, [row, slot])];
    }
  }
}

/** A tap on a row's "give" button (an Ace). */
export function tapRow(ui: DutchUi, m: DutchSeatView | null, row: number): [DutchUi, Action | null] {
  return canGive(m, row) ? [ui, { type: "give", row }] : [ui, null];
}

/** Armed for the window open now: a new window (another rank) disarms, whatever the player meant. */
export function armedNow(ui: DutchUi, m: DutchSeatView | null): boolean {
  return ui.arming !== null && mayThrow(m) && m!.window!.number === ui.arming;
}

/** The throw-in button: arms the next tap on an own card for the open window (or disarms). */
export function arm(ui: DutchUi, m: DutchSeatView | null, on: boolean): DutchUi {
  return { ...ui, arming: on && mayThrow(m) ? m!.window!.number : null, pick: on ? null : ui.pick };
}

/** Open or close the Dutch call's confirmation; it opens only while calling is legal. */
export function confirmCall(ui: DutchUi, m: DutchSeatView | null, open: boolean): DutchUi {
  return { ...ui, confirmCall: open && can(m, "dutch") };
}

// ---------------------------------------------------------------- folding

function anim(ui: DutchUi, kind: NonNullable<DutchUi["anim"]>["kind"], places: Place[]): DutchUi {
  const n = ui.animCount + 1;
  return { ...ui, anim: { kind, places, n }, animCount: n };
}

const num = (x: unknown): number => (typeof x === "number" ? x : -1);

export function onEvent(ui: DutchUi, e: GameEvent, me: number | null): { board: DutchUi; cue?: Cue } {
  const seat = num(e.seat);
  switch (e.type) {
    case "round_started":
      return { board: anim({ ...ui, arming: null, pick: null, confirmCall: false, sent: null, late: null, banner: null }, "deal", []), cue: "card" };
    case "turn_started":
      return seat === me ? { board: ui, cue: "turn" } : { board: ui };
    case "drew":
    case "took":
    case "replaced":
    case "discarded":
    case "gave":
      return { board: ui, cue: "card" };
    case "swapped":
      return {
        board: anim(ui, "swap", [
          [num(e.row), num(e.slot)],
          [num(e.other_row), num(e.other_slot)],
        ]),
        cue: "whoosh",
      };
    case "thrown_in": {
      const places: Place[] = [[seat, num(e.slot)]];
      if (e.correct) return { board: anim(ui, "throw", places), cue: "card" };
      if (typeof e.penalty === "number") places.push([seat, e.penalty]);
      return { board: anim(ui, "wrong", places), cue: "whoosh" };
    }
    case "dutch_called":
      return { board: { ...ui, confirmCall: false, banner: { seat, n: ui.animCount + 1 }, animCount: ui.animCount + 1 }, cue: "quack" };
    case "round_ended":
      return { board: { ...ui, arming: null, pick: null, confirmCall: false, sent: null }, cue: "end" };
    case "game_ended": {
      const winners = Array.isArray(e.winners) ? (e.winners as number[]) : [];
      return { board: ui, cue: me !== null && winners.includes(me) ? "win" : "end" };
    }
  }
  return { board: ui };
}

/** A sent throw-in against the window the view shows: answered, still open, or too late. */
function settleThrow(ui: DutchUi, v: DutchSeatView): Pick<DutchUi, "sent" | "late"> {
  let late = ui.late;
  if (late && v.window && v.window.number > late.window) late = null; // a new window: old news
  const sent = ui.sent;
  if (!sent) return { sent, late };
  const w = v.window;
  if (w && w.number === sent.window && w.tried.includes(v.seat)) return { sent: null, late }; // ours was taken
  if (w && w.number === sent.window && w.open) return { sent, late }; // no answer yet
  const first = w && w.number === sent.window ? (w.throws.find((x) => x.correct)?.seat ?? null) : null;
  // the window closed first (someone else was quicker, or the next turn began): refused, free
  return { sent: null, late: w && w.number > sent.window ? null : { window: sent.window, by: first } };
}

export function onSeatView(ui: DutchUi, v: DutchSeatView): DutchUi {
  const jack = isMyTurn(v) && v.turn?.power === "jack" && can(v, "swap");
  return {
    ...ui,
    ...settleThrow(ui, v),
    arming: armedNow(ui, v) ? ui.arming : null,
    pick: jack ? ui.pick : null,
    confirmCall: ui.confirmCall && can(v, "dutch"),
  };
}

// ---------------------------------------------------------------- what the shell asks

const secs = (x: unknown, fallback: number): number => (typeof x === "number" && x >= 0 ? x : fallback);

/** The whole length of the decision the deadline ends, from the table's options. */
export function decisionMs(view: GameView, options: TableOptions): number | null {
  const v = view as DutchView;
  let s: number;
  if (v.phase === "look") s = secs(options["peek_time"], 15);
  else if (v.phase === "between") return BETWEEN_MS;
  else if (v.phase !== "turn") return null;
  else if (v.turn?.step === "wait" || v.turn?.step === "ending") {
    const w = v.window;
    return w ? Math.max(1, w.until - w.opened) : secs(options["throw_time"], 2) * 1000;
  } else s = secs(options["turn_time"], 30);
  return s > 0 ? s * 1000 : null;
}

/** Totals after each finished round: the round's score added, then a halving where there was one. */
export function runningTotals(view: GameView): number[][] | null {
  const v = view as DutchView;
  if (!Array.isArray(v.scores)) return null;
  const out: number[][] = [];
  let acc: number[] = [];
  v.scores.forEach((row, r) => {
    acc = row.map((p, seat) => (acc[seat] ?? 0) + p);
    for (const h of v.halvings?.[r] ?? []) acc[h.seat] = h.to;
    out.push(acc);
  });
  return out;
}

export const rules: GameRules<DutchUi> = {
  initial: initialUi,
  event: onEvent,
  seatView: (ui, v: SeatView) => onSeatView(ui, v as DutchSeatView),
  toAct: (v) => (Array.isArray(v.to_act) ? v.to_act : []),
  decisionMs,
  // the results show between rounds; the next deal takes them away (the podium follows the last)
  roundResult: (v) => {
    const d = v as DutchView;
    return d.phase === "between" && d.result ? { round: (d.result as RoundResult).round } : null;
  },
  scoreHistory: (v) => (Array.isArray((v as DutchView).scores) ? (v as DutchView).scores : null),
  runningTotals,
  target: (v) => (typeof (v as DutchView).target === "number" ? (v as DutchView).target : null),
};
