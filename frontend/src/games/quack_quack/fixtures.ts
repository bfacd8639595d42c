// Views for the board's unit tests, in the engine's shapes (taken from seeded engine games;
// the browser tests use the engine itself).

import type { QqSeatView, QqView } from "./types.js";

export function pub(over: Partial<QqView> = {}): QqView {
  return {
    ruleset: "quack_quack",
    players: 4,
    phase: "play",
    round: 1,
    rounds: 5,
    goal: null,
    tiebreak: false,
    to_act: [2],
    deadline: 39000,
    now: 9000,
    decision: { seat: 2, kind: "turn" },
    struggle: 2,
    leader: 2,
    hands: [7, 9, 7, 7],
    yard: [{ seat: 1, kind: "single", cards: ["guard"] }],
    last: { seat: 1, kind: "single", cards: ["guard"] },
    passed: [false, false, false, false],
    passes: [],
    aside: null,
    bomb: null,
    eliminated: [],
    ranks: [null, null, null, null],
    gained: [0, 0, 0, 0],
    monument: { seat: null, side: "virtue" },
    deck: null,
    discard: 3,
    teams: [
      [0, 2],
      [1, 3],
    ],
    team_totals: [0, 0],
    results: [],
    totals: [0, 0, 0, 0],
    winners: null,
    ...over,
  };
}

export function seat(seatNo: number, over: Partial<QqSeatView> = {}): QqSeatView {
  return {
    ...pub(),
    seat: seatNo,
    hand: ["inspector", "craftsman", "agitator", "guard", "guard", "secretary", "secretary"],
    exchanges: [],
    teammate_holds: [],
    teammate_knows: [],
    legal: [],
    ...over,
  };
}

/** Seat 2's turn on a single Guard (4 players): what the engine lists for that hand. */
export function turnOnGuard(): QqSeatView {
  return seat(2, {
    legal: [
      { type: "play", cards: ["secretary"] },
      { type: "play", cards: ["craftsman", "agitator"] },
      { type: "play", cards: ["guard", "guard"] },
      { type: "play", cards: ["secretary", "secretary"] },
      { type: "pass" },
      { type: "give", cards: ["inspector", "craftsman"] },
      { type: "give", cards: ["craftsman", "agitator"] },
      { type: "give", cards: ["guard", "guard"] },
      { type: "give", cards: ["guard", "secretary"] },
    ],
  });
}

/** Seat 0's turn on a Governor, holding a Revolution (and a Secret Inspection). */
export function onGovernor(): QqSeatView {
  return seat(0, {
    decision: { seat: 0, kind: "turn" },
    to_act: [0],
    yard: [
      { seat: 2, kind: "pair", cards: ["farmer", "merchant"] },
      { seat: 3, kind: "governor", cards: ["governor"] },
    ],
    last: { seat: 3, kind: "governor", cards: ["governor"] },
    hand: ["inspector", "farmer", "craftsman", "merchant", "agitator", "guard", "governor"],
    legal: [
      { type: "bomb", cards: ["inspector", "guard"] },
      { type: "bomb", cards: ["farmer", "craftsman", "merchant"] },
      { type: "bomb", cards: ["farmer", "craftsman", "agitator"] },
      { type: "pass" },
    ],
  });
}

/** Seat 2 asked to join a Revolution that seat 0 declared and seat 1 joined. */
export function joining(): QqSeatView {
  return seat(2, {
    decision: { seat: 2, kind: "join" },
    yard: [
      { seat: 2, kind: "pair", cards: ["farmer", "merchant"] },
      { seat: 3, kind: "governor", cards: ["governor"] },
      { seat: 0, kind: "revolution", cards: ["craftsman", "merchant", "agitator"] },
      { seat: 1, kind: "join", cards: ["craftsman"] },
    ],
    last: { seat: 3, kind: "governor", cards: ["governor"] },
    bomb: { kind: "revolution", seat: 0, lap: [1, 2, 3], answers: [{ seat: 1, joined: true }] },
    legal: [{ type: "join", card: "craftsman" }, { type: "join", card: "agitator" }, { type: "decline" }],
  });
}

/** Seat 1 gives two back to seat 3, who handed it a Craftsman and a Secretary. */
export function givingBack(): QqSeatView {
  return seat(1, {
    decision: { seat: 1, kind: "give_back" },
    to_act: [1],
    passes: [{ seat: 3, exchange: "teammate", with: 1 }],
    passed: [false, false, false, true],
    hand: ["craftsman", "agitator", "guard", "secretary"],
    exchanges: [{ type: "received", struggle: 2, with: 3, received: ["craftsman", "secretary"], returned: [] }],
    legal: [
      { type: "give_back", cards: ["craftsman", "agitator"] },
      { type: "give_back", cards: ["craftsman", "guard"] },
      { type: "give_back", cards: ["craftsman", "secretary"] },
      { type: "give_back", cards: ["agitator", "guard"] },
      { type: "give_back", cards: ["agitator", "secretary"] },
      { type: "give_back", cards: ["guard", "secretary"] },
    ],
  });
}

/** Seat 1 of three puts two aside after taking two Guards. */
export function discarding(): QqSeatView {
  return seat(1, {
    players: 3,
    teams: null,
    team_totals: null,
    aside: [0, 0, 0],
    deck: 5,
    hands: [6, 7, 9],
    decision: { seat: 1, kind: "discard" },
    passes: [{ seat: 1, exchange: "deck", with: null }],
    passed: [false, true, false],
    hand: ["farmer", "guard", "guard", "guard"],
    exchanges: [{ type: "deck", struggle: 2, took: ["guard", "guard"], discarded: [] }],
    teammate_holds: null,
    teammate_knows: null,
    legal: [
      { type: "discard", cards: ["farmer", "guard"] },
      { type: "discard", cards: ["guard", "guard"] },
    ],
  });
}
