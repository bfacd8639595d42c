import { describe, expect, it } from "vitest";
import { RollMemory, bytesToHex, commitment, hexToBytes, roll, rollLogs, verifyPeriod } from "./dice.js";
import type { PondView, Roll } from "./types.js";

// The engine's own hand-computed vectors (tests/engine/duck_pond/test_dice.py), read from there
// so the two stay one: seed 00 01 ... 1f, period "2024-01-04/2", (n, sides, prefix, x, result).
import ENGINE_TEST from "../../../../tests/engine/duck_pond/test_dice.py?raw";
const LABEL = /LABEL = "([^"]+)"/.exec(ENGINE_TEST)![1]!;
const VECTORS = [...ENGINE_TEST.matchAll(/\((\d+), (\d+), "([0-9a-f]{16})", (\d+), (\d+)\)/g)].map((m) => ({
  n: Number(m[1]),
  sides: Number(m[2]),
  x: BigInt(m[4]!),
  result: Number(m[5]),
}));
const COMMITMENT = /"([0-9a-f]{64})"/.exec(ENGINE_TEST.slice(ENGINE_TEST.indexOf("def test_ruling_9_commitment")))![1]!;
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);
const SEED_HEX = bytesToHex(SEED);

describe("ruling 9 in the browser, against the engine's vectors", () => {
  it("read the engine's vectors", () => {
    expect(LABEL).toBe("2024-01-04/2");
    expect(VECTORS.length).toBeGreaterThanOrEqual(6);
  });
  it("the commitment is SHA-256 of the seed", () => {
    expect(commitment(SEED)).toBe(COMMITMENT);
  });
  it("every vector's roll is the engine's", () => {
    for (const v of VECTORS) expect(roll(SEED, LABEL, v.n, v.sides), `roll ${v.n}`).toBe(BigInt(v.result));
  });
  it("rejection sampling takes the next k, as the engine's test shows", () => {
    // 2^63 + 1 sides: roll 1's k = 0 draw is rejected, and k = 1's x is 1295814061747335738
    const sides = (1n << 63n) + 1n;
    expect(roll(SEED, LABEL, 1, sides)).toBe((1295814061747335738n % sides) + 1n);
    expect(ENGINE_TEST).toContain("1295814061747335738");
  });
  it("a die has 1 to 2^64 - 1 sides", () => {
    expect(() => roll(SEED, LABEL, 1, 0)).toThrow(RangeError);
    expect(() => roll(SEED, LABEL, 1, 1n << 64n)).toThrow(RangeError);
    expect(roll(SEED, LABEL, 1, 1)).toBe(1n);
  });
});

describe("verifying a period as the engine's verify_period does", () => {
  const log: Roll[] = VECTORS.map((v) => ({ n: v.n, sides: v.sides, result: v.result, cause: "test" }));
  it("accepts the true log, each roll a match", () => {
    const r = verifyPeriod(SEED_HEX, LABEL, log, COMMITMENT);
    expect(r.problems).toEqual([]);
    expect(r.committed).toBe(true);
    expect(r.checked.map((c) => c.ok)).toEqual(log.map(() => true));
  });
  it("names a wrong result with what the seed gives", () => {
    const wrong = log.map((r, i) => (i === 2 ? { ...r, result: 2 } : r));
    const r = verifyPeriod(SEED_HEX, LABEL, wrong);
    expect(r.problems).toEqual([{ n: 3, problem: "wrong", expected: 1, result: 2 }]);
    expect(r.checked[2]).toMatchObject({ ok: false, expected: 1 });
  });
  it("a gap, a seed that is not the commitment's, another period, bad hex, an impossible die", () => {
    expect(verifyPeriod(SEED_HEX, LABEL, [log[0]!, log[2]!]).problems.map((p) => p.n)).toEqual([3]);
    const other = verifyPeriod(bytesToHex(new Uint8Array(32)), LABEL, log, COMMITMENT);
    expect(other.problems[0]).toEqual({ n: null, problem: "commitment" });
    expect(other.committed).toBe(false);
    expect(other.checked.every((c) => !c.ok)).toBe(true);
    expect(verifyPeriod(SEED_HEX, "2024-01-07/1", log).problems.length).toBeGreaterThan(0);
    expect(verifyPeriod("zz", LABEL, log).problems).toEqual([{ n: null, problem: "not_hex" }]);
    expect(verifyPeriod("00ff", LABEL, []).problems).toEqual([{ n: null, problem: "seed_length" }]);
    expect(verifyPeriod(SEED_HEX, LABEL, [{ n: 1, sides: 0, result: 1, cause: "" }]).problems).toEqual([{ n: 1, problem: "die", sides: 0 }]);
  });
  it("hex round trips", () => {
    expect(bytesToHex(hexToBytes("00a1ff")!)).toBe("00a1ff");
    expect(hexToBytes("abc")).toBeNull();
  });
});

describe("the rolls a device can show", () => {
  const period = (id: string, rolls: number, seed: string | null = null) => ({ period: id, number: 1, start: 0, end: 1, commitment: "c", seed, rolls, derived: false });
  const view = (over: Partial<PondView>) => ({ period: period("2024-01-04/2", 2), periods: [], rolls: [], log: [], ...over }) as unknown as PondView;
  const r = (n: number): Roll => ({ n, sides: 6, result: 1, cause: "x" });
  it("joins the view's rolls and the events', once each, in order, and says when some are missing", () => {
    const v = view({ rolls: [r(2)], periods: [period("2023-12-31/1", 3, "ab")] });
    const logs = rollLogs(v, { "2024-01-04/2": [r(1), r(2)], "2023-12-31/1": [r(3), r(1)] });
    expect(logs.map((l) => [l.period.period, l.rolls.map((x) => x.n), l.complete])).toEqual([
      ["2024-01-04/2", [1, 2], true],
      ["2023-12-31/1", [1, 3], false],
    ]);
  });
  it("remembers a period's rolls after its views are gone", () => {
    const memory = new RollMemory(2);
    memory.remember(view({ rolls: [r(1)] }));
    memory.remember(view({ rolls: [r(2)] }));
    memory.remember(view({ period: period("2024-01-07/1", 0), rolls: [] }));
    expect(memory.with({})["2024-01-04/2"]!.map((x) => x.n)).toEqual([1, 2]);
    for (const id of ["2024-01-07/1", "2024-01-11/2", "2024-01-14/1"]) memory.remember(view({ period: period(id, 1), rolls: [r(1)] }));
    expect(Object.keys(memory.with({})).sort()).toEqual(["2024-01-11/2", "2024-01-14/1"]); // the oldest go
  });
});
