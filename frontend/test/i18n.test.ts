import { describe, expect, it } from "vitest";
import { chartGeometry } from "../src/chart.js";
import { LANGUAGES, cardName, pickLang, translator } from "../src/i18n.js";
import { describeEvent } from "../src/log.js";
import { ownLanUrl } from "../src/page-url.js";
import { qrPath } from "../src/qr.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("i18n", () => {
  it("every language has every key, with the same placeholders", () => {
    const en = LANGUAGES.en as Record<string, string>;
    for (const [lang, dict] of Object.entries(LANGUAGES)) {
      const d = dict as Record<string, string>;
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en)) expect(placeholders(d[k]!), `${lang}.${k}`).toEqual(placeholders(en[k]!));
    }
  });
  it("picks the language from a preference, then the browser, else English", () => {
    expect(pickLang("de")).toBe("de");
    expect(pickLang(null, ["nl-BE", "en"])).toBe("nl");
    expect(pickLang("", ["fr-FR", "de-AT"])).toBe("de");
    expect(pickLang("fr", ["es"])).toBe("en");
  });
  it("fills placeholders", () => {
    expect(translator("de")("round", { r: 2, n: 5 })).toBe("Runde 2 von 5");
    expect(translator("nl")("turnOf", { name: "Oma" })).toBe("Oma is aan de beurt");
  });
  it("names cards", () => {
    const t = translator("en");
    expect(cardName(t, 7)).toBe("7");
    expect(cardName(t, "peek")).toBe("Peek");
    expect(cardName(t, null)).toBe("face down");
    expect(cardName(translator("de"), "swap")).toBe("Tausch");
  });
});

describe("game log lines", () => {
  const t = translator("en");
  const names = ["Anna", "Ben", "Oma"];
  const d = (e: Record<string, unknown>, me: number | null = 0) => describeEvent(e as never, t, (s) => names[s]!, me);
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
    for (const type of ["ready", "peek_ended", "turn_started", "doubled", "reshuffled", "round_ended", "game_ended"])
      expect(d({ type, seat: 1, round: 1 }), type).toBeTruthy();
  });
  it("never names a card the event does not carry", () => {
    expect(d({ type: "drew", seat: 1, source: "deck" })).not.toMatch(/\d/);
    expect(d({ type: "peeked", seat: 1, slot: 2 }, 0)).toBe("Ben peeks at card 3.");
  });
  it("skips unknown events", () => {
    expect(d({ type: "presence", seat: 1 })).toBeNull();
  });
});

describe("score chart", () => {
  it("starts every line at zero and ends at the totals", () => {
    const g = chartGeometry([[4, 12], [1, 0]], 3, 320, 170);
    expect(g.lines).toHaveLength(2);
    expect(g.lines[0]).toHaveLength(3);
    expect(g.max).toBeGreaterThanOrEqual(12);
    const y0 = g.lines[0]![0]!.y;
    expect(g.lines[1]![0]!.y).toBe(y0);
    // higher totals are drawn higher up
    expect(g.lines[1]![2]!.y).toBeLessThan(g.lines[0]![2]!.y);
    expect(g.xs).toHaveLength(4);
  });
});

describe("LAN address and QR code", () => {
  it("uses the page's own address unless it is this machine", () => {
    expect(ownLanUrl({ hostname: "127.0.0.1", href: "http://127.0.0.1:8080/", hash: "" })).toBe("");
    expect(ownLanUrl({ hostname: "192.168.1.5", href: "http://192.168.1.5:8080/#x", hash: "#x" })).toBe("http://192.168.1.5:8080/");
  });
  it("draws a QR code", () => {
    const q = qrPath("http://192.168.1.20:8080/")!;
    expect(q.size).toBeGreaterThanOrEqual(21);
    expect(q.d.length).toBeGreaterThan(100);
    expect(qrPath("")).toBeNull();
  });
});
