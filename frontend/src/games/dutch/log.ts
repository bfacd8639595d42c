// One line of the game log per Dutch event. A line names only public cards: a card this seat
// alone saw (its look, a drawn card, a Queen's look) is never written down, because without
// KeepKnown remembering it is the game (ruling 33), and a log would remember it for you.

import type { GameEvent } from "../../types.js";
import { cardShort } from "./cards.js";
import type { DSay } from "./strings.js";

/** Log lines that stand out. */
export const MAJOR_EVENTS: ReadonlySet<string> = new Set(["round_started", "dutch_called", "round_ended", "game_ended"]);

export function describeEvent(e: GameEvent, t: DSay, name: (seat: number) => string, me: number | null): string | null {
  const seat = typeof e.seat === "number" ? e.seat : -1;
  const who = seat >= 0 ? name(seat) : "";
  const slot = typeof e.slot === "number" ? e.slot + 1 : 0;
  // the events that carry a card only for the seat that saw it; anyone else's carry none
  const secret = seat === me && ["chose", "drew", "looked", "replaced"].includes(e.type);
  const card = typeof e.card === "string" && !secret ? cardShort(t, e.card) : null;
  const rowName = (r: unknown) => (typeof r !== "number" ? "" : r === seat ? t("ownRow") : t("rowOf", { name: name(r) }));
  switch (e.type) {
    case "round_started":
      return t("ev_round_started", { round: Number(e.round), name: name(Number(e.first_seat)) });
    case "chose":
      if (e.given) return t("ev_chose_given", { name: who, slot });
      return t("ev_chose", { name: who, slot });
    case "ready":
    case "turn_started":
    case "passed":
    case "dutch_called":
      return t(`ev_${e.type}`, { name: who });
    case "look_ended":
    case "game_ended":
      return t(`ev_${e.type}`);
    case "pile_started":
      return t("ev_pile_started", { card: card ?? "" });
    case "drew":
      return t("ev_drew", { name: who });
    case "took":
    case "discarded":
      return t(`ev_${e.type}`, { name: who, card: card ?? "" });
    case "returned":
      return t("ev_returned", { name: who, card: card ?? "" });
    case "replaced": {
      const discarded = cardShort(t, e.discarded);
      return card !== null ? t("ev_replaced", { name: who, slot, card, discarded }) : t("ev_replaced_hidden", { name: who, slot, discarded });
    }
    case "gave":
      return t("ev_gave", { name: who, row: rowName(e.row), slot });
    case "looked":
      return t("ev_looked", { name: who, row: rowName(e.row), slot });
    case "swapped":
      return t("ev_swapped", { name: who, row: rowName(e.row), slot, other: rowName(e.other_row), other_slot: Number(e.other_slot) + 1 });
    case "skipped":
      return t("ev_skipped", { name: who, power: t(`powerName_${String(e.power)}` as "powerName_ace") });
    case "thrown_in":
      if (e.correct) return t("ev_thrown_right", { name: who, card: card ?? "" });
      return typeof e.penalty === "number" ? t("ev_thrown_wrong", { name: who, card: card ?? "" }) : t("ev_thrown_wrong_full", { name: who, card: card ?? "" });
    case "reshuffled":
      return t("ev_reshuffled", { n: Number(e.draw) });
    case "timed_out":
      return seat >= 0 ? t("ev_timed_out", { name: who }) : t("ev_time_up");
    case "mode_changed":
      return t("ev_mode_changed", { mode: t(`mode_${String(e.mode)}` as "mode_1_round") });
    case "round_ended": {
      const halvings = Array.isArray(e.halvings) ? (e.halvings as { seat: number; from: number; to: number }[]) : [];
      const lines = halvings.map((h) => t("ev_halved", { name: name(h.seat), from: h.from, to: h.to }));
      return [t("ev_round_ended", { round: Number(e.round) }), ...lines].join(" ");
    }
    default:
      return null;
  }
}
