import { describe, expect, it } from "vitest";
import { DUCK_DOWN_INFO } from "../src/games/duck_down/info.js";
import { inLang, offeredLevels, parseGame, parseGames, teamsAt } from "../src/games/info.js";
import { GameLoader, defaultGame, entryOf } from "../src/games/loader.js";
import { GAMES } from "../src/games/registry.js";
import type { GameEntry, GameModule } from "../src/games/types.js";

// The host's `games` entry as host info will carry it (docs/protocol.md).
const HOST_DUCK_DOWN = {
  name: "duck_down",
  title: { en: "Duck Down", de: "Duck Down", nl: "Duck Down" },
  summary: { en: "one line", de: "eine Zeile", nl: "één regel" },
  players: [2, 8],
  options: {
    type: "object",
    additionalProperties: false,
    properties: {
      turn_time: { type: "integer", minimum: 0, maximum: 3600, default: 60, "x-label": { en: "Time per move (s)", de: "Zeit pro Zug (s)" }, "x-lobby": true },
      keep_known: { type: "boolean", default: false, "x-label": { en: "Easy memory" }, "x-lobby": true },
      mode: {
        type: "string",
        enum: ["1", "5", "50", "100", "200"],
        default: "100",
        "x-label": { en: "Length" },
        "x-enum-labels": { en: ["1 round", "5 rounds", "to 50", "to 100", "to 200"], de: ["1 Runde", "5 Runden", "bis 50", "bis 100", "bis 200"] },
        "x-lobby": true,
      },
      deck: { type: "object", "x-label": { en: "Deck" } },
    },
  },
  result: "lowest",
  teams: null,
  length: "rounds",
  clock: "game",
  join: "lobby",
  bot_levels: ["random", "easy", "medium", "hard"],
  events: ["duck_down_called", "round_ended", "game_ended"],
};

describe("the host's games", () => {
  it("reads a game as the host describes it", () => {
    const g = parseGame(HOST_DUCK_DOWN)!;
    expect(g.name).toBe("duck_down");
    expect(g.players).toEqual([2, 8]);
    expect(g.bot_levels).toEqual(["random", "easy", "medium", "hard"]);
    expect(g.result).toBe("lowest");
    expect(Object.keys(g.options.properties!)).toEqual(["turn_time", "keep_known", "mode", "deck"]);
  });
  it("fills what a host leaves out, and drops what is no game", () => {
    const g = parseGame({ name: "pond", players: [9, 2], result: "most", teams: [1] })!;
    expect(g.title).toEqual({ en: "pond" });
    expect(g.players).toEqual([1, 99]);
    expect(g.result).toBe("lowest");
    expect(g.teams).toBeNull();
    expect(g.bot_levels).toBeNull(); // the transport's levels apply
    expect(parseGames([{ title: "no name" }, "x", null, HOST_DUCK_DOWN])!.map((x) => x.name)).toEqual(["duck_down"]);
    expect(parseGames(undefined)).toBeNull(); // an older host: nothing said
  });
  it("texts in the UI language, else English", () => {
    expect(inLang({ en: "Hello", de: "Hallo" }, "de")).toBe("Hallo");
    expect(inLang({ en: "Hello", de: "Hallo" }, "nl")).toBe("Hello");
    expect(inLang(undefined, "nl", "x")).toBe("x");
  });
  it("teams by player count", () => {
    const g = parseGame({ name: "quack", teams: { "4": [[0, 2], [1, 3]] } })!;
    expect(teamsAt(g, 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsAt(g, 3)).toBeNull();
    expect(teamsAt(undefined, 4)).toBeNull();
  });
  it("bot levels: the game's, as far as the transport takes them; else the transport's", () => {
    const g = parseGame(HOST_DUCK_DOWN)!;
    expect(offeredLevels(g, ["random", "easy", "medium", "hard"])).toEqual(["random", "easy", "medium", "hard"]);
    expect(offeredLevels(g, ["easy", "medium", "hard"])).toEqual(["easy", "medium", "hard"]); // the card's actions
    expect(offeredLevels({ ...g, bot_levels: ["hard", "easy"] }, ["easy", "medium", "hard"])).toEqual(["hard", "easy"]);
    expect(offeredLevels(DUCK_DOWN_INFO, ["easy", "hard"])).toEqual(["easy", "hard"]); // not described: today's
    expect(offeredLevels({ ...g, bot_levels: ["genius"] }, ["easy"])).toEqual(["easy"]);
  });
});

describe("the board registry", () => {
  it("pairs each game with its board, loaded only when asked", async () => {
    expect(GAMES.map((g) => g.name)).toEqual(["duck_down", "duck_pond", "dutch", "quack_quack"]);
    expect(defaultGame()).toBe("duck_down");
    expect(entryOf("duck_down")?.info).toBe(DUCK_DOWN_INFO);
    expect(entryOf("pond")).toBeUndefined();
    const loader = new GameLoader();
    expect(loader.get("duck_down")).toBeUndefined();
    const mod = await loader.load("duck_down");
    expect(mod.name).toBe("duck_down");
    expect(loader.get("duck_down")).toBe(mod);
    expect(typeof mod.createBoard).toBe("function");
    expect(mod.majorEvents.has("round_ended")).toBe(true);
    const qq = await loader.load("quack_quack");
    expect(qq.name).toBe("quack_quack");
    expect(entryOf("quack_quack")?.info.teams).toEqual({ "4": [[0, 2], [1, 3]] });
    expect(entryOf("quack_quack")?.info.result).toBe("highest");
    expect(typeof qq.sounds?.["applause"]).toBe("function"); // its own calls (ruling 33)
  });
  it("Dutch's board: its own chunk, offered only by hosts that describe it", async () => {
    expect(entryOf("dutch")?.needsHostInfo).toBe(true);
    expect(entryOf("duck_down")?.needsHostInfo).toBeFalsy();
    const mod = await new GameLoader().load("dutch");
    expect(mod.name).toBe("dutch");
    expect(mod.rules.target?.({ ruleset: "dutch", players: 2, phase: "turn", round: 1, rounds: null, deadline: null, totals: [0, 0], winners: null, target: 50 })).toBe(50);
  });
  it("Duck Pond's board: joinable any time, no countdown when nobody is waited for", async () => {
    const loader = new GameLoader();
    const pond = await loader.load("duck_pond");
    expect(pond.name).toBe("duck_pond");
    expect(entryOf("duck_pond")?.info.join).toBe("any_time");
    expect(pond.rules.decisionMs({ ruleset: "duck_pond", players: 1, phase: "play", round: 1, rounds: null, to_act: [], deadline: 1, totals: null, winners: null }, {})).toBeNull();
  });
  it("loads once, refuses a game it has no board for, and tries again after a failed download", async () => {
    let calls = 0;
    let fail = true;
    const fake = { name: "guess" } as GameModule;
    const entry: GameEntry = {
      name: "guess",
      info: parseGame({ name: "guess" })!,
      load: () => {
        calls++;
        return fail ? Promise.reject(new Error("offline")) : Promise.resolve(fake);
      },
    };
    const loader = new GameLoader([entry]);
    await expect(loader.load("pond")).rejects.toThrow(/no board/);
    expect(loader.known("pond")).toBe(false);
    await expect(loader.load("guess")).rejects.toThrow("offline");
    fail = false;
    const [a, b] = await Promise.all([loader.load("guess"), loader.load("guess")]);
    expect(a).toBe(fake);
    expect(b).toBe(fake);
    expect(calls).toBe(2);
    expect(loader.loaded()).toEqual([fake]);
  });
});
