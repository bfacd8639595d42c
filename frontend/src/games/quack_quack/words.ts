// Cards, combinations and ranks in words, and the status line: pure, from a view and the
// game's words (no DOM), so every language is tested without a browser.

import { isCard } from "./classes.js";
import { cardsOf, mateOf, myDecision, openExchange, passerFor } from "./rules.js";
import type { QSay, QqKey } from "./strings.js";
import type { Action, Play, QqSeatView, QqUi, QqView } from "./types.js";

export function cardWord(t: QSay, c: unknown): string {
  return isCard(c) ? t(`card_${c}` as QqKey) : String(c);
}

/** "Guard + Farmer" */
export function cardsWords(t: QSay, cards: unknown): string {
  return Array.isArray(cards) ? cards.map((c) => cardWord(t, c)).join(" + ") : "";
}

/** A play in the yard: its cards, or the bomb's name with its cards. */
export function playWords(t: QSay, p: Pick<Play, "kind" | "cards">): string {
  const cards = cardsWords(t, p.cards);
  if (p.kind === "revolution" || p.kind === "secret_inspection") return `${t(`bomb_${p.kind}`)} (${cards})`;
  return cards;
}

/** 1 -> "1st" */
export function rankWord(t: QSay, rank: number): string {
  return t(`rank_${Math.min(Math.max(rank, 1), 4)}` as QqKey);
}

/** The label of a button that sends `a` (a play, a bomb, a join, a pick of two). */
export function actionWords(t: QSay, a: Action, mate: string): string {
  const cards = cardsWords(t, cardsOf(a));
  switch (a.type) {
    case "play":
      return t("playCards", { cards });
    case "bomb":
      return t(`declare_${a.cards.includes("inspector") ? "secret_inspection" : "revolution"}`, { cards });
    case "join":
      return t("joinWith", { card: cards });
    case "discard":
      return t("putAside", { cards });
    case "give":
      return t("giveTo", { name: mate, cards });
    case "give_back":
      return t("giveBack", { name: mate, cards });
    case "pass":
      return t("pass");
    case "take":
      return t("passTake");
    case "decline":
      return t("decline");
  }
}

export interface StatusCtx {
  t: QSay;
  /** the seat's name */
  name(seat: number): string;
  /** "you" for this seat, else the name */
  nameOf(seat: number): string;
}

function toBeat(c: StatusCtx, v: QqView): string {
  const last = v.last;
  return last ? c.t("toBeat", { combo: playWords(c.t, last), name: c.nameOf(last.seat) }) : "";
}

/** The status line: whose decision it is and, for this seat, what to do. */
export function statusLine(c: StatusCtx, v: QqView, mine: QqSeatView | null, ui: QqUi): { title: string; hint?: string } {
  const t = c.t;
  if (v.phase === "over") return { title: t("gameOver") };
  const d = v.decision;
  if (!d) return { title: "" };
  const kind = myDecision(mine);
  if (mine && kind) {
    const got = openExchange(mine);
    switch (kind) {
      case "lead":
        return { title: t("yourLead"), hint: t("leadHint") };
      case "turn": {
        const mate = mateOf(mine, mine.seat);
        if (ui.giving && mate !== null) return { title: t("yourTurn"), hint: t("giveHint", { name: c.name(mate) }) };
        if (mine.last?.kind === "governor") return { title: t("yourTurn"), hint: t("bombHint") };
        return { title: t("yourTurn"), hint: `${toBeat(c, mine)} ${t("orPass")}`.trim() };
      }
      case "discard":
        return { title: t("discardTitle"), hint: t("discardHint", { cards: got?.type === "deck" ? cardsWords(t, got.took) : "" }) };
      case "give_back": {
        const from = got?.type === "received" ? got.with : (passerFor(mine) ?? 0);
        return {
          title: t("giveBackTitle", { name: c.name(from) }),
          hint: t("giveBackHint", { name: c.name(from), cards: got?.type === "received" ? cardsWords(t, got.received) : "" }),
        };
      }
      case "join": {
        const bomb = mine.bomb?.kind ?? "revolution";
        const can = mine.legal.some((a) => a.type === "join");
        return { title: t(`joinTitle_${bomb}`), hint: can ? t(`joinHint_${bomb}`) : t("joinNone") };
      }
    }
  }
  const who = c.name(d.seat);
  let title: string;
  let hint = "";
  switch (d.kind) {
    case "lead":
      title = t("leadOf", { name: who });
      break;
    case "turn":
      title = t("turnOf", { name: who });
      hint = toBeat(c, v);
      break;
    case "discard":
      title = t("discardOf", { name: who });
      break;
    case "give_back": {
      const from = passerFor(v);
      title = t("giveBackOf", { name: who, other: from === null ? "" : c.nameOf(from) });
      break;
    }
    case "join":
      title = t(`joinOf_${v.bomb?.kind ?? "revolution"}`, { name: who });
      break;
  }
  const me = mine?.seat;
  const rank = me !== undefined ? v.ranks[me] : null;
  if (rank) hint = [hint, t("youAreOut", { rank: rankWord(t, rank) })].filter(Boolean).join(" · ");
  return { title, hint };
}

/** "1 coin", "3 coins" */
export function coinsWord(t: QSay, n: number): string {
  return n === 1 || n === -1 ? t("coin1").replace("1", String(n)) : t("coinsN", { n });
}
