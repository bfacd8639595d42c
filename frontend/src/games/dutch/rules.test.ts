import { describe, expect, it } from "vitest";
import { translator } from "../../i18n.js";
import { initialState, reduce } from "../../state.js";
import { pub, seat } from "./fixtures.js";
import { status, type Names } from "./prompt.js";
import {
  arm,
  canGive,
  confirmCall,
  decisionMs,
  gameNow,
  initialUi,
  mayThrow,
  onEvent,
  onSeatView,
  rules,
  runningTotals,
  shownSlots,
  slotMode,
  swapAction,
  tapRow,
  tapSlot,
  windowClock,
} from "./rules.js";
import { STRINGS, type DSay } from "./strings.js";
import type { DutchSeatView, ThrowWindow } from "./types.js";

const ui = initialUi();
const win = (over: Partial<ThrowWindow> = {}): ThrowWindow => ({
  number: 2,
  rank: "Q",
  card: "QH",
  opened: 6000,
  until: 8000,
  open: true,
  tried: [],
  throws: [],
  closed: null,
  ...over,
});

describe("tapping a card", () => {
  it("the opening look: an own unchosen card of slots 0-3, one at a time", () => {
    const m = seat(0, { phase: "look", turn: null, look: { chosen: [[2], [], []], ready: [false, false, false] }, legal: ["choose"] });
    expect(tapSlot(ui, m, 0, 1)[1]).toEqual({ type: "choose", slot: 1 });
    expect(tapSlot(ui, m, 0, 2)[1]).toBeNull(); // chosen already
    expect(tapSlot(ui, m, 1, 1)[1]).toBeNull(); // someone else's
  });
  it("holding a card: an own occupied slot takes it", () => {
    const m = seat(0, { turn: { seat: 0, number: 1, step: "hold", power: null }, legal: ["replace", "discard"] });
    expect(tapSlot(ui, m, 0, 3)[1]).toEqual({ type: "replace", slot: 3 });
    expect(tapSlot(ui, m, 0, 5)[1]).toBeNull(); // an empty slot cannot be filled this way
    expect(tapSlot(ui, m, 1, 0)[1]).toBeNull();
  });
  it("a Queen: any occupied card of any row", () => {
    const m = seat(0, { turn: { seat: 0, number: 1, step: "power", power: "queen" }, legal: ["look", "skip", "throw_in"], window: win() });
    expect(tapSlot(ui, m, 2, 1)[1]).toEqual({ type: "look", row: 2, slot: 1 });
    expect(tapSlot(ui, m, 0, 0)[1]).toEqual({ type: "look", row: 0, slot: 0 });
    expect(tapSlot(ui, m, 2, 6)[1]).toBeNull();
  });
  it("a Jack: two cards, sent in the engine's order, never the caller's row", () => {
    const m = seat(1, { turn: { seat: 1, number: 8, step: "power", power: "jack" }, legal: ["swap", "skip"], caller: 0 });
    const [first, none] = tapSlot(ui, m, 2, 1);
    expect(none).toBeNull();
    expect(first.pick).toEqual([2, 1]);
    expect(tapSlot(first, m, 1, 3)).toEqual([{ ...first, pick: null }, { type: "swap", row: 1, slot: 3, other_row: 2, other_slot: 1 }]);
    expect(tapSlot(first, m, 2, 1)).toEqual([{ ...first, pick: null }, null]); // the same card again: undone
    expect(slotMode(ui, m, 0, 0)).toBeNull(); // the caller's row is locked
    expect(swapAction([2, 0], [1, 3])).toEqual({ type: "swap", row: 1, slot: 3, other_row: 2, other_slot: 0 });
    expect(swapAction([1, 3], [1, 1])).toEqual({ type: "swap", row: 1, slot: 1, other_row: 1, other_slot: 3 });
  });
  it("an Ace: a row that is neither full nor the caller's", () => {
    const full = Array.from({ length: 8 }, () => true);
    const m = seat(0, {
      turn: { seat: 0, number: 7, step: "power", power: "ace" },
      legal: ["give", "skip"],
      filled: [full.map((_, k) => k < 4), full, full.map((_, k) => k < 3)],
      caller: 2,
    });
    expect(tapRow(ui, m, 0)[1]).toEqual({ type: "give", row: 0 });
    expect(canGive(m, 1)).toBe(false); // full
    expect(canGive(m, 2)).toBe(false); // the caller's
    expect(canGive({ ...m, legal: ["skip"] }, 0)).toBe(false);
  });
  it("not your turn: only the throw-in, once armed", () => {
    const m = seat(1, { turn: { seat: 0, number: 1, step: "power", power: "queen" }, legal: ["throw_in"], window: win() });
    expect(tapSlot(ui, m, 1, 0)[1]).toBeNull(); // not armed: a tap does nothing
    const armed = arm(ui, m, true);
    expect(armed.arming).toBe(2); // armed for window 2
    const [after, action] = tapSlot(armed, m, 1, 2);
    expect(action).toEqual({ type: "throw_in", slot: 2, window: 2 });
    expect(after.arming).toBeNull();
    expect(after.sent).toEqual({ window: 2, slot: 2 });
    expect(tapSlot(armed, m, 0, 0)[1]).toBeNull(); // never another player's card
    expect(arm(ui, seat(1, { legal: [] }), true).arming).toBeNull();
    // a new window (another rank) while armed: disarmed, so a tap meant for a Queen throws nothing
    const next = seat(1, { turn: { seat: 2, number: 2, step: "power", power: null }, legal: ["throw_in"], window: win({ number: 3, rank: "7", card: "7S" }) });
    expect(onSeatView(armed, next).arming).toBeNull();
    expect(tapSlot(armed, next, 1, 2)[1]).toBeNull();
    expect(onSeatView(armed, m).arming).toBe(2); // the same window: still armed
  });
  it("an armed throw-in goes before the player's own decision", () => {
    const m = seat(0, { turn: { seat: 0, number: 1, step: "power", power: "queen" }, legal: ["look", "skip", "throw_in"], window: win() });
    expect(tapSlot(arm(ui, m, true), m, 0, 1)[1]).toEqual({ type: "throw_in", slot: 1, window: 2 });
    expect(tapSlot(ui, m, 0, 1)[1]).toEqual({ type: "look", row: 0, slot: 1 });
  });
  it("the Dutch confirmation opens only while calling is legal", () => {
    expect(confirmCall(ui, seat(0, { legal: ["dutch", "end"] }), true).confirmCall).toBe(true);
    expect(confirmCall(ui, seat(0, { legal: ["end"] }), true).confirmCall).toBe(false);
  });
});

describe("the window", () => {
  it("may throw in: the view's legal while the window is open", () => {
    expect(mayThrow(seat(2, { legal: ["throw_in"] }))).toBe(true);
    expect(mayThrow(seat(2, { legal: ["throw_in"], window: win({ open: false }) }))).toBe(false);
    expect(mayThrow(seat(2, { legal: [] }))).toBe(false);
  });
  it("counts ThrowTime down from the shell's clock, or from the view's own time", () => {
    const v = pub({ deadline: 36000, window: win() });
    expect(gameNow(v, 29200, null, 0)).toBe(6800); // 29.2 s before the deadline
    expect(windowClock(win(), 6800)).toEqual({ left: 1200, total: 2000 });
    expect(windowClock(win(), 9000)).toEqual({ left: 0, total: 2000 }); // open until the next turn
    expect(windowClock(win({ open: false }), 6800)).toBeNull();
    const free = pub({ deadline: null, now: 6500 });
    expect(gameNow(free, null, { now: 6500, at: 100 }, 400)).toBe(6800);
    expect(gameNow({ ...free, paused: true }, null, { now: 6500, at: 100 }, 400)).toBe(6500);
    expect(gameNow(free, null, null, 400)).toBeNull();
  });
  it("a throw-in answered, still pending, or too late", () => {
    const sent = { ...ui, sent: { window: 2, slot: 1 } };
    const open = seat(0, { legal: ["throw_in"], window: win() });
    expect(onSeatView(sent, open).sent).toEqual({ window: 2, slot: 1 }); // no answer yet
    const taken = seat(0, { window: win({ tried: [0], throws: [{ seat: 0, slot: 1, card: "QS", correct: true, penalty: null }] }) });
    expect(onSeatView(sent, taken)).toMatchObject({ sent: null, late: null });
    const first = seat(0, { window: win({ open: false, closed: "throw_in", tried: [2], throws: [{ seat: 2, slot: 2, card: "QS", correct: true, penalty: null }] }) });
    const late = onSeatView(sent, first);
    expect(late).toMatchObject({ sent: null, late: { window: 2, by: 2 } });
    expect(onSeatView(sent, seat(0, { window: win({ open: false, closed: "turn" }) })).late).toEqual({ window: 2, by: null });
    // the next window puts it away
    expect(onSeatView(late, seat(0, { window: win({ number: 3 }) })).late).toBeNull();
  });
});

describe("folding events and views", () => {
  it("cues and animations", () => {
    expect(onEvent(ui, { type: "turn_started", seat: 1 }, 1).cue).toBe("turn");
    expect(onEvent(ui, { type: "turn_started", seat: 2 }, 1).cue).toBeUndefined();
    const wrong = onEvent(ui, { type: "thrown_in", seat: 1, slot: 0, card: "5S", correct: false, penalty: 4, window: 2 }, 0);
    expect(wrong.board.anim).toMatchObject({ kind: "wrong", places: [[1, 0], [1, 4]] });
    const call = onEvent({ ...ui, confirmCall: true }, { type: "dutch_called", seat: 0, round: 1 }, 0);
    expect(call.cue).toBe("quack");
    expect(call.board.banner?.seat).toBe(0);
    expect(call.board.confirmCall).toBe(false);
    expect(onEvent(ui, { type: "game_ended", winners: [1] }, 1).cue).toBe("win");
    const dealt = onEvent({ ...ui, arming: 3, pick: [1, 1], late: { window: 3, by: 1 } }, { type: "round_started", round: 2 }, 0).board;
    expect(dealt).toMatchObject({ arming: null, pick: null, late: null });
  });
  it("a view keeps only what still holds", () => {
    const armed = { ...ui, arming: 2, pick: [1, 1] as [number, number], confirmCall: true };
    const after = onSeatView(armed, seat(0, { legal: ["draw"], window: win({ open: false }) }));
    expect(after).toMatchObject({ arming: null, pick: null, confirmCall: false });
  });
  it("runs in the shell's reducer", () => {
    let s = reduce(initialState(), { type: "seat", view: seat(0, { legal: ["draw", "take"] }), at: 0 }, rules);
    s = reduce(s, { type: "event", event: { type: "turn_started", seat: 0, number: 1 } }, rules);
    expect(s.cue?.name).toBe("turn");
    expect(s.log).toHaveLength(1);
  });
});

describe("what the shell asks", () => {
  const options = { peek_time: 15, turn_time: 30, throw_time: 2 };
  it("the decision's whole length", () => {
    expect(decisionMs(pub({ phase: "look" }), options)).toBe(15000);
    expect(decisionMs(pub(), options)).toBe(30000);
    expect(decisionMs(pub({ turn: { seat: 0, number: 1, step: "wait", power: null }, window: win() }), options)).toBe(2000);
    expect(decisionMs(pub({ phase: "between" }), options)).toBe(30000);
    expect(decisionMs(pub(), { turn_time: 0 })).toBeNull(); // no limit
    expect(decisionMs(pub({ phase: "over" }), options)).toBeNull();
  });
  it("results between rounds only; totals with their halvings; the target", () => {
    const result = { round: 2, caller: 0, rows: [], points: [], caller_zero: false, scores: [], halvings: [], totals: [] };
    expect(rules.roundResult(pub({ phase: "between", result }))).toEqual({ round: 2 });
    expect(rules.roundResult(pub({ phase: "look", result }))).toBeNull(); // the next deal took it away
    const v = pub({ scores: [[20, 30], [30, 20]], halvings: [[], [{ seat: 0, from: 50, to: 25 }]] });
    expect(runningTotals(v)).toEqual([
      [20, 30],
      [25, 50],
    ]);
    expect(rules.scoreHistory(v)).toEqual([
      [20, 30],
      [30, 20],
    ]);
    expect(rules.target!(v)).toBe(100);
    expect(rules.target!(pub({ target: null }))).toBeNull();
  });
  it("rows show slots 0-3 and up to their last card, gaps kept", () => {
    const f = (ks: number[]) => Array.from({ length: 8 }, (_, k) => ks.includes(k));
    const v = pub({ filled: [f([0, 1, 2, 3]), f([0, 2, 5]), f([])] });
    expect([0, 1, 2].map((r) => shownSlots(v, r))).toEqual([4, 6, 4]);
  });
});

describe("the status line", () => {
  const t = translator<string>("en", STRINGS) as DSay;
  const names: Names = { name: (s) => ["Anna", "Ben", "Oma"][s]!, who: (s) => (s === 0 ? "you" : ["Anna", "Ben", "Oma"][s]!), me: 0 };
  const say = (m: DutchSeatView, u = ui, owner = false) => status(t, m, m, u, names, owner);
  it("says exactly what can be done now", () => {
    expect(say(seat(0, { legal: ["draw", "take", "throw_in"] }))).toEqual({
      title: "Your turn",
      hint: "Draw from the draw pile, or take the 9♣ from the pile. · Throw in a 9 now, if you have one!",
    });
    const hold = { seat: 0, source: "draw" as const, card: "QH" };
    expect(say(seat(0, { turn: { seat: 0, number: 1, step: "hold", power: null }, held: hold, legal: ["replace", "discard"], window: win({ open: false }) }))).toEqual({
      title: "You drew Q♥ (12 points)",
      hint: "Tap one of your cards to put it there (the old card goes on the pile), or discard it. Discarding it gives its power: the Queen lets you look at any one card.",
    });
    const ace = seat(0, { turn: { seat: 0, number: 1, step: "power", power: "ace" }, legal: ["give", "skip"], window: win({ open: false }) });
    expect(say(ace).title).toBe("Ace: give a card");
    expect(say(ace).hint).toContain("Give a face-down card from the draw pile to any player");
    const jack = seat(0, { turn: { seat: 0, number: 1, step: "power", power: "jack" }, legal: ["swap", "skip"], window: win({ open: false }) });
    expect(say(jack, { ...ui, pick: [1, 0] }).hint).toBe("Now tap the second card (tap the first again to undo).");
    const other = seat(0, { turn: { seat: 1, number: 2, step: "power", power: "queen" }, legal: ["throw_in"], window: win() });
    expect(say(other)).toEqual({ title: "Ben's turn", hint: "Ben may look at a card (Queen). · Throw in a Queen now, if you have one!" });
    expect(say(other, arm(ui, other, true))).toEqual({
      title: "Throw in a Queen!",
      hint: "Tap your card that is a Queen. One try: a wrong card comes back, with a penalty card.",
    });
  });
  it("the look, a call and the final turns, between rounds", () => {
    const look = (chosen: number[], ready = false) => seat(0, { phase: "look", turn: null, look: { chosen: [chosen, [], []], ready: [ready, false, false] } });
    expect(say(look([])).hint).toBe("Tap a card to see it (0 of 2). Remember where they are!");
    expect(say(look([0, 3])).title).toBe("Remember your two cards");
    expect(say(look([0, 3], true)).title).toBe("Waiting for the others…");
    const called = seat(0, { caller: 1, final_turns: [2, 0], turn: { seat: 2, number: 9, step: "start", power: null }, window: win({ open: false }) });
    expect(say(called).hint).toBe("Oma draws or takes a card. · Ben called Dutch. Final turns: Oma, you.");
    const final = seat(0, { caller: 1, final_turns: [0], legal: ["draw", "take"], window: win({ open: false }) });
    expect(say(final).title).toBe("Your final turn");
    expect(say(seat(0, { phase: "between", turn: null }), ui, true).hint).toBe("Deal the next round when everyone has seen the results.");
    expect(say(seat(0, { phase: "between", turn: null })).hint).toContain("when the table's owner deals");
  });
});
