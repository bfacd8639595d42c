import { describe, expect, it } from "vitest";
import {
  ConfigError,
  currentTable,
  effectiveMode,
  errorOf,
  findTable,
  gridOptions,
  joinable,
  publicView,
  stubConfig,
  tableDevices,
  tableInfo,
  fitHeight,
  validateConfig,
  type CardTable,
  type HassLike,
} from "./config.js";
import { editedConfig, editorSchema } from "./editor-schema.js";

function table(over: Partial<CardTable> = {}): CardTable {
  return {
    config_entry_id: "e1",
    table_id: "t-1",
    device_id: "d1",
    name: "Kitchen",
    status: "lobby",
    seq: 3,
    options: { turn_time: 30 },
    max_seats: 4,
    round_choices: [2, 1, 3],
    seats: [
      { seat: 0, name: "Anna", kind: "human", connected: true, bot: null },
      { seat: 1, name: "Bot 1", kind: "bot", connected: true, bot: "easy" },
      { seat: 2, name: null, kind: "empty", connected: false, bot: null },
    ],
    paused: false,
    now: 1000,
    game: null,
    your_seat: null,
    owner: false,
    ...over,
  };
}

describe("validateConfig", () => {
  it("defaults the mode to auto and keeps a table", () => {
    expect(validateConfig({ type: "custom:duck-down-card" })).toEqual({ type: "custom:duck-down-card", mode: "auto" });
    expect(validateConfig({ type: "custom:duck-down-card", table: " t-1 ", mode: "hand" })).toEqual({
      type: "custom:duck-down-card",
      table: "t-1",
      mode: "hand",
    });
  });

  it("accepts every mode and the layout keys HA adds", () => {
    for (const mode of ["auto", "table", "hand"]) expect(validateConfig({ type: "x", mode }).mode).toBe(mode);
    expect(() => validateConfig({ type: "x", grid_options: { columns: 12 }, view_layout: {}, visibility: [] })).not.toThrow();
  });

  it.each([
    [null, /expected a mapping/],
    ["table", /expected a mapping/],
    [[], /expected a mapping/],
    [{ type: "x", mode: "phone" }, /Invalid mode "phone"/],
    [{ type: "x", mode: 3 }, /Invalid mode/],
    [{ type: "x", table: 42 }, /Invalid table/],
    [{ type: "x", table: "  " }, /Invalid table/],
    [{ type: "x", title: 5 }, /Invalid title/],
    [{ type: "x", tabel: "t-1" }, /Unknown option: tabel/],
  ])("refuses %j", (raw, msg) => {
    expect(() => validateConfig(raw)).toThrow(ConfigError);
    expect(() => validateConfig(raw)).toThrow(msg);
  });

  it("drops an empty title and a null table", () => {
    expect(validateConfig({ type: "x", title: "", table: null })).toEqual({ type: "x", mode: "auto" });
  });
});

describe("tables", () => {
  const a = table();
  const b = table({ table_id: "t-2", device_id: "d2", name: "Garden", status: "playing", your_seat: 1 });
  const c = table({ table_id: "t-3", device_id: "d3", name: "Attic", status: "lobby", your_seat: 0 });

  it("finds a table by id or device id", () => {
    expect(findTable([a, b], "t-2")).toBe(b);
    expect(findTable([a, b], "d1")).toBe(a);
    expect(findTable([a, b], "nope")).toBeUndefined();
    expect(findTable([a, b], undefined)).toBeUndefined();
  });

  it("follows the configured table, else the watched one, else your playing game", () => {
    expect(currentTable([a, b, c], { table: "t-1" }, "t-3")).toBe(a);
    expect(currentTable([a, b, c], { table: "gone" }, null)).toBeUndefined();
    expect(currentTable([a, b, c], {}, "t-1")).toBe(a);
    expect(currentTable([a, b, c], {}, null)).toBe(b);
    expect(currentTable([a, c], {}, null)).toBe(c);
    expect(currentTable([a], {}, null)).toBeUndefined();
  });

  it("resolves auto to hand only with a seat", () => {
    expect(effectiveMode("auto", a)).toBe("table");
    expect(effectiveMode("auto", b)).toBe("hand");
    expect(effectiveMode("auto", undefined)).toBe("table");
    expect(effectiveMode("table", b)).toBe("table");
    expect(effectiveMode("hand", a)).toBe("hand");
  });

  it("maps a snapshot to lobby info, marking your seat unless spectating", () => {
    const info = tableInfo(table({ your_seat: 0, owner: true }), false);
    expect(info).toMatchObject({ id: "t-1", name: "Kitchen", status: "lobby", owner: true, max_players: 4, min_players: 2, round_choices: [2, 1, 3] });
    expect(info.seats).toEqual([
      { seat: 0, name: "Anna", kind: "human", bot: null, connected: true, you: true },
      { seat: 1, name: "Bot 1", kind: "bot", bot: "easy", connected: true, you: false },
    ]);
    const spectating = tableInfo(table({ your_seat: 0, owner: true }), true);
    expect(spectating.owner).toBe(false);
    expect(spectating.seats.some((s) => s.you)).toBe(false);
  });

  it("offers a seat in the lobby, and at a running table only of a game players join at any time", () => {
    const games = [{ name: "duck_pond", join: "any_time" }, { name: "duck_down", join: "lobby" }];
    expect(joinable(a, games)).toBe(true); // in its lobby
    expect(joinable(table({ status: "playing", ruleset: "duck_down" }), games)).toBe(false);
    expect(joinable(table({ status: "playing", ruleset: "duck_pond" }), games)).toBe(true);
    expect(joinable(table({ status: "playing", game: { ruleset: "duck_pond" } as CardTable["game"] }), games)).toBe(true);
    expect(joinable(table({ status: "playing", ruleset: "duck_pond", your_seat: 2 }), games)).toBe(false); // seated already
    expect(joinable(table({ status: "over", ruleset: "duck_pond" }), games)).toBe(false);
    expect(joinable(table({ status: "playing", ruleset: "duck_pond" }), undefined)).toBe(false); // the host did not say
  });

  it("gives the public view the snapshot's clock", () => {
    expect(publicView(a)).toBeNull();
    const game = { phase: "turn", players: 2 } as unknown as CardTable["game"];
    expect(publicView(table({ game, now: 5000, seq: 9 }))).toMatchObject({ phase: "turn", now: 5000, seq: 9 });
  });
});

describe("card API helpers", () => {
  const hass: HassLike = {
    entities: {
      "sensor.kitchen_phase": { entity_id: "sensor.kitchen_phase", device_id: "d1", platform: "duck_down" },
      "sensor.garden_phase": { entity_id: "sensor.garden_phase", device_id: "d2", platform: "duck_down" },
      "binary_sensor.host_online": { entity_id: "binary_sensor.host_online", device_id: "hub", platform: "duck_down" },
      "light.kitchen": { entity_id: "light.kitchen", device_id: "d9", platform: "hue" },
    },
    devices: {
      d1: { id: "d1", name: "Kitchen", model: "duck_down table" },
      d2: { id: "d2", name: "Garden", name_by_user: "Back garden", model: "duck_down table" },
      hub: { id: "hub", name: "Duck Down", model: "Game host" },
      d9: { id: "d9", name: "Lamp", model: "table lamp" },
    },
  };

  it("lists the table devices of the integration only", () => {
    expect(tableDevices(hass)).toEqual([
      { id: "d2", name: "Back garden" },
      { id: "d1", name: "Kitchen" },
    ]);
    expect(tableDevices(undefined)).toEqual([]);
    expect(tableDevices({})).toEqual([]);
  });

  it("stubs a card on the first table, or the lobby", () => {
    expect(stubConfig(hass)).toEqual({ table: "d2", mode: "auto" });
    expect(stubConfig({})).toEqual({ mode: "auto" });
  });

  it("sizes for sections views", () => {
    expect(gridOptions("hand")).toMatchObject({ columns: "full", min_columns: 6 });
    expect(gridOptions("table")).toMatchObject({ columns: "full", min_columns: 9 });
  });

  it("builds the editor's form and applies edits", () => {
    const schema = editorSchema(hass, "t-unknown") as { name: string; selector: { select?: { options: { value: string }[] } } }[];
    expect(schema.map((s) => s.name)).toEqual(["table", "mode", "title"]);
    expect(schema[0]!.selector.select!.options.map((o) => o.value)).toEqual(["", "d2", "d1", "t-unknown"]);
    const base = validateConfig({ type: "custom:duck-down-card", table: "d1" });
    expect(editedConfig(base, { table: "", mode: "hand", title: "" })).toEqual({ type: "custom:duck-down-card", mode: "hand" });
    expect(editedConfig(base, { mode: "table", title: "Wall" })).toEqual({ type: "custom:duck-down-card", table: "d1", mode: "table", title: "Wall" });
  });

  it("reads HA's and the host's error shapes", () => {
    expect(errorOf({ code: "not_seated", message: "You hold no seat" })).toEqual({ code: "not_seated", message: "You hold no seat" });
    expect(errorOf({ error: { code: "stale", message: "late" } })).toEqual({ code: "stale", message: "late" });
    expect(errorOf("boom")).toEqual({ code: "error", message: "boom" });
  });

  it("finds the host's code inside HA's refusal of an action, so the table translates it", () => {
    // what HA's call_service sends back when the integration raises host_refused
    const refused = {
      code: "service_validation_error",
      message: "Validation error: The host refused: 1 seats are taken; duck_down needs at least 2 (not_enough_players).",
      translation_domain: "duck_down",
      translation_key: "host_refused",
      translation_placeholders: { code: "not_enough_players", message: "1 seats are taken; duck_down needs at least 2" },
    };
    expect(errorOf(refused).code).toBe("not_enough_players");
    expect(errorOf({ ...refused, translation_key: "host_unreachable", translation_placeholders: { code: "timeout", message: "no answer" } }).code).toBe("timeout");
    // the integration's own refusal: its key, and HA's sentence without the prefix
    expect(errorOf({ ...refused, translation_key: "not_seated", translation_placeholders: { table: "Kitchen" }, message: "Validation error: You hold no seat at Kitchen. Join it first." })).toEqual({
      code: "not_seated",
      message: "You hold no seat at Kitchen. Join it first.",
    });
    // another integration's error keeps HA's code
    expect(errorOf({ ...refused, translation_domain: "mqtt" }).code).toBe("service_validation_error");
  });

  it("fits a game to the screen under HA's bar, or to a fixed grid cell", () => {
    // a panel view: the table starts under the 56 px bar and fills the rest of the 800 px screen
    expect(fitHeight(800, 56, 56)).toBe(736);
    // a card further down (another card above it): one screen under the bar, once scrolled to
    expect(fitHeight(800, 900, 56)).toBe(736);
    expect(fitHeight(800, 200, 56)).toBe(592);
    // a fixed sections cell ends at 600 px: the table fits the cell
    expect(fitHeight(800, 100, 56, 600)).toBe(500);
    // never a useless sliver
    expect(fitHeight(300, 100, 56)).toBe(320);
  });

  it("passes a host's offline state to the table (its clock then stands still)", () => {
    expect(tableInfo(table({ available: false }), true).available).toBe(false);
    expect(tableInfo(table({ available: true }), true).available).toBe(true);
  });
});

describe("card strings", () => {
  it("follows HA's language and falls back to English", async () => {
    const { cardText } = await import("./strings.js");
    expect(cardText("en")("joinAs", { name: "Anna" })).toBe("Join as Anna");
    expect(cardText("de-CH")("joinAs", { name: "Anna" })).toBe("Mitspielen als Anna");
    expect(cardText("nl")("notFound", { table: "t-1" })).toContain("t-1");
    expect(cardText("fr")("loading")).toBe("Loading Duck Down…");
    expect(cardText(undefined)("notFound", { table: "x" })).toMatch(/^Table not found: "x"/);
  });
});
