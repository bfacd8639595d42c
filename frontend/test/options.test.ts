import { describe, expect, it } from "vitest";
import { DUCK_DOWN_INFO } from "../src/games/duck_down/info.js";
import { parseGame } from "../src/games/info.js";
import { clampNumber, optionFields, optionSummary, optionValues, type OptionField } from "../src/options.js";

const game = parseGame({
  name: "guess",
  options: {
    type: "object",
    properties: {
      turn_time: { type: "integer", minimum: 0, maximum: 3600, default: 60, "x-label": { en: "Time per move (s)", de: "Zeit pro Zug (s)" }, "x-hint": { en: "0 = no limit" }, "x-lobby": true },
      keep_known: { type: "boolean", default: false, "x-label": { en: "Easy memory" }, "x-lobby": true },
      mode: {
        type: "string",
        enum: ["1", "5", "100"],
        default: "100",
        "x-label": { en: "Length", nl: "Lengte" },
        "x-enum-labels": { en: ["1 round", "5 rounds", "to 100"], nl: ["1 ronde", "5 rondes", "tot 100"] },
        "x-lobby": true,
      },
      target: { type: "integer", enum: [50, 100], default: 100, "x-lobby": true },
      deck: { type: "object", "x-label": { en: "Deck" } },
      hidden: { type: "integer", default: 3 },
    },
  },
})!;

describe("the options form from a game's schema", () => {
  it("shows only the lobby's properties: numbers, switches, selects; labels in the UI language", () => {
    const fields = optionFields(game, "de");
    expect(fields.map((f) => [f.key, f.kind, f.label])).toEqual([
      ["turn_time", "number", "Zeit pro Zug (s)"],
      ["keep_known", "switch", "Easy memory"], // no German label: English
      ["mode", "select", "Length"],
      ["target", "select", "target"], // no label at all: the key
    ]);
    const n = fields[0] as Extract<OptionField, { kind: "number" }>;
    expect([n.min, n.max, n.value, n.integer, n.hint]).toEqual([0, 3600, 60, true, "0 = no limit"]);
    const mode = optionFields(game, "nl")[2] as Extract<OptionField, { kind: "select" }>;
    expect(mode.choices).toEqual([
      { value: "1", label: "1 ronde" },
      { value: "5", label: "5 rondes" },
      { value: "100", label: "tot 100" },
    ]);
    expect(mode.value).toBe("100");
  });
  it("starts from the defaults and keeps what the user chose", () => {
    const chosen = { turn_time: 30, keep_known: true, mode: "5", target: "50" };
    expect(optionFields(game, "en", chosen).map((f) => f.value)).toEqual([30, true, "5", "50"]);
    expect(optionFields(game, "en", { mode: "7" }).map((f) => f.value)).toEqual([60, false, "100", "100"]); // not a choice
  });
  it("create carries every shown value, a select's in its schema's type", () => {
    expect(optionValues(game, optionFields(game, "en", { target: "50" }))).toEqual({ turn_time: 60, keep_known: false, mode: "100", target: 50 });
    // an enum that holds null (Dutch's decks: null = the default for the table's size) sends null
    const decks = parseGame({ name: "d", options: { properties: { decks: { type: ["integer", "null"], enum: [null, 1, 2], default: null, "x-lobby": true } } } })!;
    expect(optionValues(decks, optionFields(decks, "en"))).toEqual({ decks: null });
    expect(optionValues(decks, optionFields(decks, "en", { decks: 2 }))).toEqual({ decks: 2 });
  });
  it("a typed number is made valid", () => {
    const n = optionFields(game, "en")[0] as Extract<OptionField, { kind: "number" }>;
    expect(clampNumber(n, "30")).toBe(30);
    expect(clampNumber(n, "-4")).toBe(0);
    expect(clampNumber(n, "99999")).toBe(3600);
    expect(clampNumber(n, "12.6")).toBe(13);
    expect(clampNumber(n, "abc")).toBe(60);
  });
  it("the waiting room's summary of a table's options", () => {
    expect(optionSummary(game, "nl", { turn_time: 20, keep_known: true, mode: "5", target: 50 })).toBe(
      "Time per move (s): 20 · Easy memory · Lengte: 5 rondes · target: 50",
    );
    expect(optionSummary(undefined, "en", { turn_time: 20 })).toBe("");
  });
  it("Duck Down before its host describes it: today's form", () => {
    expect(optionValues(DUCK_DOWN_INFO, optionFields(DUCK_DOWN_INFO, "en"))).toEqual({ peek_time: 10, turn_time: 60, call_penalty: 0, keep_known: false });
    expect(optionSummary(DUCK_DOWN_INFO, "en", { peek_time: 10, turn_time: 60, keep_known: true })).toBe(
      "Time for the first look (s): 10 · Time per move (s): 60 · Penalty for a wrong Duck Down: 0 · Easy memory: cards you know stay face up",
    );
  });
});
