import { describe, expect, it } from "vitest";
import { chartGeometry } from "../src/chart.js";
import { LANGUAGES, errorText, pickLang, translator, type T } from "../src/i18n.js";
import { ownLanUrl } from "../src/page-url.js";
import { qrPath } from "../src/qr.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("i18n", () => {
  it("a game explains its own refusal codes; unknown ones keep the host's message", () => {
    const t = translator<string>("en", { en: { err_window_closed: "Too late." }, de: {}, nl: {} }) as T;
    expect(errorText(t, "window_closed", "window 2 has closed")).toBe("Too late.");
    expect(errorText(t, "bad_target", "slot 3 holds no card")).toBe("slot 3 holds no card");
    expect(errorText(translator("en"), "window_closed", "window 2 has closed")).toBe("window 2 has closed");
  });
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
    expect(translator("nl")("removeBot", { name: "Oma" })).toBe("Oma verwijderen");
  });
  it("a game's words come first, then the shell's, then English", () => {
    const game = { en: { hello: "Hello {name}", leave: "Quit" }, de: { hello: "Hallo {name}" }, nl: {} };
    const t = translator<string>("nl", game);
    expect(t("hello", { name: "Oma" })).toBe("Hello Oma"); // the game's English
    expect(t("leave")).toBe("Verlaten"); // the shell's Dutch beats the game's English
    expect(translator<string>("en", game)("leave")).toBe("Quit");
    expect(translator<string>("de", game)("hello", { name: "Oma" })).toBe("Hallo Oma");
    expect(t("nothing_here")).toBe("nothing_here");
  });
  it("translates the common host errors, and shows the others as the host said", () => {
    const t = translator("en");
    expect(errorText(t, "table_full", "x")).toBe("This table is full.");
    expect(errorText(t, "invalid_config", "turn_time is 9999")).toBe("These options do not work: turn_time is 9999");
    expect(errorText(t, "weird", "Something odd")).toBe("Something odd");
  });
  it("says a refusal in the table's game's words when it has them", () => {
    const game = { en: { err_already_fed: "Fed already." }, de: { err_already_fed: "Schon gefüttert." }, nl: {} };
    expect(errorText(translator<string>("de", game), "already_fed", "You have fed.")).toBe("Schon gefüttert.");
    expect(errorText(translator<string>("nl", game), "already_fed", "You have fed.")).toBe("Fed already."); // the game's English
    expect(errorText(translator<string>("en", { en: {}, de: {}, nl: {} }), "already_fed", "You have fed.")).toBe("You have fed."); // no words: the host's
    expect(errorText(translator<string>("en", { en: { err_table_full: "No room." }, de: {}, nl: {} }), "table_full", "x")).toBe("No room.");
  });
  it("knows no game's words", () => {
    const all = Object.values(LANGUAGES).flatMap((d) => Object.values(d)).join(" ");
    expect(all).not.toMatch(/\b(peek|swap|double|slot|pile)\b/i);
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
    expect(g.target).toBeNull();
  });
  it("a game's running totals (Dutch halves them) and its target", () => {
    // scores 30 then 20: summed 50, but the game halved it to 25
    const g = chartGeometry([[30], [20]], 2, 320, 170, undefined, { running: [[30], [25]], target: 100 });
    expect(g.max).toBe(100);
    expect(g.target!.v).toBe(100);
    const y = (v: number) => g.yTicks.find((tk) => tk.v === v)!.y;
    expect(g.lines[0]![2]!.y).toBeCloseTo(y(20) - (y(20) - y(40)) / 4); // 25, not 50
    expect(g.target!.y).toBe(y(100));
    // running totals that do not match the rounds are ignored
    expect(chartGeometry([[30], [20]], 2, 320, 170, undefined, { running: [[30]] }).lines[0]![2]!.y).toBeLessThan(g.lines[0]![2]!.y);
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
