// The countdown: a view's deadline (game time) anchored to local time. Pure.

import type { GameView } from "./types.js";

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

/**
 * Anchor `v`'s deadline to local time `at`. `total` is the decision's whole length when the
 * game knows it; `prev` keeps the anchor of a deadline seen before when the view has no game time.
 */
export function nextClock(prev: Clock | null, v: GameView, at: number, total: number | null): Clock | null {
  if (v.deadline == null) return null;
  if (typeof v.now === "number") {
    const left = Math.max(0, v.deadline - v.now);
    return v.paused ? { deadline: v.deadline, endsAt: at + left, total, frozen: left } : { deadline: v.deadline, endsAt: at + left, total };
  }
  // No game time in the view: the decision began when its deadline first appeared.
  if (prev && prev.deadline === v.deadline) return prev;
  return total == null ? null : { deadline: v.deadline, endsAt: at + total, total };
}

/** Milliseconds left on `clock` for the view's deadline, or null (no limit, no decision). */
export function clockLeft(clock: Clock | null, v: GameView | null, localNow: number): number | null {
  if (!v || v.deadline == null || !clock || clock.deadline !== v.deadline) return null;
  if (clock.frozen !== undefined) return clock.frozen;
  return Math.max(0, clock.endsAt - localNow);
}
