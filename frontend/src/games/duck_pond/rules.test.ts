import { describe, expect, it } from "vitest";
import type { SeatView } from "../../types.js";
import { PERIODS_KEPT, initialUi, keepRoll, onEvent, onSeatView, rules } from "./rules.js";
import { byColour, todo } from "./selectors.js";
import type { Duck, Form, PondSeatView, PondView } from "./types.js";

const duck = (n: number, over: Partial<Duck> = {}): Duck => ({ duck: n, name: null, owner: 0, pond: null, colour: null, quacks: 0, eggs: 0, parent: null, complete: false, melon: false, scouting: null, ...over });

function seatView(legal: Form[], over: Partial<PondSeatView> = {}): PondSeatView {
  return {
    ruleset: "duck_pond",
    players: 2,
    phase: "play",
    round: 1,
    rounds: null,
    to_act: [],
    deadline: 1,
    totals: [0, 0],
    winners: null,
    seat: 1,
    legal,
    me: { name: "Cleo", items: {} as never, ducks: [5], allowances: { feeds: 1, disciple_attacks: 1 }, offers_to_me: [], offers_from_me: [], judge: false, desk: null },
    seats: [{ seat: 0, fed: 0 } as never, { seat: 1, fed: 0 } as never],
    ponds: [{ pond: 1, ducks: [duck(1, { name: "Quackers", pond: 1, complete: true, colour: "blue" })] }],
    elsewhere: [duck(5, { owner: 1 })],
    disciple: null,
    proposals: [{ proposal: 1, status: "open" } as never, { proposal: 2, status: "passed" } as never],
    ...over,
  } as PondSeatView;
}

describe("the rules the shell folds", () => {
  it("waits for nobody: no decision to time, no round result, no score history", () => {
    const v = seatView([]);
    expect(rules.toAct(v)).toEqual([]);
    expect(rules.toAct({ ...v, to_act: undefined })).toEqual([]);
    expect(rules.decisionMs(v, {})).toBeNull();
    expect(rules.roundResult(v)).toBeNull();
    expect(rules.scoreHistory(v)).toBeNull();
  });
  it("keeps each period's roll events once, and only the last periods", () => {
    let rolls = {};
    const roll = (period: string, n: number) => ({ type: "roll", period, n, sides: 6, result: 3, cause: "feeding duck 1" });
    rolls = keepRoll(rolls, roll("2024-01-04/2", 1));
    rolls = keepRoll(rolls, roll("2024-01-04/2", 1));
    rolls = keepRoll(rolls, roll("2024-01-04/2", 2));
    expect(rolls).toEqual({ "2024-01-04/2": [{ n: 1, sides: 6, result: 3, cause: "feeding duck 1" }, { n: 2, sides: 6, result: 3, cause: "feeding duck 1" }] });
    for (let i = 0; i < PERIODS_KEPT + 3; i++) rolls = keepRoll(rolls, roll(`2025-${String(i + 10).padStart(2, "0")}-01/1`, 1));
    expect(Object.keys(rolls)).toHaveLength(PERIODS_KEPT);
    expect(rolls).not.toHaveProperty("2024-01-04/2");
    expect(keepRoll(rolls, { type: "roll" })).toBe(rolls); // no period: ignored
  });
  it("closes a long form once the host has what it sent, and makes a sound for the table's news", () => {
    const writing = { ...initialUi(), open: "propose", sent: "propose", changes: [{ op: "set_number", number: "feed_die", value: "8" }] };
    const other = onEvent(writing, { type: "proposal_made", seat: 0, proposal: 3 }, 1);
    expect(other.board.open).toBe("propose"); // someone else's proposal: keep writing
    const mine = onEvent(writing, { type: "proposal_made", seat: 1, proposal: 3 }, 1);
    expect(mine.board).toMatchObject({ open: null, sent: null, changes: [] });
    expect(mine.cue).toBe("card");
    expect(onEvent(initialUi(), { type: "fed", seat: 0, duck: 5 }, 1).cue).toBe("quack");
    expect(onEvent(initialUi(), { type: "upkeep", changes: [] }, 1).cue).toBeUndefined();
    const answering = { ...initialUi(), open: "answer:3", sent: "answer:3" };
    expect(onEvent(answering, { type: "ruling", ruling: 3 }, 0).board.open).toBeNull();
    expect(onEvent(answering, { type: "ruling", ruling: 4 }, 0).board.open).toBe("answer:3");
  });
  it("closes an open form whose action the new seat view no longer offers", () => {
    const ui = { ...initialUi(), open: "name:5" };
    const still = seatView([{ type: "name", duck: 5, example: "Fudge" }]);
    expect(onSeatView(ui, still as SeatView)).toBe(ui);
    expect(onSeatView(ui, seatView([{ type: "name", duck: 6, example: "x" }]) as SeatView).open).toBeNull();
    const feeding = { ...initialUi(), open: "feed" };
    expect(onSeatView(feeding, seatView([]) as SeatView).open).toBeNull();
    const confirm = { ...initialUi(), confirm: { action: { type: "cannibalism", duck: 1, target: 2 }, key: "cannibalism", text: "?" } };
    expect(onSeatView(confirm, seatView([{ type: "cannibalism", ducks: [1, 2], targets: [1, 2] }]) as SeatView).confirm).not.toBeNull();
    expect(onSeatView(confirm, seatView([]) as SeatView).confirm).toBeNull();
  });
});

describe("a newcomer's list for the period", () => {
  it("name the duck, give it a pond, feed another's duck, vote", () => {
    const v = seatView([
      { type: "name", duck: 5, example: "Fudge" },
      { type: "assign_pond", duck: 5, ponds: 2 },
      { type: "feed", duck: 1, fruit: [null] },
      { type: "vote", proposals: [[1, null]] },
    ]);
    expect(todo(v)).toEqual([
      { kind: "name", duck: 5, done: false },
      { kind: "pond", duck: 5, done: false },
      { kind: "feed", done: false },
      { kind: "vote", proposals: [1], done: false },
    ]);
  });
  it("ticks what is done: fed this period, voted on every open proposal", () => {
    const v = seatView([{ type: "vote", proposals: [[1, "for"]] }], {
      seats: [{ seat: 0, fed: 0 } as never, { seat: 1, fed: 1 } as never],
      me: { ...seatView([]).me!, allowances: { feeds: 0, disciple_attacks: 1 } },
      elsewhere: [],
    });
    expect(todo(v)).toEqual([
      { kind: "feed", done: true },
      { kind: "vote", proposals: [], done: true },
    ]);
  });
});

describe("a pond by colour", () => {
  it("groups in the colour table's order, most quacks first, the uncoloured last", () => {
    const v = { rules: { colours: [["yellow", 1, 3], ["green", 4, 5], ["blue", 6, 6]] } } as unknown as PondView;
    const ducks = [duck(1, { colour: "blue", quacks: 3 }), duck(2, { colour: null }), duck(3, { colour: "yellow", quacks: 1 }), duck(4, { colour: "blue", quacks: 9 }), duck(5, { colour: "purple" })];
    expect(byColour(v, ducks).map((g) => [g.colour, g.ducks.map((d) => d.duck)])).toEqual([
      ["yellow", [3]],
      ["blue", [4, 1]],
      ["purple", [5]],
      [null, [2]],
    ]);
  });
});
