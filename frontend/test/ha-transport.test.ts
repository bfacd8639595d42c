import { describe, expect, it } from "vitest";
import { tableInfo as cardTableInfo, type CardTable } from "../src/card/config.js";
import { HA_BOT_LEVELS, HA_CAPABILITIES, cardBotLevels, play, runLobby, type HassConnectionLike } from "../src/card/ha-transport.js";
import { initialState, reduce, seatControl } from "../src/state.js";
import { ALL_CAPABILITIES } from "../src/types.js";

function fakeHass() {
  const calls: Record<string, unknown>[] = [];
  const hass: HassConnectionLike = {
    connection: { subscribeMessage: async () => () => undefined },
    callWS: async <T>(msg: Record<string, unknown>) => {
      calls.push(msg);
      return {} as T;
    },
  };
  return { hass, calls };
}

const table = { table_id: "t-1", config_entry_id: "e-1", your_seat: 0, owner: true, status: "lobby" } as unknown as CardTable;
const ctxOf = (hass: HassConnectionLike, t: CardTable | undefined = table) => ({ hass, table: t, byId: () => t, entryId: "e-1" });
const service = (name: string, data: Record<string, unknown>) => ({ type: "call_service", domain: "duck_down", service: name, service_data: data });

describe("card transport: seat and table commands", () => {
  it("offers every seat and table command, as the browser table does", () => {
    expect(HA_CAPABILITIES).toEqual(ALL_CAPABILITIES);
  });

  it("shows the seat controls from the integration's tables as the browser table does", () => {
    // the card's path: a table as `duck_down/card/subscribe_tables` sends it -> <duck-down-table>
    const snapshot = {
      ...table,
      name: "Den",
      seats: [
        { seat: 0, name: "Anna", kind: "human", bot: null, connected: true },
        { seat: 1, name: "Oma", kind: "human", bot: null, connected: false },
        { seat: 2, name: "Ben", kind: "human", bot: "easy", connected: true },
        { seat: 3, name: "Bot 4", kind: "bot", bot: "medium", connected: true },
      ],
    } as CardTable;
    const controls = (status: string, owner: boolean, yours: number | null = 0) => {
      const info = cardTableInfo({ ...snapshot, status, owner, your_seat: yours }, false);
      const s = reduce(initialState(), { type: "table", table: info, spectator: false });
      return [0, 1, 2, 3].map((seat) => seatControl(s, seat, info.owner === true, HA_CAPABILITIES));
    };
    // the owner: a bot for herself and for absent Oma, Ben's handed seat back; none for a bot
    expect(controls("playing", true)).toEqual(["bot", "bot", "take_back", null]);
    // a player: only their own seat (Ben takes his back)
    expect(controls("playing", false)).toEqual(["bot", null, null, null]);
    expect(controls("playing", false, 2)).toEqual([null, null, "take_back", null]);
    // the lobby: the owner removes the bot
    expect(controls("lobby", true)).toEqual([null, null, null, "remove_bot"]);
    expect(controls("lobby", false)).toEqual([null, null, null, null]);
    // the wall tablet (a spectator) gets none, as in the browser table
    const wall = reduce(initialState(), { type: "table", table: cardTableInfo({ ...snapshot, status: "playing", owner: true }, true), spectator: true });
    expect([0, 1, 2, 3].map((seat) => seatControl(wall, seat, true, HA_CAPABILITIES))).toEqual([null, null, null, null]);
  });

  it("creates a table of the chosen game with its options when the integration lists the games", async () => {
    const { hass, calls } = fakeHass();
    calls.length = 0;
    const created: Record<string, unknown>[] = [];
    hass.callWS = async <T>(msg: Record<string, unknown>) => {
      created.push(msg);
      return { response: { table_id: "t-9" } } as T;
    };
    const cmd = { command: "create", name: "Anna", tableName: "Den", ruleset: "pond", options: { turn_time: 30 } } as const;
    expect(await runLobby(cmd, { ...ctxOf(hass), games: true })).toEqual({ watch: "t-9" });
    expect(created[0]).toEqual({
      ...service("create_table", { name: "Den", config_entry_id: "e-1", game: "pond", options: { turn_time: 30 } }),
      return_response: true,
    });
    expect(created[1]).toEqual({ ...service("join", { table_id: "t-9", config_entry_id: "e-1", name: "Anna" }), return_response: true });
    // an older integration (no games listed) takes neither field: its host's default game
    created.length = 0;
    await runLobby(cmd, ctxOf(hass));
    expect(created[0]).toEqual({ ...service("create_table", { name: "Den", config_entry_id: "e-1" }), return_response: true });
  });

  it("deletes the table with the delete_table action and leaves it", async () => {
    const { hass, calls } = fakeHass();
    const out = await runLobby({ command: "table/delete" }, ctxOf(hass));
    expect(out).toEqual({ watch: null });
    expect(calls).toEqual([service("delete_table", { table_id: "t-1", config_entry_id: "e-1" })]);
  });

  it("hands a seat to a bot, takes it back and removes a bot through the actions, naming the seat", async () => {
    const { hass, calls } = fakeHass();
    const ctx = ctxOf(hass);
    expect(await runLobby({ command: "seat/bot", seat: 1, level: "hard" }, ctx)).toEqual({ keep: true });
    expect(await runLobby({ command: "seat/take_back", seat: 1 }, ctx)).toEqual({ keep: true });
    expect(await runLobby({ command: "seat/bot", seat: 0, level: "easy" }, ctx)).toEqual({ keep: true });
    expect(await runLobby({ command: "table/remove_bot", seat: 3 }, ctx)).toEqual({ keep: true });
    const at = { table_id: "t-1", config_entry_id: "e-1" };
    expect(calls).toEqual([
      service("hand_to_bot", { ...at, seat: 1, level: "hard" }),
      service("take_back", { ...at, seat: 1 }),
      service("hand_to_bot", { ...at, seat: 0, level: "easy" }),
      service("remove_bot", { ...at, seat: 3 }),
    ]);
  });

  it("sends nothing without a table", async () => {
    const { hass, calls } = fakeHass();
    const ctx = { hass, table: undefined, byId: () => undefined, entryId: "e-1" };
    for (const cmd of [
      { command: "seat/bot", seat: 1, level: "medium" },
      { command: "seat/take_back", seat: 1 },
      { command: "table/remove_bot", seat: 1 },
    ] as const)
      expect(await runLobby(cmd, ctx)).toEqual({ keep: true });
    expect(calls).toEqual([]);
  });

  it("passes the integration's refusal on", async () => {
    const hass: HassConnectionLike = {
      connection: { subscribeMessage: async () => () => undefined },
      callWS: async () => {
        throw { code: "service_validation_error", message: "Seat 0 at Den is not yours." };
      },
    };
    await expect(runLobby({ command: "seat/take_back", seat: 0 }, ctxOf(hass))).rejects.toMatchObject({ message: "Seat 0 at Den is not yours." });
  });

  it("a move goes to duck_down/play; the owner's action for the table says so", async () => {
    const { hass, calls } = fakeHass();
    await play(hass, table, { type: "throw_in", slot: 2, window: 4 });
    await play(hass, table, { type: "deal" }, true);
    expect(calls).toEqual([
      { type: "duck_down/play", table_id: "t-1", config_entry_id: "e-1", action: { type: "throw_in", slot: 2, window: 4 } },
      { type: "duck_down/play", table_id: "t-1", config_entry_id: "e-1", action: { type: "deal" }, owner: true },
    ]);
  });

  it("offers only the bot levels the actions take", () => {
    expect(cardBotLevels(["random", "easy", "medium", "hard"])).toEqual(["easy", "medium", "hard"]);
    expect(cardBotLevels(["hard", "easy"])).toEqual(["hard", "easy"]);
    expect(cardBotLevels([])).toEqual([...HA_BOT_LEVELS]);
    expect(cardBotLevels(["random"])).toEqual([...HA_BOT_LEVELS]);
  });
});
