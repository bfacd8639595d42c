import { describe, expect, it } from "vitest";
import { LANGUAGES, errorText, translator, type T } from "../../i18n.js";
import { cardShort, cardWithPoints, cardWords, parseCard, rankWords } from "./cards.js";
import { howTo } from "./howto.js";
import { describeEvent } from "./log.js";
import { STRINGS, type DSay } from "./strings.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const say = (lang: "en" | "de" | "nl") => translator<string>(lang, STRINGS) as DSay;

describe("Dutch's words", () => {
  it("every language has every key, with the same placeholders", () => {
    const en = STRINGS.en as Record<string, string>;
    for (const [lang, dict] of Object.entries(STRINGS)) {
      const d = dict as Record<string, string>;
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en)) expect(placeholders(d[k]!), `${lang}.${k}`).toEqual(placeholders(en[k]!));
    }
  });
  it("overrides no shell word (the shell's stay as they are on Dutch's tables)", () => {
    const shell = LANGUAGES.en as Record<string, string>;
    expect(Object.keys(STRINGS.en).filter((k) => k in shell)).toEqual([]);
  });
  it("explains the engine's refusals in the shell's banner, in the table's language", () => {
    const de = say("de") as unknown as T;
    expect(errorText(de, "window_closed", "window 2 has closed")).toMatch(/^Zu spät: jemand war schneller/);
    expect(errorText(say("en") as unknown as T, "illegal_action", "x")).toBe("That move is not allowed right now."); // the shell's
    expect(errorText(say("en") as unknown as T, "bad_target", "slot 3 holds no card")).toBe("That card cannot be chosen for this."); // its own
    expect(errorText(say("en") as unknown as T, "a_future_code", "the host says why")).toBe("the host says why"); // the host's
  });
});

describe("cards", () => {
  it("reads a card's rank, suit, points and power", () => {
    expect(parseCard("KH")).toEqual({ rank: "K", suit: "H", red: true, value: 0, power: null });
    expect(parseCard("KS")).toMatchObject({ red: false, value: 13 });
    expect(parseCard("KD")!.value).toBe(0);
    expect(parseCard("KC")!.value).toBe(13);
    expect(parseCard("AS")).toMatchObject({ value: 1, power: "ace" });
    expect(parseCard("10D")).toMatchObject({ rank: "10", value: 10, power: null });
    expect(parseCard("JC")).toMatchObject({ value: 11, power: "jack" });
    expect(parseCard("QH")).toMatchObject({ value: 12, power: "queen" });
    for (const bad of [null, "", "1H", "KX", "11S", 7]) expect(parseCard(bad)).toBeNull();
  });
  it("names cards as the language's cards print them", () => {
    expect(cardShort(say("en"), "QH")).toBe("Q♥");
    expect(cardShort(say("de"), "QH")).toBe("D♥");
    expect(cardShort(say("nl"), "KS")).toBe("H♠");
    expect(cardWords(say("en"), "KD")).toBe("King of Diamonds");
    expect(cardWords(say("de"), "JC")).toBe("Kreuz Bube");
    expect(cardWords(say("nl"), "AH")).toBe("harten aas");
    expect(cardWords(say("en"), null)).toBe("face down");
    expect(cardWithPoints(say("en"), "KH")).toBe("K♥ (0 points)");
    expect(cardWithPoints(say("en"), "7C")).toBe("7♣");
    expect(rankWords(say("de"), "J")).toBe("einen Buben");
    expect(rankWords(say("en"), "7")).toBe("a 7");
  });
});

describe("game log lines", () => {
  const t = say("en");
  const names = ["Anna", "Ben", "Oma"];
  const d = (e: Record<string, unknown>, me: number | null = 0) => describeEvent(e as never, t, (s: number) => names[s]!, me);
  it("describes the engine's events", () => {
    expect(d({ type: "round_started", round: 2, mode: "100_points", first_seat: 1 })).toBe("Round 2 begins. Ben starts.");
    expect(d({ type: "took", seat: 2, card: "5C" })).toBe("Oma takes 5♣ from the pile.");
    expect(d({ type: "replaced", seat: 1, slot: 0, discarded: "9S" })).toBe("Ben puts a card at card 1; 9♠ goes on the pile.");
    expect(d({ type: "replaced", seat: 1, slot: 0, discarded: "9S", card: "5C" })).toBe("Ben puts 5♣ at card 1; 9♠ goes on the pile.");
    expect(d({ type: "gave", seat: 0, row: 1, slot: 5 })).toBe("Anna plays the Ace: card 6 in Ben's row is new.");
    expect(d({ type: "looked", seat: 2, row: 2, slot: 0 })).toBe("Oma plays the Queen and looks at card 1 in their own row.");
    expect(d({ type: "swapped", seat: 0, row: 1, slot: 0, other_row: 2, other_slot: 3 })).toBe(
      "Anna plays the Jack: card 1 in Ben's row and card 4 in Oma's row change places.",
    );
    expect(d({ type: "skipped", seat: 1, power: "jack" })).toBe("Ben does not use the Jack.");
    expect(d({ type: "thrown_in", window: 2, seat: 2, slot: 2, card: "QS", correct: true, penalty: null })).toBe("Oma throws in Q♠!");
    expect(d({ type: "thrown_in", window: 2, seat: 1, slot: 0, card: "5S", correct: false, penalty: 4 })).toBe(
      "Ben throws in 5♠: wrong! It goes back, plus a penalty card.",
    );
    expect(d({ type: "round_ended", round: 1, halvings: [{ seat: 1, from: 50, to: 25 }] })).toBe("Round 1 is over. Ben: 50 → 25, halved!");
    expect(d({ type: "mode_changed", mode: "5_rounds" })).toBe("The game length is now: 5 rounds.");
    expect(d({ type: "timed_out", seat: null, step: "look" })).toBe("Time is up.");
    for (const type of ["chose", "ready", "look_ended", "pile_started", "turn_started", "passed", "drew", "discarded", "returned", "dutch_called", "reshuffled", "game_ended"]) {
      const line = d({ type, seat: 1, slot: 0, card: "2C", draw: 30 });
      expect(line, type).toBeTruthy();
      expect(line, type).not.toMatch(/ev_|\{/); // a real sentence, not a missing key
    }
    for (const type of ["window_opened", "window_closed", "turn_ended", "presence"]) expect(d({ type, seat: 1 }), type).toBeNull();
  });
  it("never writes down a card only this seat saw", () => {
    // the seat's own look, its drawn card, its Queen's card, the card it put in its row
    expect(d({ type: "chose", seat: 0, slot: 1, given: false, card: "AS" })).toBe("Anna looks at card 2.");
    expect(d({ type: "drew", seat: 0, card: "QH" })).toBe("Anna draws a card.");
    expect(d({ type: "looked", seat: 0, row: 1, slot: 2, card: "7D" })).toBe("Anna plays the Queen and looks at card 3 in Ben's row.");
    expect(d({ type: "replaced", seat: 0, slot: 1, discarded: "6H", card: "4C" })).toBe("Anna puts a card at card 2; 6♥ goes on the pile.");
  });
});

describe("how to play", () => {
  it("the same sheet in every language, short lines, the cards' points and powers", () => {
    const sheets = (["en", "de", "nl"] as const).map((l) => howTo(l, translator<string>(l, STRINGS)));
    const shape = (h: (typeof sheets)[number]) => h.sections.map((s) => s.items.length);
    for (const h of sheets) {
      expect(shape(h)).toEqual(shape(sheets[0]!));
      expect(h.legend).toBeTruthy();
      for (const s of h.sections) for (const i of s.items) expect(i.length, i).toBeLessThan(170);
    }
    expect(sheets.map((h) => h.sections[3]!.title)).toEqual(["Throwing in", "Einwerfen", "Ingooien"]);
    const en = sheets[0]!.sections.flatMap((s) => s.items).join(" ");
    for (const w of ["Ace: give", "Queen: look", "Jack: swap", "exactly 50, 100 or 200 is halved"]) expect(en).toContain(w);
  });
});
