// The seat's actions on their way to the host: one per decision, and no tap lost. Pure: the
// table feeds taps, seat views and refusals in (with the time), and sends what comes out.
//
// A tap is sent at once unless an earlier one is still waiting for its seat view. Then a
// repeat of a waiting tap (the same button tapped twice) is dropped, and a different one is
// queued: it goes out when the next seat view arrives, if that view still allows it. A queued
// tap that cannot go out (the view moved on, the host refused the one before) is reported,
// never dropped silently. It knows no game: legality is read from the seat view's `legal`
// (docs/games.md).

import type { GameAction, SeatView } from "../types.js";

/** How long a sent action waits for its view before a tap goes straight out again (ms). */
export const HOLD_MS = 2500;
/** At most this many taps wait behind the one sent. */
export const QUEUE_MAX = 3;

export interface Outbox {
  /** the action sent last and still waiting for its seat view: its key, the view's seq it was sent on, when */
  sent: { key: string; seq: number | null; at: number } | null;
  /** the taps waiting behind it, oldest first */
  queue: GameAction[];
}

/** What a step of the outbox asks of the table: an action to send, taps that cannot be sent. */
export interface Step {
  box: Outbox;
  send: GameAction | null;
  dropped: number;
}

export function emptyOutbox(): Outbox {
  return { sent: null, queue: [] };
}

/** An action's identity: its JSON with the keys sorted (the same tap twice gives the same key). */
export function actionKey(a: unknown): string {
  if (Array.isArray(a)) return `[${a.map(actionKey).join(",")}]`;
  if (a && typeof a === "object") {
    const o = a as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${actionKey(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(a) ?? "null";
}

/**
 * Whether the seat view allows the action, as far as the shell can tell without the game:
 * `legal` lists action objects (allowed if one is the action), action types (the type must be
 * listed), or compact forms with the type and its argument choices (the type must be listed;
 * the arguments are the host's to judge). True: listed; false: not allowed; null: the view
 * does not say (no `legal`, or the type is listed with other arguments): the host judges.
 */
export function allows(view: SeatView | null, a: GameAction): boolean | null {
  const legal = view?.["legal"];
  if (!Array.isArray(legal)) return null;
  const key = actionKey(a);
  let typeListed = false;
  for (const entry of legal) {
    if (typeof entry === "string") typeListed ||= entry === a.type;
    else if (entry && typeof entry === "object") {
      if (actionKey(entry) === key) return true;
      typeListed ||= (entry as { type?: unknown }).type === a.type;
    }
  }
  return typeListed ? null : false;
}

function seqOf(view: SeatView | null): number | null {
  return typeof view?.seq === "number" ? view.seq : null;
}

function waiting(box: Outbox, at: number): boolean {
  return box.sent !== null && at - box.sent.at < HOLD_MS;
}

/** The player tapped `a` while `view` is shown. */
export function tap(box: Outbox, a: GameAction, view: SeatView | null, at: number): Step {
  const key = actionKey(a);
  if (!waiting(box, at)) {
    // nothing on its way (or its view is overdue): what still waits was meant for a view that never came
    return { box: { sent: { key, seq: seqOf(view), at }, queue: [] }, send: a, dropped: box.queue.length };
  }
  if (box.sent!.key === key || box.queue.some((q) => actionKey(q) === key)) return { box, send: null, dropped: 0 };
  if (box.queue.length >= QUEUE_MAX) return { box, send: null, dropped: 1 };
  return { box: { ...box, queue: [...box.queue, a] }, send: null, dropped: 0 };
}

/**
 * A seat view arrived. A view no newer than the one the action was sent on (the same `seq`:
 * a change by time alone) does not answer it; a newer one does, and the first queued tap it
 * still allows goes out. Taps it no longer allows are dropped (and reported).
 */
export function viewArrived(box: Outbox, view: SeatView, at: number): Step {
  const seq = seqOf(view);
  if (box.sent && box.sent.seq !== null && seq !== null && seq <= box.sent.seq) return { box, send: null, dropped: 0 };
  let dropped = 0;
  for (let i = 0; i < box.queue.length; i++) {
    const a = box.queue[i]!;
    if (allows(view, a) === false) {
      dropped++;
      continue;
    }
    return { box: { sent: { key: actionKey(a), seq, at }, queue: box.queue.slice(i + 1) }, send: a, dropped };
  }
  return { box: emptyOutbox(), send: null, dropped };
}

/** The host refused an action (or the transport failed): nothing waits for a view, and the taps queued behind it are dropped. */
export function refused(box: Outbox): Step {
  return { box: emptyOutbox(), send: null, dropped: box.queue.length };
}
