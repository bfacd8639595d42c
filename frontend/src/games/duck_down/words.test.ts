import { describe, expect, it } from "vitest";
import { LANGUAGES, translator } from "../../i18n.js";
import { cardName } from "./cards.js";
import { howTo } from "./howto.js";
import { describeEvent } from "./log.js";
import { STRINGS } from "./strings.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("Duck Down's words", () => {
  it("every language has every key, with the same placeholders", () => {
    const en = STRINGS.en as Record<string, string>;
    for (const [lang, dict] of Object.entries(STRINGS)) {
      const d = dict as Record<string, string>;
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en)) expect(placeholders(d[k]!), `${lang}.${k}`).toEqual(placeholders(en[k]!));
    }
  });
  it("a shell word it overrides keeps the shell's placeholders", () => {
    const shell = LANGUAGES.en as Record<string, string>;
    for (const k of Object.keys(STRINGS.en).filter((k) => k in shell)) expect(placeholders(STRINGS.en[k as keyof typeof STRINGS.en]), k).toEqual(placeholders(shell[k]!));
  });
  it("its words come first, the shell's after", () => {
    const t = translator<string>("de", STRINGS);
    expect(t("turnOf", { name: "Oma" })).toBe("Oma ist dran");
    expect(t("roundsDefault", { n: 4 })).toBe("4 (eine pro Person)");
    expect(t("leave")).toBe("Verlassen"); // a shell word
    expect(translator("de")("roundsDefault", { n: 4 })).toBe("4 (Standard)"); // the shell's own elsewhere
  });
  it("names cards", () => {
    const t = translator<string>("en", STRINGS);
    expect(cardName(t, 7)).toBe("7");
    expect(cardName(t, "peek")).toBe("Peek");
    expect(cardName(t, null)).toBe("face down");
    expect(cardName(translator<string>("de", STRINGS), "swap")).toBe("Tausch");
  });
});

describe("game log lines", () => {
  const t = translator<string>("en", STRINGS);
  const names = ["Anna", "Ben", "Oma"];
  const d = (e: Record<string, unknown>, me: number | null = 0) => describeEvent(e as never, t, (s: number) => names[s]!, me);
  it("describes every engine event", () => {
    expect(d({ type: "round_started", round: 1, rounds: 3, first_seat: 2 })).toBe("Round 1 of 3 begins. Oma starts.");
    expect(d({ type: "drew", seat: 1, source: "deck" })).toBe("Ben draws from the deck.");
    expect(d({ type: "drew", seat: 0, source: "deck", card: 4 })).toBe("You draw 4.");
    expect(d({ type: "took", seat: 2, card: 3 })).toBe("Oma takes 3 from the pile.");
    expect(d({ type: "replaced", seat: 1, slot: 0, discarded: 9 })).toBe("Ben swaps a card into card 1; 9 goes on the pile.");
    expect(d({ type: "replaced", seat: 0, slot: 3, discarded: "swap", card: 2 })).toBe("Anna swaps 2 into card 4; Swap goes on the pile.");
    expect(d({ type: "threw", seat: 1, card: "double" })).toBe("Ben throws Double away.");
    expect(d({ type: "peeked", seat: 1, slot: 2 })).toBe("Ben peeks at card 3.");
    expect(d({ type: "peeked", seat: 0, slot: 2, card: 8 })).toBe("You peek at card 3: 8.");
    expect(d({ type: "swapped", seat: 0, slot: 0, other_seat: 2, other_slot: 1 })).toBe("Anna swaps card 1 with Oma's card 2.");
    expect(d({ type: "duck_down_called", seat: 2 })).toBe("Oma calls Duck Down!");
    expect(d({ type: "timed_out", seat: 1, step: "start" })).toBe("Ben ran out of time.");
    // the opening look runs out for everyone: no seat, no name (not "ran out of time.")
    expect(d({ type: "timed_out", seat: null, step: "peek" })).toBe("The time for the first look ran out.");
    expect(d({ type: "timed_out", seat: null, step: "reveal" })).toBe("The time for the reveal ran out.");
    for (const lang of ["de", "nl"] as const) {
      const line = describeEvent({ type: "timed_out", seat: null, step: "peek" } as never, translator<string>(lang, STRINGS), (s: number) => names[s]!, 0);
      expect(line, lang).toMatch(/^[A-Z]/);
    }
    for (const type of ["ready", "peek_ended", "turn_started", "doubled", "reshuffled", "round_ended", "game_ended"]) {
      const line = d({ type, seat: 1, round: 1 });
      expect(line, type).toBeTruthy();
      expect(line, type).not.toMatch(/^ev_/); // a real sentence, not a missing key
    }
  });
  it("never names a card the event does not carry", () => {
    expect(d({ type: "drew", seat: 1, source: "deck" })).not.toMatch(/\d/);
    expect(d({ type: "peeked", seat: 1, slot: 2 }, 0)).toBe("Ben peeks at card 3.");
  });
  it("skips unknown events", () => {
    expect(d({ type: "presence", seat: 1 })).toBeNull();
  });
});

describe("how to play", () => {
  it("has the same sheet in every language, short lines for a family", () => {
    const sheets = (["en", "de", "nl"] as const).map((l) => howTo(l, translator<string>(l, STRINGS)));
    const shape = (h: (typeof sheets)[number]) => h.sections.map((s) => s.items.length);
    for (const h of sheets) {
      expect(shape(h)).toEqual(shape(sheets[0]!));
      expect(h.intro.length).toBeGreaterThan(40);
      expect(h.legend).toBeTruthy();
      for (const s of h.sections) for (const i of s.items) expect(i.length, i).toBeLessThan(160);
    }
    expect(sheets.map((h) => h.sections[0]!.title)).toEqual(["Getting ready", "Los geht's", "Zo begin je"]);
  });
  it("teaches what a family asks about: the specials, a special in a row, a wrong call", () => {
    const text = (l: "en" | "de" | "nl") => {
      const h = howTo(l, translator<string>(l, STRINGS));
      return [h.intro, ...h.sections.flatMap((x) => [x.title, ...x.items])].join("\n");
    };
    const en = text("en");
    // what Swap, Peek and Double do; a thrown Double ends the turn (ruling 9)
    expect(en).toMatch(/Peek: tap one of your own cards/);
    expect(en).toMatch(/Swap: tap one of your cards and one card of another player/);
    expect(en).toMatch(/Throwing the Double itself away ends your turn with nothing drawn/);
    // a special in a row at the end is replaced from the deck (ruling 12), a wrong call costs the penalty (ruling 13)
    expect(en).toMatch(/special card in a row scores nothing: it is set aside and replaced/);
    expect(en).toMatch(/A wrong Duck Down: if someone else has fewer points, the caller gets the table's penalty/);
    expect(en).toMatch(/look at your two outer cards once/);
    expect(en).toMatch(/every other player has exactly one more turn/);
    // the same in German and Dutch
    expect(text("de")).toMatch(/Wirfst du das Doppel selbst ab, endet dein Zug, ohne dass du ziehst/);
    expect(text("de")).toMatch(/Ein falsches Duck Down/);
    expect(text("nl")).toMatch(/Leg je de Dubbel zelf af, dan eindigt je beurt zonder dat je trekt/);
    expect(text("nl")).toMatch(/Een verkeerde Duck Down/);
  });
  it("the legend shows every kind of card and mark", () => {
    // the legend is a Lit template: its texts are among the template's values
    const h = howTo("en", translator<string>("en", STRINGS));
    expect((h.legend as { strings: readonly string[] }).strings.join("")).toMatch(/legend-list/);
    const values = JSON.stringify((h.legend as { values: unknown[] }).values, (_k, v) => (typeof v === "function" ? undefined : v));
    for (const word of ["0 to 9", "Peek:", "Swap:", "Double:", "Face down", "The eye", "replaced from the deck"]) expect(values).toContain(word);
  });
});
