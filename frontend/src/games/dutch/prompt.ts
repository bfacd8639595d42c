// The status line: what is happening, and exactly what this seat can do now. Pure: words in,
// words out (the board adds nothing but the shell's countdown).

import { cardShort, cardWithPoints, parseCard, rankWords } from "./cards.js";
import type { DSay } from "./strings.js";
import { armedNow, can, isMyTurn, mayThrow } from "./rules.js";
import type { DutchSeatView, DutchUi, DutchView, Power } from "./types.js";

export interface Names {
  /** the seat's name */
  name(seat: number): string;
  /** "you" for this client's seat, else the name */
  who(seat: number): string;
  /** this client's seat, or null */
  me: number | null;
}

export interface Status {
  title: string;
  hint: string;
}

const POWER_TITLE = { ace: "aceTitle", queen: "queenTitle", jack: "jackTitle" } as const;
const POWER_HINT = { ace: "aceHint", queen: "queenHint", jack: "jackHint" } as const;

/** What discarding (or playing) a power card does, for the holding prompt. */
export function powerLine(t: DSay, power: Power): string {
  return t(`power_${power}`);
}

function look(t: DSay, v: DutchView, m: DutchSeatView | null): Status {
  if (!m) return { title: t("lookAll"), hint: t("lookAllHint") };
  if (v.look.ready[m.seat]) return { title: t("lookWaiting"), hint: "" };
  const chosen = v.look.chosen[m.seat]?.length ?? 0;
  if (chosen < 2) return { title: t("lookChoose"), hint: t("lookChooseHint", { n: chosen }) };
  return { title: t("lookRemember"), hint: t("lookRememberHint") };
}

/** My own turn: the decision due now. */
function mine(t: DSay, m: DutchSeatView, ui: DutchUi, names: Names): Status {
  const turn = m.turn!;
  const top = m.pile[m.pile.length - 1];
  const final = m.caller !== null;
  const title = (key: Parameters<DSay>[0]) => (final ? t("yourFinalTurn") : t(key));
  switch (turn.step) {
    case "start": {
      const draw = can(m, "draw");
      const take = can(m, "take") && top !== undefined;
      const hint = draw && take ? t("startHint", { card: cardWithPoints(t, top) }) : draw ? t("startDrawOnly") : take ? t("startTakeOnly", { card: cardWithPoints(t, top) }) : "";
      return { title: title("yourTurn"), hint };
    }
    case "hold": {
      const held = m.held;
      const card = cardWithPoints(t, held?.card);
      if (held?.source === "pile") return { title: t("tookTitle", { card }), hint: t("tookHint") };
      const power = parseCard(held?.card)?.power;
      return { title: t("drewTitle", { card }), hint: t("drewHint") + (power ? " " + t("drewPower", { power: powerLine(t, power) }) : "") };
    }
    case "power": {
      const p = turn.power ?? "ace";
      let hint = t(POWER_HINT[p]);
      if (p === "jack" && ui.pick) hint = t("jackSecond");
      if (m.caller !== null && p !== "queen") hint += " " + t("lockedHint", { name: names.who(m.caller) });
      return { title: t(POWER_TITLE[p]), hint };
    }
    case "end":
      return { title: t("endTitle"), hint: t("endHint") };
    default:
      return { title: t("yourTurn"), hint: "" };
  }
}

/** Someone else's turn, as this seat (or a watcher) sees it. */
function others(t: DSay, v: DutchView, names: Names): Status {
  const turn = v.turn!;
  const name = names.name(turn.seat);
  switch (turn.step) {
    case "wait":
      return { title: turn.seat === names.me ? t("yourTurnNext") : t("nextTurn", { name }), hint: "" };
    case "ending":
      return { title: t("roundEnding"), hint: "" };
    case "hold":
      return {
        title: t("turnOf", { name }),
        hint: v.held?.source === "pile" ? t("otherTook", { name, card: cardShort(t, v.held.card) }) : t("otherDrew", { name }),
      };
    case "power":
      return { title: t("turnOf", { name }), hint: t(`otherPower_${turn.power ?? "ace"}`, { name }) };
    case "end":
      return { title: t("turnOf", { name }), hint: t("otherEnd", { name }) };
    default:
      return { title: t("turnOf", { name }), hint: t("otherStart", { name }) };
  }
}

function between(t: DSay, v: DutchView, owner: boolean): Status {
  const r = v.result?.round ?? v.round;
  return { title: t("roundOver", { r }), hint: owner ? t("betweenOwner") : t("betweenOthers") };
}

export function status(t: DSay, v: DutchView, m: DutchSeatView | null, ui: DutchUi, names: Names, owner: boolean): Status {
  if (v.phase === "look") return look(t, v, m);
  if (v.phase === "between") return between(t, v, owner);
  if (v.phase === "over") return { title: t("gameOver"), hint: "" };
  if (!v.turn) return { title: "", hint: "" };
  const w = v.window;
  // the throw-in button is armed: the only thing that matters now
  if (armedNow(ui, m) && w) {
    const rank = rankWords(t, w.rank);
    return { title: t("throwTitle", { rank }), hint: t("throwHint", { rank }) };
  }
  const deciding = !!m && isMyTurn(m) && v.turn.step !== "wait" && v.turn.step !== "ending";
  const s = deciding ? mine(t, m, ui, names) : others(t, v, names);
  const extra: string[] = [];
  if (m && mayThrow(m) && w) extra.push(t("throwOffer", { rank: rankWords(t, w.rank) }));
  if (v.caller !== null && !deciding) {
    const rest = v.final_turns.map((x) => names.who(x)).join(", ");
    extra.push((v.caller === names.me ? t("calledByYou") : t("calledBy", { name: names.name(v.caller) })) + (rest ? " " + t("finalTurns", { names: rest }) : ""));
  }
  return { title: s.title, hint: [s.hint, ...extra].filter(Boolean).join(" · ") };
}
