import { describe, expect, it } from "vitest";
import {
  LOG_LIMIT,
  adoptRules,
  currentView,
  gameOf,
  initialState,
  isGameOver,
  middleLevel,
  myDecision,
  mySeat,
  reduce,
  remainingMs,
  seatControl,
  seatName,
  visibleResult,
  type UiMsg,
  type UiState,
} from "../src/state.js";
import { ALL_CAPABILITIES, type Capabilities, type TableSeat } from "../src/types.js";
import { guessRules, seatView as seat, table, view as pub, type GuessUi } from "./fake-game.js";

// The shell's reducer knows no game: these run it with a throwaway game's rules (fake-game.ts),
// and without any (a board not loaded yet).
const rules = guessRules;

function fold(...msgs: UiMsg[]): UiState {
  return msgs.reduce((s, m) => reduce(s, m, rules), initialState());
}

describe("initial state", () => {
  it("has nothing to show", () => {
    const s = initialState();
    expect(currentView(s)).toBeNull();
    expect(mySeat(s)).toBeNull();
    expect(myDecision(s, rules)).toBe(false);
    expect(remainingMs(s, 0)).toBeNull();
    expect(s.connection).toBe("connecting");
    expect(s.board).toBeNull();
  });
});

describe("connection and lobby", () => {
  it("tracks the connection", () => {
    expect(fold({ type: "connection", status: "open" }).connection).toBe("open");
    expect(fold({ type: "connection", status: "closed" }).connection).toBe("closed");
  });
  it("keeps the table list across table changes", () => {
    const s = fold({ type: "tables", tables: [table()] }, { type: "table", table: table() }, { type: "table", table: null });
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
    let s = fold({ type: "table", table: table() }, { type: "public", view: pub(), at: 0 }, { type: "event", event: { type: "guessed", seat: 0 } });
    expect(s.log).toHaveLength(1);
    expect((s.board as GuessUi).events).toEqual(["guessed"]);
    s = reduce(s, { type: "table", table: table({ id: "t-2" }) }, rules);
    expect(s.pub).toBeNull();
    expect(s.log).toHaveLength(0);
    expect(s.board).toBeNull();
  });
  it("keeps views that arrived before the first table info", () => {
    const s = fold({ type: "seat", view: seat(1), at: 0 }, { type: "table", table: table() });
    expect(mySeat(s)).toBe(1);
    expect(s.mine).not.toBeNull();
  });
  it("keeps game state when the same table is updated", () => {
    let s = fold({ type: "table", table: table() }, { type: "public", view: pub(), at: 0 });
    s = reduce(s, { type: "table", table: table({ name: "Renamed" }) }, rules);
    expect(s.pub).not.toBeNull();
    expect(s.table?.name).toBe("Renamed");
  });
  it("marks spectators and unmarks them when a seat view arrives", () => {
    let s = fold({ type: "table", table: table({ seats: [] }), spectator: true });
    expect(s.spectator).toBe(true);
    s = reduce(s, { type: "seat", view: seat(0), at: 0 }, rules);
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
    expect(s.board).toBeNull();
    expect(s.connection).toBe("open");
    expect(s.tables).toHaveLength(1);
  });
  it("the table's game: its view's ruleset, else the table's, else the default", () => {
    expect(gameOf(initialState(), "duck_down")).toBe("duck_down");
    expect(gameOf(fold({ type: "table", table: table({ ruleset: "pond" }) }), "duck_down")).toBe("pond");
    expect(gameOf(fold({ type: "table", table: table({ ruleset: undefined }) }), "duck_down")).toBe("duck_down");
    expect(gameOf(fold({ type: "table", table: table({ ruleset: "pond" }) }, { type: "public", view: pub(), at: 0 }), "duck_down")).toBe("guess");
  });
});

describe("views", () => {
  it("prefers the seat view", () => {
    const s = fold({ type: "public", view: pub(), at: 0 }, { type: "seat", view: seat(1), at: 0 });
    expect(s.mine?.seat).toBe(1);
    expect(currentView(s)).toBe(s.mine);
    expect(mySeat(s)).toBe(1);
  });
  it("falls back to the public view for spectators", () => {
    const s = fold({ type: "public", view: pub({ round: 2 }), at: 0 });
    expect(currentView(s)?.round).toBe(2);
    expect(mySeat(s)).toBeNull();
  });
  it("ignores stale views by seq", () => {
    let s = fold({ type: "public", view: pub({ seq: 5, round: 40 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ seq: 4, round: 41 }), at: 0 }, rules);
    expect(s.pub?.round).toBe(40);
    s = reduce(s, { type: "public", view: pub({ seq: 6, round: 39 }), at: 0 }, rules);
    expect(s.pub?.round).toBe(39);
    s = reduce(s, { type: "seat", view: seat(0, { seq: 7 }), at: 0 }, rules);
    s = reduce(s, { type: "seat", view: seat(0, { seq: 6, round: 1 }), at: 0 }, rules);
    expect(s.mine?.seq).toBe(7);
  });
  it("accepts views without seq", () => {
    let s = fold({ type: "public", view: pub({ round: 40 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ round: 41 }), at: 0 }, rules);
    expect(s.pub?.round).toBe(41);
  });
  it("a seat view goes through the game's rules", () => {
    const s = fold({ type: "seat", view: seat(0), at: 0 }, { type: "seat", view: seat(0), at: 0 });
    expect((s.board as GuessUi).views).toBe(2);
  });
  it("my decision: the game says whose decision is due", () => {
    expect(myDecision(fold({ type: "seat", view: seat(0, { to_act: [0, 2] }), at: 0 }), rules)).toBe(true);
    expect(myDecision(fold({ type: "seat", view: seat(1, { to_act: [0, 2] }), at: 0 }), rules)).toBe(false);
    expect(myDecision(fold({ type: "public", view: pub({ to_act: [0] }), at: 0 }), rules)).toBe(false); // a spectator
    expect(myDecision(fold({ type: "seat", view: seat(0), at: 0 }), null)).toBe(false); // no board yet
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
  it("without game time, anchors a new deadline to the decision's length the game gives", () => {
    let s = fold({ type: "table", table: table({ options: { guess_time: 30 } }) }, { type: "public", view: pub({ deadline: 5000 }), at: 100 });
    expect(remainingMs(s, 100)).toBe(30000);
    // the same deadline again keeps its anchor
    s = reduce(s, { type: "public", view: pub({ deadline: 5000 }), at: 9000 }, rules);
    expect(remainingMs(s, 10100)).toBe(20000);
    // a new deadline starts a new count
    s = reduce(s, { type: "public", view: pub({ deadline: 9000 }), at: 20000 }, rules);
    expect(remainingMs(s, 20000)).toBe(30000);
  });
  it("the countdown's whole length comes from the game", () => {
    const s = fold({ type: "table", table: table({ options: { guess_time: 15 } }) }, { type: "public", view: pub({ deadline: 15000, now: 0 }), at: 0 });
    expect(s.clock?.total).toBe(15000);
  });
  it("a zero time limit gives no total", () => {
    const s = fold({ type: "table", table: table({ options: { guess_time: 0 } }) }, { type: "public", view: pub({ deadline: 5000 }), at: 0 });
    expect(remainingMs(s, 0)).toBeNull();
  });
  it("seated: the public view does not move the clock", () => {
    let s = fold({ type: "seat", view: seat(0, { deadline: 61000, now: 1000 }), at: 0 });
    s = reduce(s, { type: "public", view: pub({ deadline: 61000, now: 51000 }), at: 0 }, rules);
    expect(remainingMs(s, 0)).toBe(60000);
  });
  it("ignores an anchor of another deadline", () => {
    let s = fold({ type: "seat", view: seat(0, { deadline: 61000, now: 1000 }), at: 0 });
    s = { ...s, mine: { ...s.mine!, deadline: 99 } };
    expect(remainingMs(s, 0)).toBeNull();
  });
  it("before the board loads the countdown runs; once it loads, it learns its length", () => {
    let s = [
      { type: "table", table: table({ options: { guess_time: 20 } }) },
      { type: "seat", view: seat(0, { deadline: 21000, now: 1000 }), at: 0 },
    ].reduce((acc, m) => reduce(acc, m as UiMsg, null), initialState());
    expect(remainingMs(s, 0)).toBe(20000);
    expect(s.clock?.total).toBeNull();
    expect(s.board).toBeNull();
    s = adoptRules(s, rules);
    expect(s.clock?.total).toBe(20000);
    expect(s.board).toEqual({ events: [], views: 0 });
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
    for (let i = 0; i < LOG_LIMIT + 25; i++) s = reduce(s, { type: "event", event: { type: "turn_started", seat: 0, number: i } }, rules);
    expect(s.log).toHaveLength(LOG_LIMIT);
    expect(s.log[s.log.length - 1]!.n).toBe(LOG_LIMIT + 25);
  });
  it("the game's rules fold events into the board's state and pick the sound", () => {
    let s = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "guessed", seat: 1 } });
    expect((s.board as GuessUi).events).toEqual(["guessed"]);
    expect(s.cue).toBeNull();
    s = reduce(s, { type: "event", event: { type: "guessed", seat: 0 } }, rules);
    expect(s.cue).toEqual({ name: "win", n: 1 });
    s = reduce(s, { type: "event", event: { type: "guessed", seat: 0 } }, rules);
    expect(s.cue?.n).toBe(2); // the same sound twice still plays twice
  });
  it("without the game's rules (not loaded yet) events are only logged", () => {
    const s = reduce(initialState(), { type: "event", event: { type: "guessed", seat: 0 } }, null);
    expect(s.log).toHaveLength(1);
    expect(s.board).toBeNull();
    expect(s.cue).toBeNull();
  });
  it("a history (after a reload) rebuilds the log, without sounds or board state; live events follow it", () => {
    let s = fold({ type: "event", event: { type: "turn_started", seat: 9, number: 1 } });
    s = reduce(
      s,
      {
        type: "history",
        events: [
          { type: "round_started", round: 2, rounds: 3, first_seat: 0 },
          { type: "guessed", seat: 0 },
          { type: "turn_started", seat: 1, number: 4 },
        ],
      },
      rules,
    );
    expect(s.log.map((l) => [l.n, l.round, l.event.type])).toEqual([
      [1, 2, "round_started"],
      [2, 2, "guessed"],
      [3, 2, "turn_started"],
    ]);
    expect(s.cue).toBeNull(); // seat 0's guess would play "win" live
    expect((s.board as GuessUi).events).toEqual(["turn_started"]); // the board saw no history
    s = reduce(s, { type: "event", event: { type: "turn_started", seat: 0, number: 5 } }, rules);
    expect(s.log.map((l) => l.n)).toEqual([1, 2, 3, 4]);
  });
  it("a long history keeps the log's bound", () => {
    const events = Array.from({ length: LOG_LIMIT + 7 }, (_, i) => ({ type: "turn_started", seat: 0, number: i }));
    const s = reduce(initialState(), { type: "history", events }, rules);
    expect(s.log).toHaveLength(LOG_LIMIT);
    expect(s.log[0]!.n).toBe(8);
    expect(s.logCount).toBe(LOG_LIMIT + 7);
  });
  it("the board replaces its own state", () => {
    const s = fold({ type: "board", board: { events: ["x"], views: 9 } });
    expect(s.board).toEqual({ events: ["x"], views: 9 });
  });
});

describe("results", () => {
  const result = { round: 1 };
  it("shows the round result until dismissed", () => {
    let s = fold({ type: "public", view: pub({ result }), at: 0 });
    expect(visibleResult(s, rules)?.round).toBe(1);
    s = reduce(s, { type: "dismiss_result", round: 1 }, rules);
    expect(visibleResult(s, rules)).toBeNull();
    // the next round's result shows again
    s = reduce(s, { type: "public", view: pub({ result: { round: 2 } }), at: 0 }, rules);
    expect(visibleResult(s, rules)?.round).toBe(2);
  });
  it("a new game at the same table (play again) shows its round results afresh", () => {
    let s = fold({ type: "public", view: pub({ seq: 10, result }), at: 0 });
    s = reduce(s, { type: "dismiss_result", round: 1 }, rules);
    s = reduce(s, { type: "public", view: pub({ seq: 20, phase: "over", result: { round: 2 } }), at: 0 }, rules);
    s = reduce(s, { type: "public", view: pub({ seq: 21, phase: "guess", result: null }), at: 0 }, rules);
    expect(s.dismissedResult).toBeNull();
    // round 1 of the new game: a dismissal from the old game's round 1 must not hide it
    s = reduce(s, { type: "public", view: pub({ seq: 40, result }), at: 0 }, rules);
    expect(visibleResult(s, rules)?.round).toBe(1);
  });
  it("no result without one in the view, or without the game's rules", () => {
    expect(visibleResult(fold({ type: "public", view: pub(), at: 0 }), rules)).toBeNull();
    expect(visibleResult(fold({ type: "public", view: pub({ result }), at: 0 }), null)).toBeNull();
  });
});

describe("errors", () => {
  it("sets and clears", () => {
    let s = fold({ type: "error", error: { code: "stale", message: "x" } });
    expect(s.error?.code).toBe("stale");
    s = reduce(s, { type: "error", error: null }, rules);
    expect(s.error).toBeNull();
  });
});

describe("purity", () => {
  it("never mutates the state it is given", () => {
    const s0 = fold({ type: "table", table: table() }, { type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "guessed", seat: 0 } });
    const frozen = JSON.stringify(s0);
    reduce(s0, { type: "event", event: { type: "guessed", seat: 0 } }, rules);
    reduce(s0, { type: "seat", view: seat(0, { seq: 9 }), at: 0 }, rules);
    reduce(s0, { type: "board", board: { events: [], views: 0 } }, rules);
    adoptRules(s0, rules);
    reduce(s0, { type: "left" }, rules);
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
  const controls = (s: UiState, owner: boolean, caps: Capabilities = ALL_CAPABILITIES) => seats.map((x) => seatControl(s, x.seat, owner, caps));

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
