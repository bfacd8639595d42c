// The dice's proof in the browser (ruling 9), pure: every roll of a period recomputed from its
// revealed seed, and the seed checked against the commitment published at the period's start.
// The same recipe as the engine's `dice.verify_period`, with the audited @noble/hashes.
//
// Roll n (from 1) with s sides: for k = 0, 1, ... x = the first 8 bytes, big-endian, of
// HMAC-SHA256(key = the 32 seed bytes, message = "<period id>:<n>:<k>"); the result is
// x mod s + 1 for the first k with x < 2^64 - (2^64 mod s).

import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { Period, PondView, Roll } from "./types.js";

const SPAN = 1n << 64n;
const enc = new TextEncoder();

export function hexToBytes(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of the seed in lower-case hex: the commitment a period publishes at its start. */
export function commitment(seed: Uint8Array): string {
  return bytesToHex(sha256(seed));
}

function first8(d: Uint8Array): bigint {
  let x = 0n;
  for (let i = 0; i < 8; i++) x = (x << 8n) | BigInt(d[i]!);
  return x;
}

/** Roll `n` of `period` with `sides` sides (1 <= sides < 2^64), as the host rolled it. */
export function roll(seed: Uint8Array, period: string, n: number, sides: number | bigint): bigint {
  const s = BigInt(sides);
  if (s < 1n || s >= SPAN) throw new RangeError(`a die has 1 to 2^64-1 sides, not ${s}`);
  const limit = SPAN - (SPAN % s);
  for (let k = 0; ; k++) {
    const x = first8(hmac(sha256, seed, enc.encode(`${period}:${n}:${k}`)));
    if (x < limit) return (x % s) + 1n;
  }
}

export type Problem =
  | { n: null; problem: "not_hex" | "seed_length" | "commitment" }
  | { n: unknown; problem: "shape" }
  | { n: number; problem: "numbering"; expected_n: number }
  | { n: number; problem: "die"; sides: number }
  | { n: number; problem: "wrong"; expected: number; result: number };

/** Each roll of a period as checked: its own result and the seed's. */
export interface Checked {
  roll: Roll;
  expected: number | null;
  ok: boolean;
}

export interface Verification {
  period: string;
  /** the seed's SHA-256 is the published commitment */
  committed: boolean;
  checked: Checked[];
  /** every mismatch, as the engine's verify_period names them */
  problems: Problem[];
}

const whole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Every mismatch between a period's rolls and what its revealed seed gives (the engine's
 * `verify_period`): a seed that is not hex or not 32 bytes or not the commitment's, a gap in
 * the numbering, a die that cannot be rolled, a wrong result. No problems: every roll checks out.
 */
export function verifyPeriod(seedHex: string, periodId: string, rolls: readonly Roll[], commitmentHex: string | null = null): Verification {
  const problems: Problem[] = [];
  const checked: Checked[] = [];
  const seed = hexToBytes(seedHex);
  if (!seed) return { period: periodId, committed: false, checked: rolls.map((r) => ({ roll: r, expected: null, ok: false })), problems: [{ n: null, problem: "not_hex" }] };
  if (seed.length !== 32) problems.push({ n: null, problem: "seed_length" });
  const committed = commitmentHex === null || commitment(seed) === commitmentHex.toLowerCase();
  if (!committed) problems.push({ n: null, problem: "commitment" });
  let expectedN = 1;
  for (const r of rolls) {
    if (!whole(r.n) || !whole(r.sides) || !whole(r.result)) {
      problems.push({ n: r.n, problem: "shape" });
      continue;
    }
    if (r.n !== expectedN) problems.push({ n: r.n, problem: "numbering", expected_n: expectedN });
    expectedN = r.n + 1;
    if (r.sides < 1) {
      problems.push({ n: r.n, problem: "die", sides: r.sides });
      checked.push({ roll: r, expected: null, ok: false });
      continue;
    }
    const want = Number(roll(seed, periodId, r.n, r.sides));
    if (want !== r.result) problems.push({ n: r.n, problem: "wrong", expected: want, result: r.result });
    checked.push({ roll: r, expected: want, ok: want === r.result && committed });
  }
  return { period: periodId, committed, checked, problems };
}

/** A period's rolls as this device knows them: the view's and the roll events seen (the audit log keeps no rolls). */
export interface RollLog {
  period: Period;
  rolls: Roll[];
  /** all of the period's rolls are here (the view says how many it had) */
  complete: boolean;
}

function merge(into: Map<number, Roll>, rolls: Iterable<Roll>): void {
  for (const r of rolls) if (whole(r.n) && !into.has(r.n)) into.set(r.n, { n: r.n, sides: r.sides, result: r.result, cause: r.cause });
}

/**
 * The rolls this device has seen in views, by period: a view carries only the current period's
 * (the last 100), so the rolls of a period that ended while the board was open are kept here.
 */
export class RollMemory {
  private periods = new Map<string, Map<number, Roll>>();

  constructor(private keep = 10) {}

  remember(v: PondView): void {
    const id = v.period?.period;
    if (!id || !v.rolls?.length) return;
    let known = this.periods.get(id);
    if (!known) {
      known = new Map();
      this.periods.set(id, known);
      const ids = [...this.periods.keys()].sort();
      for (const old of ids.slice(0, Math.max(0, ids.length - this.keep))) this.periods.delete(old);
    }
    merge(known, v.rolls);
  }

  /** The rolls seen, joined with `more` (the events'), by period. */
  with(more: Record<string, Roll[]>): Record<string, Roll[]> {
    const out: Record<string, Roll[]> = {};
    for (const id of new Set([...this.periods.keys(), ...Object.keys(more)])) {
      const all = new Map(this.periods.get(id) ?? []);
      merge(all, more[id] ?? []);
      out[id] = [...all.values()];
    }
    return out;
  }
}

/**
 * The roll logs this device can show: the current period (its seed still hidden unless the
 * round ended) and the revealed ones the view lists, newest first.
 */
export function rollLogs(v: PondView, seen: Record<string, Roll[]>): RollLog[] {
  const periods = [v.period, ...(v.periods ?? []).filter((p) => p.period !== v.period.period)];
  return periods.map((p) => {
    const byN = new Map<number, Roll>();
    if (p.period === v.period.period) merge(byN, v.rolls ?? []);
    merge(byN, seen[p.period] ?? []);
    const rolls = [...byN.values()].sort((a, b) => a.n - b.n);
    return { period: p, rolls, complete: rolls.length === p.rolls };
  });
}
