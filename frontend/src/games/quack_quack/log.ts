// Turns a Quack-Quack event (its public form, or this seat's richer form) into one line of the
// log. Cards show only where the event carries them: public plays, or this seat's exchanges.

import type { GameEvent } from "../../types.js";
import type { QSay } from "./strings.js";
import { cardWord, cardsWords, coinsWord, rankWord } from "./words.js";

/** Log lines that stand out. */
export const MAJOR_EVENTS: ReadonlySet<string> = new Set(["round_started", "revolution", "secret_inspection", "player_out", "round_ended", "game_ended"]);

export function describeEvent(e: GameEvent, t: QSay, name: (seat: number) => string, me: number | null): string | null {
  const seat = typeof e.seat === "number" ? e.seat : -1;
  const who = seat >= 0 ? name(seat) : "";
  const other = typeof e.with === "number" ? name(e.with) : "";
  const mine = seat >= 0 && seat === me;
  const cards = cardsWords(t, e.cards);
  switch (e.type) {
    case "round_started":
      return t(e.tiebreak ? "ev_round_started_tiebreak" : "ev_round_started", { round: Number(e.round), name: name(Number(e.leader)) });
    case "played":
      return t("ev_played", { name: who, cards });
    case "passed":
      if (e.exchange === "deck") return mine && Array.isArray(e.took) ? t("ev_passed_deck_you", { cards: cardsWords(t, e.took) }) : t("ev_passed_deck", { name: who });
      if (e.exchange === "teammate") {
        if (Array.isArray(e.gave) && mine) return t("ev_passed_mate_gave", { cards: cardsWords(t, e.gave), other });
        if (Array.isArray(e.gave) && e.with === me) return t("ev_passed_mate_got", { name: who, cards: cardsWords(t, e.gave) });
        return t("ev_passed_mate", { name: who, other });
      }
      return t("ev_passed", { name: who });
    case "discarded":
      return mine && Array.isArray(e.cards) ? t("ev_discarded_you", { cards }) : t("ev_discarded", { name: who });
    case "gave_back":
      if (Array.isArray(e.cards) && mine) return t("ev_gave_back_you", { cards, other });
      if (Array.isArray(e.cards) && e.with === me) return t("ev_gave_back_to_you", { name: who, cards });
      return t("ev_gave_back", { name: who, other });
    case "reshuffled":
      return t("ev_reshuffled", { n: Number(e.deck) });
    case "revolution":
    case "secret_inspection":
      return t(`ev_${e.type}`, { name: who, cards });
    case "joined":
      return t("ev_joined", { name: who, card: cardWord(t, e.card) });
    case "declined":
      return t("ev_declined", { name: who });
    case "struggle_ended":
      return t("ev_struggle_ended", { name: who });
    case "player_out": {
      const rank = rankWord(t, Number(e.rank));
      const coins = Number(e.coins) || 0;
      let line =
        e.how === "eliminated"
          ? t("ev_out_eliminated", { name: who, n: Number(e.governors) || 0, rank })
          : e.how === "last"
            ? t("ev_out_last", { name: who, rank })
            : coins
              ? t("ev_out_emptied", { name: who, rank, coins: coinsWord(t, coins) })
              : t("ev_out_emptied_none", { name: who, rank });
      if (e.monument) line += " " + t("ev_out_monument", { name: who });
      return line;
    }
    case "bonus": {
      if (e.kind === "monument") return t("ev_bonus_monument", { name: who });
      const from = Array.isArray(e.from) ? e.from.map((s) => name(Number(s))) : [];
      return from.length ? t("ev_bonus_bomb", { name: who, from: from.join(", ") }) : t("ev_bonus_bomb_supply", { name: who });
    }
    case "timed_out":
      return t("ev_timed_out", { name: who });
    case "round_ended":
      return t("ev_round_ended", { round: Number(e.round) });
    case "game_ended":
      return t("ev_game_ended");
    default:
      return null;
  }
}
