import { describe, expect, it } from "vitest";
import { LANGUAGES, translator, type Lang } from "../../i18n.js";
import { CLASSES } from "./classes.js";
import { discarding, givingBack, joining, onGovernor, pub, turnOnGuard } from "./fixtures.js";
import { howTo } from "./howto.js";
import { describeEvent } from "./log.js";
import { initialUi, setGiving } from "./rules.js";
import { STRINGS, type QSay } from "./strings.js";
import type { QqSeatView, QqView } from "./types.js";
import { actionWords, cardsWords, playWords, rankWord, statusLine } from "./words.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const tr = (lang: Lang) => translator<string>(lang, STRINGS);
const say = (lang: Lang) => tr(lang) as QSay;
const NAMES = ["Anna", "Ben", "Oma", "Leo"];

describe("Quack-Quack's words", () => {
  it("every language has every key, with the same placeholders", () => {
    const en = STRINGS.en as Record<string, string>;
    for (const [lang, dict] of Object.entries(STRINGS)) {
      const d = dict as Record<string, string>;
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en)) expect(placeholders(d[k]!), `${lang}.${k}`).toEqual(placeholders(en[k]!));
    }
  });
  it("a shell word it uses stays the shell's (it overrides none)", () => {
    const shell = LANGUAGES.en as Record<string, string>;
    expect(Object.keys(STRINGS.en).filter((k) => k in shell)).toEqual([]);
    expect(say("de")("team", { names: "Anna & Oma" })).toBe("Team Anna & Oma");
  });
  it("a card's face is its name, broken only at soft hyphens", () => {
    for (const lang of ["en", "de", "nl"] as const) {
      const d = STRINGS[lang] as Record<string, string>;
      for (const c of CLASSES) {
        const face = d[`face_${c}`]!.replace(/\u00ad/g, "").toLowerCase();
        expect(d[`card_${c}`]!.toLowerCase().endsWith(face), `${lang}.${c}`).toBe(true); // "Secret Inspector": "Inspector"
      }
    }
  });
  it("cards, plays, ranks and buttons in words", () => {
    const t = say("en");
    expect(cardsWords(t, ["guard", "farmer"])).toBe("Guard + Farmer");
    expect(playWords(t, { kind: "revolution", cards: ["farmer", "craftsman", "merchant"] })).toBe("Revolution (Farmer + Craftsman + Merchant)");
    expect(rankWord(t, 1)).toBe("1st");
    expect(rankWord(say("de"), 3)).toBe("3. Platz");
    expect(actionWords(t, { type: "play", cards: ["guard", "guard"] }, "")).toBe("Play Guard + Guard");
    expect(actionWords(t, { type: "bomb", cards: ["inspector", "guard"] }, "")).toBe("Secret Inspection! Secret Inspector + Guard");
    expect(actionWords(t, { type: "give", cards: ["guard", "secretary"] }, "Oma")).toBe("Give Guard + Secretary to Oma");
    expect(actionWords(say("nl"), { type: "join", card: "farmer" }, "")).toBe("Meedoen met Boer");
  });
});

describe("the status line", () => {
  const c = (lang: Lang = "en", me: number | null = null) => ({
    t: say(lang),
    name: (s: number) => NAMES[s]!,
    nameOf: (s: number) => (s === me ? "you" : NAMES[s]!),
  });
  const line = (v: QqView, mine: QqSeatView | null, lang: Lang = "en", ui = initialUi()) => statusLine(c(lang, mine?.seat ?? null), v, mine, ui);
  it("says what this seat is to do", () => {
    const turn = turnOnGuard();
    expect(line(turn, turn)).toEqual({ title: "Your turn", hint: "To beat: Guard by Ben. Play something stronger, or pass." });
    expect(line(turn, turn, "en", setGiving(initialUi(), turn, true)).hint).toBe("Pick two cards to hand to Anna. Anna then gives you two back.");
    expect(line(onGovernor(), onGovernor()).hint).toMatch(/^Only a Revolution or a Secret Inspection beats a Governor/);
    expect(line(joining(), joining())).toEqual({ title: "Revolution! Will you join?", hint: "Join with one People card, or decline." });
    const noCard = { ...joining(), legal: [{ type: "decline" as const }] };
    expect(line(noCard, noCard).hint).toBe("You have no card to join with: decline.");
    expect(line(givingBack(), givingBack()).title).toBe("Give two cards back to Leo");
    expect(line(givingBack(), givingBack()).hint).toMatch(/^Leo handed you Craftsman \+ Secretary\./);
    expect(line(discarding(), discarding()).hint).toMatch(/^You took Guard \+ Guard\./);
    expect(line(pub({ decision: { seat: 0, kind: "lead" } }), { ...turnOnGuard(), seat: 0, decision: { seat: 0, kind: "lead" } }).title).toBe("Your lead");
  });
  it("says whose decision it is to everyone else, never what they hold", () => {
    expect(line(pub(), null)).toEqual({ title: "Oma's turn", hint: "To beat: Guard by Ben." });
    const back = pub({ decision: { seat: 1, kind: "give_back" }, passes: [{ seat: 3, exchange: "teammate", with: 1 }] });
    expect(line(back, null).title).toBe("Ben picks two cards to give back to Leo");
    expect(line(back, null, "de").title).toBe("Ben wählt zwei Karten für Leo");
    const lap = pub({ decision: { seat: 3, kind: "join" }, bomb: { kind: "secret_inspection", seat: 0, lap: [3], answers: [] } });
    expect(line(lap, null, "nl").title).toBe("Doet Leo mee met de geheime inspectie?");
    expect(line(pub({ decision: { seat: 1, kind: "discard" } }), null).title).toBe("Ben puts two cards aside");
    expect(line(pub({ phase: "over", decision: null }), null).title).toBe("Game over");
  });
  it("tells a seat that is out of the round", () => {
    const mine = { ...turnOnGuard(), seat: 0, ranks: [1, null, null, null] };
    expect(line(mine, mine).hint).toBe("To beat: Guard by Ben. · You are out of this round (1st).");
  });
});

describe("game log lines", () => {
  const d = (e: Record<string, unknown>, me: number | null = 0, lang: Lang = "en") => describeEvent(e as never, say(lang), (s: number) => NAMES[s]!, me);
  it("describes every engine event", () => {
    expect(d({ type: "round_started", round: 2, leader: 1, tiebreak: false, struggle: 1 })).toBe("Round 2 begins. Ben leads.");
    expect(d({ type: "round_started", round: 6, leader: 1, tiebreak: true, struggle: 1 })).toBe("Tie-break round 6 begins. Ben leads.");
    expect(d({ type: "played", seat: 1, kind: "pair", cards: ["guard", "guard"] })).toBe("Ben plays Guard + Guard.");
    expect(d({ type: "passed", seat: 1, exchange: null, with: null })).toBe("Ben passes.");
    expect(d({ type: "reshuffled", deck: 14 })).toBe("The discard pile is shuffled into a new class deck (14 cards).");
    expect(d({ type: "revolution", seat: 2, cards: ["farmer", "merchant", "agitator"], lap: [3, 0] })).toBe("Oma declares a Revolution: Farmer + Merchant + Agitator!");
    expect(d({ type: "joined", seat: 3, bomb: "revolution", card: "merchant" })).toBe("Leo joins in: Merchant.");
    expect(d({ type: "declined", seat: 3, bomb: "revolution" })).toBe("Leo does not join.");
    expect(d({ type: "struggle_ended", seat: 2, struggle: 3 })).toBe("Oma wins the power struggle.");
    expect(d({ type: "player_out", seat: 1, rank: 1, how: "emptied", coins: 2, monument: false, governors: 0 })).toBe("Ben is out: 1st, 2 coins.");
    expect(d({ type: "player_out", seat: 1, rank: 2, how: "emptied", coins: 1, monument: false, governors: 0 })).toBe("Ben is out: 2nd, 1 coin.");
    expect(d({ type: "player_out", seat: 2, rank: 3, how: "emptied", coins: 0, monument: true, governors: 0 })).toBe("Oma is out: 3rd. Oma wins the monument.");
    expect(d({ type: "player_out", seat: 3, rank: 4, how: "eliminated", coins: 0, monument: false, governors: 2 })).toBe("Leo holds only Governors (2) and is eliminated: 4th.");
    expect(d({ type: "player_out", seat: 3, rank: 4, how: "last", coins: 0, monument: false, governors: 0 })).toBe("Leo is left with cards: 4th.");
    expect(d({ type: "bonus", seat: 1, kind: "monument", coins: 1, from: [] })).toMatch(/^Ben went out first with the monument/);
    expect(d({ type: "bonus", seat: 1, kind: "bomb", coins: 1, from: [0, 2] })).toBe("Bomb bonus: Ben takes a coin from Anna, Oma.");
    expect(d({ type: "bonus", seat: 1, kind: "bomb", coins: 1, from: [] })).toBe("Bomb bonus: Ben gets a coin from the supply.");
    expect(d({ type: "timed_out", seat: 1, decision: "turn" })).toBe("Ben ran out of time.");
    expect(d({ type: "round_ended", round: 2 })).toBe("Round 2 is over.");
    expect(d({ type: "game_ended", totals: [1, 2], winners: [1] })).toBe("The game is over.");
    expect(d({ type: "something_new", seat: 1 })).toBeNull();
  });
  it("names exchanged cards only to the seats that saw them", () => {
    // the public forms: who and with whom, never which cards
    expect(d({ type: "passed", seat: 1, exchange: "deck", with: null }, 0)).toBe("Ben passes and takes two from the class deck.");
    expect(d({ type: "passed", seat: 1, exchange: "teammate", with: 3 }, 0)).toBe("Ben passes and hands two cards to Leo.");
    expect(d({ type: "discarded", seat: 1 }, 0)).toBe("Ben puts two cards aside.");
    expect(d({ type: "gave_back", seat: 3, with: 1 }, 0)).toBe("Leo gives two cards back to Ben.");
    // the seats' own forms
    expect(d({ type: "passed", seat: 1, exchange: "deck", with: null, took: ["guard", "farmer"] }, 1)).toBe("You pass and take Guard + Farmer.");
    expect(d({ type: "passed", seat: 1, exchange: "teammate", with: 3, gave: ["guard", "guard"] }, 1)).toBe("You pass and hand Guard + Guard to Leo.");
    expect(d({ type: "passed", seat: 1, exchange: "teammate", with: 3, gave: ["guard", "guard"] }, 3)).toBe("Ben passes and hands you Guard + Guard.");
    expect(d({ type: "discarded", seat: 1, cards: ["secretary", "farmer"] }, 1)).toBe("You put Secretary + Farmer aside.");
    expect(d({ type: "gave_back", seat: 3, with: 1, cards: ["farmer", "guard"] }, 3)).toBe("You give Farmer + Guard back to Ben.");
    expect(d({ type: "gave_back", seat: 3, with: 1, cards: ["farmer", "guard"] }, 1)).toBe("Leo gives you Farmer + Guard back.");
  });
  it("in every language, a real sentence for each event", () => {
    const events = [
      { type: "round_started", round: 1, leader: 0 },
      { type: "played", seat: 1, cards: ["guard"] },
      { type: "passed", seat: 1, exchange: "teammate", with: 3 },
      { type: "discarded", seat: 1 },
      { type: "gave_back", seat: 3, with: 1 },
      { type: "reshuffled", deck: 9 },
      { type: "secret_inspection", seat: 1, cards: ["inspector", "guard"] },
      { type: "joined", seat: 2, bomb: "secret_inspection", card: "guard" },
      { type: "declined", seat: 2 },
      { type: "struggle_ended", seat: 2 },
      { type: "player_out", seat: 1, rank: 1, how: "emptied", coins: 2 },
      { type: "bonus", seat: 1, kind: "bomb", from: [2] },
      { type: "timed_out", seat: 1 },
      { type: "round_ended", round: 1 },
      { type: "game_ended" },
    ];
    for (const lang of ["en", "de", "nl"] as const)
      for (const e of events) {
        const text = d(e, 0, lang);
        expect(text, `${lang} ${e.type}`).toBeTruthy();
        expect(text, `${lang} ${e.type}`).not.toMatch(/ev_|card_|\{/);
      }
    expect(d({ type: "played", seat: 1, cards: ["guard"] }, 0, "de")).toBe("Ben spielt Wächter.");
    expect(d({ type: "played", seat: 1, cards: ["secretary", "secretary"] }, 0, "nl")).toBe("Ben speelt Secretaris + Secretaris.");
  });
});

describe("how to play", () => {
  it("a sheet in each language, with the legend", () => {
    for (const lang of ["en", "de", "nl"] as const) {
      const sheet = howTo(lang, tr(lang));
      expect(sheet.intro.length).toBeGreaterThan(40);
      expect(sheet.sections.length).toBe(5);
      expect(sheet.sections.every((s) => s.items.length > 0)).toBe(true);
      expect(sheet.legend).toBeDefined();
    }
    const titles = howTo("de", tr("de")).sections.map((s) => s.title);
    expect(titles).toContain("Bomben");
    expect(howTo("en", tr("en")).sections.flatMap((s) => s.items).join(" ")).toMatch(/no chat/);
  });
});
