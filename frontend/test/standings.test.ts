import { describe, expect, it } from "vitest";
import { cumulative, sides, standings } from "../src/standings.js";

describe("totals, places and teams", () => {
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
    expect(standings(sides([7, 14, 14, 3], null)).map(({ seats, total, place }) => ({ seat: seats[0], total, place }))).toEqual([
      { seat: 3, total: 3, place: 1 },
      { seat: 0, total: 7, place: 2 },
      { seat: 1, total: 14, place: 3 },
      { seat: 2, total: 14, place: 3 },
    ]);
    expect(standings(sides([5, 5], null)).map((x) => x.place)).toEqual([1, 1]);
  });
  it("standings: highest first when the highest total wins", () => {
    expect(standings(sides([7, 14, 14, 3], null), "highest").map((x) => [x.seats[0], x.place])).toEqual([
      [1, 1],
      [2, 1],
      [0, 3],
      [3, 4],
    ]);
  });
  it("teams: a team's total is its members' sum, and the team takes the place", () => {
    const teams = sides([3, 10, 4, 2], [
      [0, 2],
      [1, 3],
    ]);
    expect(teams).toEqual([
      { seats: [0, 2], total: 7 },
      { seats: [1, 3], total: 12 },
    ]);
    expect(standings(teams, "highest").map((x) => [x.seats, x.place])).toEqual([
      [[1, 3], 1],
      [[0, 2], 2],
    ]);
  });
});
