// Turns a Duck Down event (public form, or this seat's richer form) into one line of the log.

import type { GameEvent } from "../../types.js";
import { cardName } from "./cards.js";
import type { DSay, DuckKey } from "./strings.js";

/** Log lines that stand out. */
export const MAJOR_EVENTS: ReadonlySet<string> = new Set(["round_started", "duck_down_called", "round_ended", "game_ended"]);

export function describeEvent(
  e: GameEvent,
  t: DSay,
  name: (seat: number) => string,
  me: number | null,
): string | null {
  const seat = typeof e.seat === "number" ? e.seat : -1;
  const who = seat >= 0 ? name(seat) : "";
  const p: Record<string, string | number> = { name: who };
  const slot = typeof e.slot === "number" ? e.slot + 1 : "";
  switch (e.type) {
    case "round_started":
      return t("ev_round_started", {
        round: Number(e.round),
        rounds: Number(e.rounds),
        name: name(Number(e.first_seat)),
      });
    case "ready":
    case "turn_started":
    case "doubled":
    case "duck_down_called":
      return t(`ev_${e.type}` as DuckKey, p);
    case "timed_out":
      // the opening look and the reveal run out for the table, not for a seat (seat null)
      if (seat >= 0) return t("ev_timed_out", p);
      return e.step === "reveal" ? t("ev_timed_out_reveal") : t("ev_timed_out_look");
    case "peek_ended":
    case "reshuffled":
    case "game_ended":
      return t(`ev_${e.type}` as DuckKey);
    case "round_ended":
      return t("ev_round_ended", { round: Number(e.round) });
    case "drew":
      return seat === me && e.card !== undefined && e.card !== null
        ? t("ev_drew_you", { card: cardName(t, e.card) })
        : t("ev_drew", p);
    case "took":
    case "threw":
      return t(`ev_${e.type}` as DuckKey, { ...p, card: cardName(t, e.card) });
    case "replaced": {
      const discarded = cardName(t, e.discarded);
      return e.card !== undefined && e.card !== null
        ? t("ev_replaced", { ...p, slot, card: cardName(t, e.card), discarded })
        : t("ev_replaced_hidden", { ...p, slot, discarded });
    }
    case "peeked":
      return seat === me && e.card !== undefined && e.card !== null
        ? t("ev_peeked_you", { slot, card: cardName(t, e.card) })
        : t("ev_peeked", { ...p, slot });
    case "swapped": {
      const other = Number(e.other_seat);
      return t("ev_swapped", {
        ...p,
        slot,
        other: name(other),
        other_slot: Number(e.other_slot) + 1,
      });
    }
    default:
      return null;
  }
}
