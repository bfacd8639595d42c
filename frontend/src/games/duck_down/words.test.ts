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
});
