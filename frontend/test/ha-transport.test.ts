import { describe, expect, it } from "vitest";
import type { CardTable } from "../src/card/config.js";
import { HA_CAPABILITIES, runLobby, type HassConnectionLike } from "../src/card/ha-transport.js";

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

describe("card transport: seat and table commands", () => {
  it("offers only what the integration's actions cover", () => {
    expect(HA_CAPABILITIES).toEqual({ seatBot: false, takeBack: false, removeBot: false, deleteTable: true });
  });

  it("deletes the table with the delete_table action and leaves it", async () => {
    const { hass, calls } = fakeHass();
    const out = await runLobby({ command: "table/delete" }, { hass, table, byId: () => table, entryId: "e-1" });
    expect(out).toEqual({ watch: null });
    expect(calls).toEqual([{ type: "call_service", domain: "duck_down", service: "delete_table", service_data: { table_id: "t-1", config_entry_id: "e-1" } }]);
  });

  it("refuses the commands it has no action for, without calling HA", async () => {
    const { hass, calls } = fakeHass();
    const ctx = { hass, table, byId: () => table, entryId: "e-1" };
    await expect(runLobby({ command: "seat/bot", seat: 1, level: "medium" }, ctx)).rejects.toMatchObject({ code: "unsupported" });
    await expect(runLobby({ command: "seat/take_back", seat: 1 }, ctx)).rejects.toMatchObject({ code: "unsupported" });
    await expect(runLobby({ command: "table/remove_bot", seat: 1 }, ctx)).rejects.toMatchObject({ code: "unsupported" });
    expect(calls).toEqual([]);
  });
});
