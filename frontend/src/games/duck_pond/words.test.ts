import { describe, expect, it } from "vitest";
import { LANGUAGES, errorText, translator } from "../../i18n.js";
import { causeWords } from "./causes.js";
import { CHANGE_FIELDS, CORRECTION_FIELDS, GROUPS } from "./forms.js";
import { howTo } from "./howto.js";
import { describeEvent } from "./log.js";
import { REFUSALS_DE, REFUSALS_EN, REFUSALS_NL } from "./refusals.js";
import { STRINGS, plural, type PSay } from "./strings.js";
import { periodName, timeLeft } from "./time.js";
import { ITEMS, TABS, TITLES } from "./types.js";

import DOC from "../../../../docs/games/duck_pond.md?raw";
import ATTACKS from "../../../../duckdown/engine/duck_pond/attacks.py?raw";
import DISCIPLE from "../../../../duckdown/engine/duck_pond/disciple.py?raw";
import DUCKS from "../../../../duckdown/engine/duck_pond/ducks.py?raw";
import FEEDING from "../../../../duckdown/engine/duck_pond/feeding.py?raw";
import LOOT from "../../../../duckdown/engine/duck_pond/loot.py?raw";
import RULEBOOK from "../../../../duckdown/engine/duck_pond/rulebook.py?raw";
import EVENT_SCHEMA from "../../../../duckdown/engine/duck_pond/schemas/event.json?raw";
import SCOUTING from "../../../../duckdown/engine/duck_pond/scouting.py?raw";
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const LANGS = ["en", "de", "nl"] as const;
const say = (lang: (typeof LANGS)[number]) => plural(translator<string>(lang, STRINGS) as PSay);

// What the engine says, read from its own files, so a new event, code or number without words fails.
const EVENTS: string[] = JSON.parse(EVENT_SCHEMA).properties.type.enum;
const CODES = [...DOC.slice(DOC.indexOf("### Refusal codes"), DOC.indexOf("### Legal actions")).matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
const NUMBERS = [...RULEBOOK.slice(RULEBOOK.indexOf("NUMBERS"), RULEBOOK.indexOf("ITEMS:")).matchAll(/^ {4}"([a-z_]+)": \(/gm)].map((m) => m[1]!);

describe("Duck Pond's words", () => {
  it("read the engine's lists", () => {
    expect(EVENTS.length).toBeGreaterThan(50);
    expect(CODES).toContain("already_fed");
    expect(CODES.length).toBeGreaterThan(80);
    expect(NUMBERS).toContain("feed_die");
    expect(NUMBERS.length).toBeGreaterThan(40);
  });
  it("every language has every key, with the same placeholders", () => {
    const strip = (d: Record<string, string>) => Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith("err_")));
    const en = strip(STRINGS.en);
    for (const lang of LANGS) {
      const d = strip(STRINGS[lang]);
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en)) expect(placeholders(d[k]!), `${lang}.${k}`).toEqual(placeholders(en[k]!));
    }
  });
  it("a shell word it overrides keeps the shell's placeholders", () => {
    const shell = LANGUAGES.en as Record<string, string>;
    for (const k of Object.keys(STRINGS.en).filter((k) => k in shell)) expect(placeholders((STRINGS.en as Record<string, string>)[k]!), k).toEqual(placeholders(shell[k]!));
  });
  it("the word families the board builds keys from are all there", () => {
    const keys = [
      ...TABS.map((x) => `tab_${x}`),
      ...GROUPS.flatMap((g) => [`g_${g}`, `gh_${g}`]),
      ...ITEMS.map((x) => `item_${x}`),
      ...TITLES.map((x) => `title_${x}`),
      ...NUMBERS.map((x) => `num_${x}`),
      ...Object.keys({ ...CHANGE_FIELDS, ...CORRECTION_FIELDS }).map((op) => `op_${op}`),
      ...[...Object.values(CHANGE_FIELDS), ...Object.values(CORRECTION_FIELDS)].flat().map(([f]) => `field_${f}`),
      ...["open", "passed", "adopted", "settled", "failed", "retracted"].map((x) => `status_${x}`),
      ...["open", "answered", "withdrawn", "lapsed"].map((x) => `req_${x}`),
      ...["open", "overturned", "affirmed"].map((x) => `conf_${x}`),
      ...["pending", "applied", "withdrawn", "lapsed", "reversed"].map((x) => `corr_${x}`),
      ...["withdrawn", "declined", "expired", "lapsed"].map((x) => `how_${x}`),
      ...["grapes", "seeds", "blood_orange", "watermelon"].map((x) => `fruit_${x}`),
      ...["yellow", "green", "blue", "red"].map((x) => `colour_${x}`),
    ];
    for (const lang of LANGS) for (const k of keys) expect((STRINGS[lang] as Record<string, string>)[k], `${lang}.${k}`).toBeTruthy();
  });
  it("German and Dutch say every refusal code in their own words; English keeps the host's sentence", () => {
    for (const [lang, words] of [
      ["de", REFUSALS_DE],
      ["nl", REFUSALS_NL],
    ] as const) {
      for (const code of CODES) expect(words[`err_${code}`], `${lang}: ${code}`).toBeTruthy();
      expect(Object.keys(words).length, lang).toBe(new Set(CODES).size);
    }
    const en = translator<string>("en", STRINGS);
    expect(errorText(en, "already_fed", "You have already fed this period; next chance Thursday 00:00.")).toBe("You have already fed this period; next chance Thursday 00:00.");
    expect(errorText(translator<string>("de", STRINGS), "already_fed", "You have already fed ...")).toBe(REFUSALS_DE["err_already_fed"]);
    expect(errorText(translator<string>("nl", STRINGS), "banned_name", "x")).toBe(REFUSALS_NL["err_banned_name"]);
    // a shell code the game says its own way: a duck's name, not a seat's
    expect(errorText(en, "name_taken", "x")).toBe(REFUSALS_EN.err_name_taken);
    // a code nobody has words for: the host's sentence
    expect(errorText(translator<string>("de", STRINGS), "brand_new", "Something new.")).toBe("Something new.");
  });
  it("singulars where n is 1", () => {
    const t = say("en");
    expect(t("quacksN", { n: 1 })).toBe("1 quack");
    expect(t("quacksN", { n: 2 })).toBe("2 quacks");
    expect(say("de")("eggsN", { n: 1 })).toBe("1 Ei");
    expect(say("nl")("costQuacks", { n: 1 })).toBe("Kost 1 kwak");
  });
});

describe("time in days and hours", () => {
  const t = say("en");
  const H = 3_600_000;
  it("says the largest units that matter", () => {
    expect(timeLeft(t, 2 * 24 * H + 5 * H + 10)).toBe("2 d 5 h left");
    expect(timeLeft(t, 5 * H + 12 * 60_000)).toBe("5 h 12 min left");
    expect(timeLeft(t, 90_000)).toBe("2 min left");
    expect(timeLeft(t, 1)).toBe("1 min left");
    expect(timeLeft(t, 0)).toBe("ending now");
    expect(timeLeft(say("de"), 26 * H)).toBe("noch 1 T 2 Std");
  });
  it("names the period by its id", () => {
    expect(periodName(t, "2024-01-04/2")).toBe("Period Two");
    expect(periodName(say("nl"), "2023-12-31/1")).toBe("Eerste periode");
  });
});

describe("log lines", () => {
  const names = ["Anna", "Ben", "Oma"];
  const d = (lang: (typeof LANGS)[number], e: Record<string, unknown>) => describeEvent(e as never, translator<string>(lang, STRINGS) as PSay, (s) => names[s] ?? `#${s}`, 0);
  // one example of every event the engine's schema lists, with its fields
  const EXAMPLES: Record<string, Record<string, unknown>> = {
    round_started: { round: 1 },
    player_joined: { seat: 2, name: "Oma" },
    player_left: { seat: 1, removed: false },
    display_name: { seat: 0, name: "Annie" },
    duck_created: { duck: 5, owner: 2, how: "found", colour: null },
    duck_hatched: { duck: 6, owner: 0, parent: 1, colour: "blue" },
    duck_named: { duck: 1, name: "Quackers", previous: null },
    name_lost: { duck: 1, name: "Jeffery", reason: "the name is banned" },
    duck_removed: { duck: 2, name: null, reason: "eaten" },
    not_created: { what: "pond", owner: null, reason: "the limit is 60 ponds" },
    pond_created: { pond: 3, roll: 6 },
    ponds: { ponds: 2 },
    pond_assigned: { seat: 0, duck: 1, pond: 2 },
    duck_moved: { seat: 0, duck: 1, source: 2, pond: 1, cost: 1 },
    coloured: { duck: 1, colour: "green" },
    fed: { seat: 1, duck: 1, fruit: "seeds", roll: 4, gain: 5, quacks: 9 },
    attack: { kind: "standard", seat: 0, duck: 1, cost: 4, target: 2, loss: 2 },
    ritual: { disciple: 4, target: 3, loss: 2 },
    disciple_created: { duck: 4, name: "Disciple Ingrid", quacks: 24 },
    disciple_perished: { duck: 4, name: "Disciple Ingrid", killer: 1, seat: 0, rewards: [] },
    loot: { seat: 2, table: "scouting", roll: 6, item: "grapes", count: 1 },
    scouted: { seat: 2, duck: 3, potential: 7 },
    adjusted: { seat: 2, duck: 3, by: -1, potential: 6 },
    retrieved: { seat: 2, duck: 3, roll: 8, potential: 7, returned: true },
    cut_losses: { seat: 2, duck: 3, gain: 1 },
    upkeep: { changes: [[1, 1]] },
    title_changed: { title: "king", holder: 1, previous: null },
    proposal_made: { proposal: 4, seat: 1, title: "Bigger feed", changes: 1, voting: "2024-01-04/2", closes: 0 },
    proposal_retracted: { proposal: 4, seat: 1 },
    vote: { proposal: 4, seat: 0, vote: "for" },
    proposal_failed: { proposal: 4, title: "Bigger feed", for: 1, against: 2, for_quacks: null, against_quacks: null },
    proposal_passed: { proposal: 4, title: "Bigger feed", for: 2, against: 2, for_quacks: 31, against_quacks: 12, applied: 1, skipped: [], adopted: false },
    notice: { notice: 1, kind: "skipped", text: "A change no longer applied." },
    notice_dismissed: { notice: 1 },
    offer_made: { offer: 7, seat: 0, to: 2, give: [], receive: [], expires: 0 },
    offer_closed: { offer: 7, seat: 0, to: 2, how: "declined" },
    traded: { offer: 7, seat: 0, to: 2, give: [], receive: [] },
    judge_changed: { seat: 0, previous: null, how: "appointed" },
    motion_made: { motion: 1, kind: "appoint", seat: 0, expires: 0 },
    motion_lapsed: { motion: 1, kind: "appoint", reason: "7 days" },
    assented: { motion: 1, seat: 1 },
    request_filed: { request: 1, seat: 1, kind: "question", text: "?" },
    request_closed: { request: 1, how: "withdrawn" },
    ruling: { ruling: 1, judge: 0, kind: "question", text: "It is so.", verdict: null },
    confidence_opened: { ruling: 1, seat: 2, ends: 0 },
    confidence_vote: { ruling: 1, seat: 1, vote: "overturn" },
    confidence_result: { ruling: 1, overturn: 2, affirm: 1, fallen: true },
    confidence_window_closed: { ruling: 1 },
    correction: { correction: 1, judge: 0, status: "pending", changes: [], reason: "counted twice", cite: { error: "x" } },
    correction_confirmed: { correction: 1, seat: 1, changes: [] },
    correction_closed: { correction: 1, how: "lapsed", reason: "7 days" },
    correction_reversed: { correction: 1, ruling: 1, reversed: 1, listed: [] },
    proposal_settled: { proposal: 4, judge: 0, note: "Done." },
    period_ended: { period: "2023-12-31/1", seed: "ab", commitment: "cd", rolls: 3 },
    period_started: { period: "2024-01-04/2", start: 0, end: 1, commitment: "cd", sunday: false },
    god_egg: { god_eggs: 7, limit: 12 },
    round_lost: { god_eggs: 12, limit: 12, round: 1 },
    limits_set: { limits: {}, start: 0 },
    limits_applied: { limits: {} },
  };
  it("has an example of every event the engine sends but the rolls", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(EVENTS.filter((e) => e !== "roll").sort());
  });
  it("describes every event in every language, with no key or placeholder left", () => {
    for (const lang of LANGS)
      for (const [type, e] of Object.entries(EXAMPLES)) {
        const line = d(lang, { type, ...e });
        expect(line, `${lang} ${type}`).toBeTruthy();
        expect(line, `${lang} ${type}`).not.toMatch(/\{\w+\}|^ev_|_[a-z]+_/);
      }
  });
  it("reads the event's fields", () => {
    expect(d("en", { type: "fed", ...EXAMPLES["fed"] })).toBe("Ben feeds duck #1 with Seeds: +5 (rolled 4), now 9 quacks.");
    expect(d("en", { type: "attack", kind: "lay_egg", seat: 0, duck: 1, cost: 12, egg: false, roll: 4 })).toBe("Anna's duck #1 tries to lay an Egg: 4 on a d12, no Egg.");
    expect(d("en", { type: "attack", kind: "scrambler", seat: 0, duck: 1, cost: 20, target: "duck_god", god_eggs: 1 })).toBe("Anna's duck #1 takes 1 God Egg from Duck God.");
    expect(d("en", { type: "title_changed", title: "duke", holder: null, previous: 1 })).toBe("The DUCK DUKE title is vacant (Ben lost it).");
    expect(d("de", { type: "proposal_passed", ...EXAMPLES["proposal_passed"] })).toBe("Vorschlag Nr. 4 (Bigger feed) ist angenommen, 2 zu 2, und gilt.");
    expect(d("nl", { type: "period_started", ...EXAMPLES["period_started"] })).toBe("Tweede periode begint (2024-01-04).");
    expect(d("en", { type: "ponds", ponds: 1 })).toBe("The round starts with 1 pond.");
  });
  it("leaves rolls to the Dice tab, and events it does not know out", () => {
    expect(d("en", { type: "roll", period: "x", n: 1, sides: 6, result: 2, cause: "feeding duck 1" })).toBeNull();
    expect(d("en", { type: "presence", seat: 1 })).toBeNull();
  });
});

describe("a roll's cause in words", () => {
  const names = { duck: (n: number) => ["", "Quackers", "Puddles"][n] ?? `duck #${n}`, seat: (n: number) => ["Anna", "Ben"][n]! };
  // every cause the engine writes (docs/games/duck_pond.md, "Dice"), as it writes them
  const CAUSES: [string, string, string][] = [
    ["feeding duck 1", "feeding Quackers", "Füttern von Quackers"],
    ["pond roll for duck 2", "pond roll for Puddles", "Teichwurf für Puddles"],
    ["Lay Egg by duck 1", "Lay Egg by Quackers", "Ei legen durch Quackers"],
    ["scouting potential of duck 2", "scouting potential of Puddles", "Erkundungspotenzial von Puddles"],
    ["retrieving duck 2", "retrieving Puddles", "Heimholen von Puddles"],
    ["scouting loot for seat 1", "Scouting loot for Ben", "Erkundungsbeute für Ben"],
    ["disciple loot: seeds", "Disciple loot: Seeds", "Jüngerbeute: Samen"],
    ["the new Disciple's quacks", "the new Disciple's quacks", "die Quaks des neuen Jüngers"],
    ["the new Disciple's name", "the new Disciple's name", "der Name des neuen Jüngers"],
    ["the new Disciple's name, again", "the new Disciple's name, again", "der Name des neuen Jüngers, noch einmal"],
    ["the Ritual's target", "the Ritual's target", "das Ziel des Rituals"],
    ["the Ritual on duck 1", "the Ritual on Quackers", "das Ritual an Quackers"],
    ["duck 9 avenged", "duck #9 avenged", "duck #9 gerächt"],
  ];
  it("says each in the player's language with the duck's name", () => {
    for (const [cause, en, de] of CAUSES) {
      expect(causeWords(say("en"), cause, names)).toBe(en);
      expect(causeWords(say("de"), cause, names)).toBe(de);
    }
    expect(causeWords(say("de"), "a cause from a newer host", names)).toBe("a cause from a newer host");
  });
  it("knows every cause the engine's code rolls with", () => {
    const sources = [ATTACKS, DISCIPLE, DUCKS, FEEDING, LOOT, SCOUTING].join("\n");
    const written = [...sources.matchAll(/ctx\.(?:roll|choose)\([^,]+, f?"([^"]+)"\)/g)].map((m) => m[1]!.replace(/\{[^}]+\}/g, "1"));
    expect(written.length).toBeGreaterThanOrEqual(12);
    // the table is a variable ({table} loot ...): the scouting table and Seeds stand in
    const concrete = written.map((w) => w.replace(/^1 loot/, "scouting loot").replace(/loot: 1$/, "loot: seeds"));
    for (const w of concrete) expect(causeWords(say("de"), w, names), w).not.toBe(w); // matched, so said in German
  });
});

describe("how to play", () => {
  it("has the same sheet in every language, short lines for a family", () => {
    const sheets = LANGS.map((l) => howTo(l, translator<string>(l, STRINGS)));
    const shape = (h: (typeof sheets)[number]) => h.sections.map((s) => s.items.length);
    for (const h of sheets) {
      expect(shape(h)).toEqual(shape(sheets[0]!));
      expect(h.intro.length).toBeGreaterThan(60);
      expect(h.legend).toBeTruthy();
      for (const s of h.sections) for (const i of s.items) expect(i.length, i).toBeLessThan(170);
    }
    expect(sheets.map((h) => h.sections[0]!.title)).toEqual(["Your first duck", "Deine erste Ente", "Je eerste eend"]);
  });
  it("tells a newcomer the path: name, pond, feed another's duck, vote", () => {
    const text = JSON.stringify(howTo("en", translator<string>("en", STRINGS)).sections);
    for (const w of ["name", "pond", "feed another player's duck", "Vote For"]) expect(text).toContain(w);
  });
});
