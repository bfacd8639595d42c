import { describe, expect, it } from "vitest";
import {
  LOG_LIMIT,
  can,
  cumulative,
  currentView,
  eyeSet,
  heldCard,
  initialState,
  isGameOver,
  isMyTurn,
  legal,
  middleLevel,
  mySeat,
  otherSlotTappable,
  ownSlotMode,
  reduce,
  remainingMs,
  seatControl,
  seatName,
  standings,
  tapSlot,
  visibleResult,
  type UiMsg,
  type UiState,
} from "../src/state.js";
import { ALL_CAPABILITIES, type Capabilities, type RoundResult, type TableSeat } from "../src/types.js";
import { pub, seat, table } from "./fixtures.js";

function fold(...msgs: UiMsg[]): UiState {
  return msgs.reduce(reduce, initialState());
}

const result: RoundResult = {
  round: 1,
  caller: 0,
  rows: [
    [1, 2, 3, 4],
    [0, 0, 1, 1],
    [9, 9, 9, 9],
  ],
  replaced: [{ seat: 0, slot: 2, drawn: ["peek", 3] }],
  points: [10, 2, 36],
  penalty: 5,
  scores: [15, 2, 36],
  totals: [15, 2, 36],
};

describe("initial state", () => {
  it("has nothing to show", () => {
    const s = initialState();
    expect(currentView(s)).toBeNull();
    expect(mySeat(s)).toBeNull();
    expect(isMyTurn(s)).toBe(false);
    expect(legal(s).size).toBe(0);
    expect(remainingMs(s, 0)).toBeNull();
    expect(s.connection).toBe("connecting");
  });
});

describe("connection and lobby", () => {
  it("tracks the connection", () => {
    expect(fold({ type: "connection", status: "open" }).connection).toBe("open");
    expect(fold({ type: "connection", status: "closed" }).connection).toBe("closed");
  });
  it("keeps the table list across table changes", () => {
    const s = fold(
      { type: "tables", tables: [table()] },
      { type: "table", table: table() },
      { type: "table", table: null },
    );
    expect(s.tables).toHaveLength(1);
    expect(s.table).toBeNull();
  });
  it("finds my seat from the lobby info before any view", () => {
    const s = fold({ type: "table", table: table({ status: "lobby", seats: [{ seat: 0, name: "A" }, { seat: 1, name: "B", you: true }] }) });
    expect(mySeat(s)).toBe(1);
  });
  it("names seats, with a fallback", () => {
    const s = fold({ type: "table", table: table() });
    expect(seatName(s, 1)).toBe("Ben");
    expect(seatName(s, 5)).toBe("#6");
  });
  it("resets game state when switching to another table", () => {
    let s = fold({ type: "table", table: table() }, { type: "public", view: pub(), at: 0 }, { type: "event", event: { type: "drew", seat: 0, source: "deck" } });
    expect(s.log).toHaveLength(1);
    s = reduce(s, { type: "table", table: table({ id: "t-2" }) });
    expect(s.pub).toBeNull();
    expect(s.log).toHaveLength(0);
  });
  it("keeps views that arrived before the first table info", () => {
    const s = fold({ type: "seat", view: seat(1), at: 0 }, { type: "table", table: table() });
    expect(mySeat(s)).toBe(1);
    expect(s.mine).not.toBeNull();
  });
  it("keeps game state when the same table is updated", () => {
    let s = fold({ type: "table", table: table() }, { type: "public", view: pub(), at: 0 });
    s = reduce(s, { type: "table", table: table({ name: "Renamed" }) });
    expect(s.pub).not.toBeNull();
    expect(s.table?.name).toBe("Renamed");
  });
  it("marks spectators and unmarks them when a seat view arrives", () => {
    let s = fold({ type: "table", table: table({ seats: [] }), spectator: true });
    expect(s.spectator).toBe(true);
    s = reduce(s, { type: "seat", view: seat(0), at: 0 });
    expect(s.spectator).toBe(false);
  });
  it("left: clears everything but the connection and the list", () => {
    const s = fold(
      { type: "connection", status: "open" },
      { type: "tables", tables: [table()] },
      { type: "table", table: table() },
      { type: "seat", view: seat(0), at: 0 },
      { type: "left" },
    );
    expect(s.table).toBeNull();
    expect(s.mine).toBeNull();
    expect(s.connection).toBe("open");
    expect(s.tables).toHaveLength(1);
  });
});

describe("views", () => {
  it("prefers the seat view", () => {
    const s = fold({ type: "public", view: pub(), at: 0 }, { type: "seat", view: seat(1), at: 0 });
    expect((currentView(s) as { seat: number }).seat).toBe(1);
    expect(mySeat(s)).toBe(1);
  });
  it("falls back to the public view for spectators", () => {
    const s = fold({ type: "public", view: pub({ round: 2 }), at: 0 });
    expect(currentView(s)?.round).toBe(2);
    expect(mySeat(s)).toBeNull();
  });
  it("ignores stale views by seq", () => {
    let s = fold({ type: "public", view: pub({ seq: 5, deck: 40 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ seq: 4, deck: 41 }), at: 0 });
    expect(s.pub?.deck).toBe(40);
    s = reduce(s, { type: "public", view: pub({ seq: 6, deck: 39 }), at: 0 });
    expect(s.pub?.deck).toBe(39);
    s = reduce(s, { type: "seat", view: seat(0, { seq: 7 }), at: 0 });
    s = reduce(s, { type: "seat", view: seat(0, { seq: 6, deck: 1 }), at: 0 });
    expect(s.mine?.seq).toBe(7);
  });
  it("accepts views without seq", () => {
    let s = fold({ type: "public", view: pub({ deck: 40 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ deck: 41 }), at: 0 });
    expect(s.pub?.deck).toBe(41);
  });
  it("legal and can follow the seat view", () => {
    const s = fold({ type: "seat", view: seat(0, { legal: ["draw", "take", "call"] }), at: 0 });
    expect(can(s, "draw")).toBe(true);
    expect(can(s, "throw")).toBe(false);
    expect([...legal(s)].sort()).toEqual(["call", "draw", "take"]);
  });
  it("a spectator can do nothing", () => {
    const s = fold({ type: "public", view: pub(), at: 0 });
    expect(can(s, "draw")).toBe(false);
    expect(isMyTurn(s)).toBe(false);
  });
  it("isMyTurn needs the turn phase and my seat", () => {
    expect(isMyTurn(fold({ type: "seat", view: seat(0), at: 0 }))).toBe(true);
    expect(isMyTurn(fold({ type: "seat", view: seat(1), at: 0 }))).toBe(false);
    expect(isMyTurn(fold({ type: "seat", view: seat(0, { phase: "peek", turn: null }), at: 0 }))).toBe(false);
  });
  it("heldCard shows my own held card and a public pile card", () => {
    expect(heldCard(fold({ type: "seat", view: seat(0, { held: { seat: 0, source: "deck", card: "swap" } }), at: 0 }))).toBe("swap");
    expect(heldCard(fold({ type: "public", view: pub({ held: { seat: 0, source: "deck", card: null } }), at: 0 }))).toBeNull();
    expect(heldCard(fold({ type: "public", view: pub(), at: 0 }))).toBeUndefined();
  });
  it("eyeSet lists KeepKnown cards", () => {
    const s = fold({ type: "seat", view: seat(0, { eye: [[0, 1], [2, 3]] }), at: 0 });
    expect(eyeSet(s).has("0:1")).toBe(true);
    expect(eyeSet(s).has("2:3")).toBe(true);
    expect(eyeSet(s).has("1:1")).toBe(false);
  });
  it("game over", () => {
    expect(isGameOver(fold({ type: "public", view: pub({ phase: "over", winners: [1] }), at: 0 }))).toBe(true);
    expect(isGameOver(fold({ type: "public", view: pub(), at: 0 }))).toBe(false);
  });
});

describe("clock", () => {
  it("uses the game time sent with the view", () => {
    const s = fold({ type: "public", view: pub({ deadline: 61000, now: 31000 }), at: 1000 });
    expect(remainingMs(s, 1000)).toBe(30000);
    expect(remainingMs(s, 11000)).toBe(20000);
    expect(remainingMs(s, 99000)).toBe(0);
  });
  it("stands still while paused", () => {
    const s = fold({ type: "public", view: pub({ deadline: 61000, now: 31000, paused: true }), at: 1000 });
    expect(remainingMs(s, 1000)).toBe(30000);
    expect(remainingMs(s, 50000)).toBe(30000);
  });
  it("no deadline, no countdown", () => {
    const s = fold({ type: "public", view: pub({ deadline: null, now: 5 }), at: 0 });
    expect(remainingMs(s, 0)).toBeNull();
    expect(s.clock).toBeNull();
  });
  it("without game time, anchors a new deadline to the table's turn time", () => {
    let s = fold({ type: "table", table: table({ options: { turn_time: 30 } }) }, { type: "public", view: pub({ deadline: 5000 }), at: 100 });
    expect(remainingMs(s, 100)).toBe(30000);
    // the same deadline again keeps its anchor
    s = reduce(s, { type: "public", view: pub({ deadline: 5000 }), at: 9000 });
    expect(remainingMs(s, 10100)).toBe(20000);
    // a new deadline starts a new count
    s = reduce(s, { type: "public", view: pub({ deadline: 9000 }), at: 20000 });
    expect(remainingMs(s, 20000)).toBe(30000);
  });
  it("uses the peek time in the opening look", () => {
    const s = fold({ type: "table", table: table({ options: { peek_time: 15 } }) }, { type: "public", view: pub({ phase: "peek", turn: null, deadline: 15000, now: 0 }), at: 0 });
    expect(s.clock?.total).toBe(15000);
  });
  it("a zero time limit gives no total", () => {
    const s = fold({ type: "table", table: table({ options: { turn_time: 0 } }) }, { type: "public", view: pub({ deadline: 5000 }), at: 0 });
    expect(remainingMs(s, 0)).toBeNull();
  });
  it("seated: the public view does not move the clock", () => {
    let s = fold({ type: "seat", view: seat(0, { deadline: 61000, now: 1000 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ deadline: 61000, now: 51000 }), at: 0 });
    expect(remainingMs(s, 0)).toBe(60000);
  });
  it("ignores an anchor of another deadline", () => {
    let s = fold({ type: "seat", view: seat(0, { deadline: 61000, now: 1000 }), at: 0 });
    s = { ...s, mine: { ...s.mine!, deadline: 99 } };
    expect(remainingMs(s, 0)).toBeNull();
  });
});

describe("events and the log", () => {
  it("appends events to the log with their round", () => {
    const s = fold(
      { type: "public", view: pub({ round: 2 }), at: 0 },
      { type: "event", event: { type: "turn_started", seat: 1, number: 3 } },
      { type: "event", event: { type: "round_started", round: 3, rounds: 3, first_seat: 0 } },
    );
    expect(s.log.map((l) => l.round)).toEqual([2, 3]);
    expect(s.log.map((l) => l.n)).toEqual([1, 2]);
  });
  it("keeps the log bounded", () => {
    let s = initialState();
    for (let i = 0; i < LOG_LIMIT + 25; i++) s = reduce(s, { type: "event", event: { type: "turn_started", seat: 0, number: i } });
    expect(s.log).toHaveLength(LOG_LIMIT);
    expect(s.log[s.log.length - 1]!.n).toBe(LOG_LIMIT + 25);
  });
  it("swapped animates both slots and cues the swap sound", () => {
    const s = fold({ type: "event", event: { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 } });
    expect(s.anim).toMatchObject({ kind: "swap", seat: 0, slot: 1, other_seat: 2, other_slot: 3, n: 1 });
    expect(s.cue?.name).toBe("swap");
  });
  it("every animation gets a new number", () => {
    const e = { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 };
    const s = fold({ type: "event", event: e }, { type: "event", event: e });
    expect(s.anim?.n).toBe(2);
    expect(s.cue?.n).toBe(2);
  });
  it("draw, take, replace, throw, peek animate", () => {
    expect(fold({ type: "event", event: { type: "drew", seat: 1, source: "deck" } }).anim?.kind).toBe("draw");
    expect(fold({ type: "event", event: { type: "took", seat: 1, card: 3 } }).anim?.kind).toBe("take");
    expect(fold({ type: "event", event: { type: "replaced", seat: 1, slot: 2, discarded: 5 } }).anim).toMatchObject({ kind: "replace", slot: 2 });
    expect(fold({ type: "event", event: { type: "threw", seat: 1, card: 5 } }).anim?.kind).toBe("throw");
    expect(fold({ type: "event", event: { type: "peeked", seat: 1, slot: 0 } }).anim).toMatchObject({ kind: "peek", slot: 0 });
  });
  it("my turn starting cues a sound, someone else's does not", () => {
    const mine = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "turn_started", seat: 0, number: 1 } });
    expect(mine.cue?.name).toBe("turn");
    const theirs = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "turn_started", seat: 1, number: 1 } });
    expect(theirs.cue).toBeNull();
  });
  it("Duck Down quacks, closes the confirmation and animates", () => {
    let s = fold({ type: "seat", view: seat(0, { legal: ["draw", "call"] }), at: 0 }, { type: "confirm_call", open: true });
    expect(s.confirmCall).toBe(true);
    s = reduce(s, { type: "event", event: { type: "duck_down_called", seat: 0 } });
    expect(s.confirmCall).toBe(false);
    expect(s.cue?.name).toBe("quack");
    expect(s.anim?.kind).toBe("call");
  });
  it("game end: a win sounds different from a loss", () => {
    const win = fold({ type: "seat", view: seat(1), at: 0 }, { type: "event", event: { type: "game_ended", totals: [5, 1, 9], winners: [1] } });
    expect(win.cue?.name).toBe("win");
    const loss = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "game_ended", totals: [5, 1, 9], winners: [1] } });
    expect(loss.cue?.name).toBe("end");
  });
  it("a new round clears a selection", () => {
    let s = fold({ type: "select", selection: { mine: 2 } });
    s = reduce(s, { type: "event", event: { type: "round_started", round: 2, rounds: 3, first_seat: 1 } });
    expect(s.selection).toBeNull();
    expect(s.anim?.kind).toBe("deal");
  });
  it("unknown events are logged and change nothing else", () => {
    const s = fold({ type: "event", event: { type: "player_joined", seat: 2, name: "Cleo" } });
    expect(s.log).toHaveLength(1);
    expect(s.anim).toBeNull();
    expect(s.cue).toBeNull();
  });
});

describe("Duck Down confirmation", () => {
  it("opens only when calling is legal", () => {
    expect(fold({ type: "seat", view: seat(0, { legal: ["draw"] }), at: 0 }, { type: "confirm_call", open: true }).confirmCall).toBe(false);
    expect(fold({ type: "seat", view: seat(0, { legal: ["draw", "call"] }), at: 0 }, { type: "confirm_call", open: true }).confirmCall).toBe(true);
  });
  it("closes when calling stops being legal", () => {
    let s = fold({ type: "seat", view: seat(0, { legal: ["draw", "call"] }), at: 0 }, { type: "confirm_call", open: true });
    s = reduce(s, { type: "seat", view: seat(0, { legal: [] }), at: 0 });
    expect(s.confirmCall).toBe(false);
  });
  it("can be cancelled", () => {
    const s = fold({ type: "seat", view: seat(0, { legal: ["call"] }), at: 0 }, { type: "confirm_call", open: true }, { type: "confirm_call", open: false });
    expect(s.confirmCall).toBe(false);
  });
});

describe("tapping slots", () => {
  const holding = (card: number | "swap" | "peek", legal: SeatViewLegal, source: "deck" | "pile" = "deck") =>
    fold(
      { type: "table", table: table() },
      { type: "seat", view: seat(0, { turn: { seat: 0, step: "hold", draws: 1, double: null, number: 1 }, held: { seat: 0, source, card }, legal }), at: 0 },
    );
  type SeatViewLegal = ("replace" | "throw" | "peek" | "swap" | "call")[];

  it("holding a number: tapping my slot replaces it", () => {
    const s = holding(4, ["replace", "throw", "call"]);
    expect(ownSlotMode(s)).toBe("replace");
    expect(tapSlot(s, 0, 2)[1]).toEqual({ type: "replace", slot: 2 });
  });
  it("holding a number: other players' slots do nothing", () => {
    const s = holding(4, ["replace", "throw"]);
    expect(otherSlotTappable(s)).toBe(false);
    expect(tapSlot(s, 1, 2)).toEqual([s, null]);
  });
  it("holding Peek: tapping my slot peeks", () => {
    const s = holding("peek", ["peek", "throw"]);
    expect(ownSlotMode(s)).toBe("peek");
    expect(tapSlot(s, 0, 3)[1]).toEqual({ type: "peek", slot: 3 });
  });
  it("holding Swap: mine first, then theirs", () => {
    const s0 = holding("swap", ["swap", "throw"]);
    expect(ownSlotMode(s0)).toBe("swap");
    const [s1, a1] = tapSlot(s0, 0, 1);
    expect(a1).toBeNull();
    expect(s1.selection).toEqual({ mine: 1 });
    const [s2, a2] = tapSlot(s1, 2, 3);
    expect(a2).toEqual({ type: "swap", slot: 1, other_seat: 2, other_slot: 3 });
    expect(s2.selection).toBeNull();
  });
  it("holding Swap: theirs first, then mine", () => {
    const s0 = holding("swap", ["swap", "throw"]);
    const [s1, a1] = tapSlot(s0, 1, 0);
    expect(a1).toBeNull();
    expect(s1.selection).toEqual({ other: [1, 0] });
    const [, a2] = tapSlot(s1, 0, 2);
    expect(a2).toEqual({ type: "swap", slot: 2, other_seat: 1, other_slot: 0 });
  });
  it("holding Swap: tapping the chosen slot again unselects it", () => {
    const s0 = holding("swap", ["swap"]);
    const [s1] = tapSlot(s0, 0, 1);
    expect(tapSlot(s1, 0, 1)[0].selection).toBeNull();
    const [s2] = tapSlot(s0, 2, 2);
    expect(tapSlot(s2, 2, 2)[0].selection).toBeNull();
  });
  it("holding Swap: choosing another own slot moves the choice", () => {
    const [s1] = tapSlot(holding("swap", ["swap"]), 0, 1);
    expect(tapSlot(s1, 0, 3)[0].selection).toEqual({ mine: 3 });
  });
  it("a selection survives a view update while Swap is still legal, and not after", () => {
    const [s1] = tapSlot(holding("swap", ["swap", "throw"]), 0, 1);
    const keep = reduce(s1, { type: "seat", view: { ...s1.mine!, seq: 3 }, at: 0 });
    expect(keep.selection).toEqual({ mine: 1 });
    const gone = reduce(s1, { type: "seat", view: { ...s1.mine!, legal: [] }, at: 0 });
    expect(gone.selection).toBeNull();
  });
  it("nothing happens when it is not my turn", () => {
    const s = fold({ type: "seat", view: seat(1, { legal: [] }), at: 0 });
    expect(ownSlotMode(s)).toBeNull();
    expect(tapSlot(s, 1, 0)).toEqual([s, null]);
  });
  it("nothing happens for spectators", () => {
    const s = fold({ type: "public", view: pub(), at: 0 });
    expect(tapSlot(s, 0, 0)).toEqual([s, null]);
  });
  it("at the start of a turn slots do nothing", () => {
    const s = fold({ type: "seat", view: seat(0, { legal: ["draw", "take", "call"] }), at: 0 });
    expect(ownSlotMode(s)).toBeNull();
    expect(tapSlot(s, 0, 0)[1]).toBeNull();
  });
});

describe("results", () => {
  it("shows the round result until dismissed", () => {
    let s = fold({ type: "public", view: pub({ result }), at: 0 });
    expect(visibleResult(s)?.round).toBe(1);
    s = reduce(s, { type: "dismiss_result" });
    expect(visibleResult(s)).toBeNull();
    // the next round's result shows again
    s = reduce(s, { type: "public", view: pub({ result: { ...result, round: 2 } }), at: 0 });
    expect(visibleResult(s)?.round).toBe(2);
  });
  it("a new game at the same table (play again) shows its round results afresh", () => {
    let s = fold({ type: "public", view: pub({ seq: 10, result }), at: 0 });
    s = reduce(s, { type: "dismiss_result" });
    s = reduce(s, { type: "public", view: pub({ seq: 20, phase: "over", result: { ...result, round: 2 } }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ seq: 21, phase: "peek", result: null }), at: 0 });
    expect(s.dismissedResult).toBeNull();
    // round 1 of the new game: a dismissal from the old game's round 1 must not hide it
    s = reduce(s, { type: "public", view: pub({ seq: 40, result }), at: 0 });
    expect(visibleResult(s)?.round).toBe(1);
  });
  it("dismissing without a result changes nothing", () => {
    const s = fold({ type: "public", view: pub(), at: 0 });
    expect(reduce(s, { type: "dismiss_result" })).toBe(s);
  });
  it("cumulative totals per round", () => {
    expect(
      cumulative([
        [4, 12, 9],
        [1, 0, 3],
        [2, 2, 2],
      ]),
    ).toEqual([
      [4, 12, 9],
      [5, 12, 12],
      [7, 14, 14],
    ]);
    expect(cumulative([])).toEqual([]);
  });
  it("standings: lowest first, ties share a place", () => {
    expect(standings([7, 14, 14, 3])).toEqual([
      { seat: 3, total: 3, place: 1 },
      { seat: 0, total: 7, place: 2 },
      { seat: 1, total: 14, place: 3 },
      { seat: 2, total: 14, place: 3 },
    ]);
    expect(standings([5, 5]).map((x) => x.place)).toEqual([1, 1]);
  });
});

describe("errors", () => {
  it("sets and clears", () => {
    let s = fold({ type: "error", error: { code: "stale", message: "x" } });
    expect(s.error?.code).toBe("stale");
    s = reduce(s, { type: "error", error: null });
    expect(s.error).toBeNull();
  });
});

describe("purity", () => {
  it("never mutates the state it is given", () => {
    const s0 = fold({ type: "table", table: table() }, { type: "seat", view: seat(0, { legal: ["swap"], held: { seat: 0, source: "deck", card: "swap" }, turn: { seat: 0, step: "hold", draws: 1, double: null, number: 1 } }), at: 0 });
    const frozen = JSON.stringify(s0);
    reduce(s0, { type: "event", event: { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 } });
    reduce(s0, { type: "select", selection: { mine: 1 } });
    tapSlot(s0, 0, 1);
    reduce(s0, { type: "left" });
    expect(JSON.stringify(s0)).toBe(frozen);
  });
});

describe("seat commands", () => {
  const seats: TableSeat[] = [
    { seat: 0, name: "Anna", kind: "human", connected: true, bot: null, you: true },
    { seat: 1, name: "Ben", kind: "human", connected: false, bot: null },
    { seat: 2, name: "Oma", kind: "human", connected: false, bot: "hard" },
    { seat: 3, name: "Robo", kind: "bot", connected: true, bot: "easy" },
    { seat: 4, name: "Leo", kind: "human", connected: true, bot: null },
  ];
  const at = (status: string, spectator = false) => fold({ type: "table", table: table({ status, seats }), spectator });
  const controls = (s: UiState, owner: boolean, caps: Capabilities = ALL_CAPABILITIES) =>
    seats.map((x) => seatControl(s, x.seat, owner, caps));

  it("the middle of the host's levels is the default", () => {
    expect(middleLevel(["random", "easy", "medium", "hard"])).toBe("medium");
    expect(middleLevel(["easy", "medium", "hard"])).toBe("medium");
    expect(middleLevel(["hard"])).toBe("hard");
    expect(middleLevel([])).toBe("medium");
  });

  it("the owner hands absent humans to a bot and takes handed seats back during a game", () => {
    // own seat: a bot may play for me; Ben is absent; Oma is played for; Robo is a bot; Leo is here
    expect(controls(at("playing"), true)).toEqual(["bot", "bot", "take_back", null, null]);
  });

  it("a player only has their own seat", () => {
    expect(controls(at("playing"), false)).toEqual(["bot", null, null, null, null]);
    const handed = fold({ type: "table", table: table({ seats: seats.map((x) => (x.seat === 0 ? { ...x, bot: "medium" } : x)) }) });
    expect(seatControl(handed, 0, false, ALL_CAPABILITIES)).toBe("take_back");
  });

  it("in the lobby the owner removes bots; spectators and finished games get nothing", () => {
    expect(controls(at("lobby"), true)).toEqual([null, null, null, "remove_bot", null]);
    expect(controls(at("lobby"), false)).toEqual([null, null, null, null, null]);
    expect(controls(at("playing", true), true)).toEqual([null, null, null, null, null]);
    expect(controls(at("over"), true)).toEqual([null, null, null, null, null]);
    // a seat list without `kind`: a seat with a bot is a bot's own
    expect(seatControl(fold({ type: "table", table: table({ status: "lobby" }) }), 2, true, ALL_CAPABILITIES)).toBe("remove_bot");
  });

  it("offers only what the transport can do", () => {
    const none: Capabilities = { seatBot: false, takeBack: false, removeBot: false, deleteTable: true };
    expect(controls(at("playing"), true, none)).toEqual([null, null, null, null, null]);
    expect(controls(at("lobby"), true, none)).toEqual([null, null, null, null, null]);
  });
});
