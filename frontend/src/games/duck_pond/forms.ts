// The phone's action forms, pure: which group each legal form belongs to, and the exact action
// JSON the engine takes (docs/games/duck_pond.md, "Actions") from what a player chose and typed.
// A builder gives the action, or the words key of what is missing; the engine has the last word
// (its refusal is shown), so only what a form can see is checked here: a choice the form did
// not offer, a blank text, a cost off its step.

import { GOD, ITEMS, type Draft, type Entry, type Form, type Item } from "./types.js";

export type Action = { type: string; [k: string]: unknown };
export type Problem = { problem: string; params?: Record<string, string | number> };
export type Built = { action: Action } | Problem;

export type Group = "names" | "ponds" | "feed" | "attacks" | "scouting" | "trades" | "proposals" | "judge";
export const GROUPS: readonly Group[] = ["names", "ponds", "feed", "attacks", "scouting", "trades", "proposals", "judge"];

const GROUP_OF: Record<string, Group> = {
  name: "names",
  display_name: "names",
  assign_pond: "ponds",
  move: "ponds",
  feed: "feed",
  standard: "attacks",
  lay_egg: "attacks",
  hatch: "attacks",
  scrambler: "attacks",
  steal: "attacks",
  cannibalism: "attacks",
  scout: "scouting",
  adjust: "scouting",
  retrieve: "scouting",
  cut_losses: "scouting",
  offer: "trades",
  withdraw: "trades",
  decline: "trades",
  accept: "trades",
  propose: "proposals",
  edit: "proposals",
  retract: "proposals",
  vote: "proposals",
};

/** A form's group: the Judge's office and requests are "judge", unknown types too. */
export function groupOf(type: string): Group {
  return GROUP_OF[type] ?? "judge";
}

/** The legal forms by group, in the groups' order. */
export function grouped(legal: readonly Form[]): Map<Group, Form[]> {
  const out = new Map<Group, Form[]>();
  for (const g of GROUPS) out.set(g, []);
  for (const f of legal) out.get(groupOf(f.type))!.push(f);
  return out;
}

export function formsOf(legal: readonly Form[], type: string): Form[] {
  return legal.filter((f) => f.type === type);
}

export function formOf(legal: readonly Form[], type: string): Form | undefined {
  return legal.find((f) => f.type === type);
}

// ------------------------------------------------------------------ reading form fields

/** `[[number, value], ...]` pairs of a form (attackers with their largest cost, targets ...). */
export function pairs(f: Form, key: string): [number | string, number][] {
  const v = f[key];
  return Array.isArray(v) ? (v.filter((p) => Array.isArray(p) && p.length >= 2) as [number | string, number][]) : [];
}

export function numbers(f: Form, key: string): number[] {
  const v = f[key];
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : [];
}

/** A whole number typed into a field, or null. */
export function whole(raw: string | number | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  const s = String(raw).trim();
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

const need = (problem: string, params?: Record<string, string | number>): Built => (params ? { problem, params } : { problem });

// ------------------------------------------------------------------ ducks, ponds, feeding

/** `name`: a duck's new name (trimmed), or null to clear it (ruling 12). */
export function nameAction(duck: number, raw: string | null, max: number): Built {
  if (raw === null) return { action: { type: "name", duck, name: null } };
  const name = raw.trim();
  if (!name) return need("needName");
  if ([...name].length > max) return need("nameTooLong", { max });
  return { action: { type: "name", duck, name } };
}

export function displayNameAction(raw: string): Built {
  const name = raw.trim();
  if (!name) return need("needName");
  if ([...name].length > 40) return need("nameTooLong", { max: 40 });
  return { action: { type: "display_name", name } };
}

/** `assign_pond` from its form: a pond 1..N (any of them, not only the expansion's six). */
export function assignPond(f: Form, pond: number | null): Built {
  const count = typeof f["ponds"] === "number" ? f["ponds"] : 0;
  if (pond === null || pond < 1 || pond > count) return need("pickPond");
  return { action: { type: "assign_pond", duck: f["duck"], pond } };
}

/** `move` from its form: any other pond (1 quack, ruling 29). */
export function movePond(f: Form, pond: number | null): Built {
  const count = typeof f["ponds"] === "number" ? f["ponds"] : 0;
  if (pond === null || pond < 1 || pond > count || pond === f["pond"]) return need("pickPond");
  return { action: { type: "move", duck: f["duck"], pond } };
}

/** `feed`: the duck, and a fruit only when one is added (the canonical form leaves it out). */
export function feedAction(f: Form, fruit: string | null): Built {
  const allowed = Array.isArray(f["fruit"]) ? (f["fruit"] as (string | null)[]) : [];
  if (!allowed.includes(fruit)) return need("pickFruit");
  return { action: fruit === null ? { type: "feed", duck: f["duck"] } : { type: "feed", duck: f["duck"], fruit } };
}

// ------------------------------------------------------------------ Quack Attacks

function attackerMax(f: Form, duck: number): number | null {
  const p = pairs(f, "ducks").find(([d]) => d === duck);
  return p ? p[1] : null;
}

/** `standard`: N a multiple of the step from the step up to the attacker's most; the target loses N / step. */
export function standardAction(f: Form, duck: number, target: number, cost: number | null): Built {
  const step = Number(f["step"]) || 2;
  const most = attackerMax(f, duck);
  if (most === null) return need("pickDuck");
  if (!numbers(f, "targets").includes(target) || target === duck) return need("pickTarget");
  if (cost === null || cost < step || cost > most || cost % step !== 0) return need("badCost", { step, most });
  return { action: { type: "standard", duck, target, cost } };
}

/** `lay_egg`: N from the threshold up to the duck's quacks; the host rolls a dN. */
export function layEggAction(f: Form, duck: number, cost: number | null): Built {
  const low = Number(f["min"]) || 10;
  const most = attackerMax(f, duck);
  if (most === null) return need("pickDuck");
  if (cost === null || cost < low || cost > most) return need("badCostRange", { low, most });
  return { action: { type: "lay_egg", duck, cost } };
}

/** The chance that a dN lays an Egg (a roll of the threshold or more). */
export function eggChance(cost: number, threshold: number): number {
  if (cost < threshold) return 0;
  return (cost - threshold + 1) / cost;
}

/** `scrambler`: N a multiple of the step, at most the step per God Egg the target holds. */
export function scramblerAction(f: Form, duck: number, target: number | string, cost: number | null): Built {
  const step = Number(f["step"]) || 20;
  const most = attackerMax(f, duck);
  if (most === null) return need("pickDuck");
  const holder = pairs(f, "targets").find(([t]) => t === target);
  if (!holder) return need("pickTarget");
  const top = Math.min(most, holder[1] * step);
  if (cost === null || cost < step || cost > top || cost % step !== 0) return need("badCost", { step, most: top });
  return { action: { type: "scrambler", duck, target, cost } };
}

/** The attackers that can steal `target` (holding at least its quacks, the cost). */
export function thievesFor(f: Form, target: number): number[] {
  const t = pairs(f, "targets").find(([d]) => d === target);
  if (!t) return [];
  return pairs(f, "ducks")
    .filter(([d, q]) => d !== target && q >= t[1])
    .map(([d]) => d as number);
}

export function stealAction(f: Form, duck: number, target: number): Built {
  if (!thievesFor(f, target).includes(duck)) return need("pickDuck");
  return { action: { type: "steal", duck, target } };
}

export function cannibalismAction(f: Form, duck: number, target: number): Built {
  if (!numbers(f, "ducks").includes(duck)) return need("pickDuck");
  if (!numbers(f, "targets").includes(target) || target === duck) return need("pickTarget");
  return { action: { type: "cannibalism", duck, target } };
}

/** One of a list form's numbers: scout, retrieve, cut_losses, hatch, retract, accept ... */
export function listAction(f: Form, plural: string, arg: string, value: number): Built {
  if (!numbers(f, plural).includes(value)) return need("pickOne");
  return { action: { type: f.type, [arg]: value } };
}

// ------------------------------------------------------------------ proposals and votes

export const TITLE_MAX = 100;
export const TEXT_MAX = 4000;

/** The structured changes (ruling 37) and the Judge's corrections (ruling 43): each op's fields. */
export type FieldKind = "number" | "int" | "int?" | "text" | "text?" | "item" | "table" | "duck" | "seat" | "holder" | "bool";
export const CHANGE_FIELDS: Record<string, [string, FieldKind][]> = {
  set_number: [
    ["number", "number"],
    ["value", "int"],
  ],
  colour_row: [
    ["colour", "text"],
    ["from", "int"],
    ["to", "int"],
  ],
  remove_colour_row: [["colour", "text"]],
  loot_row: [
    ["table", "table"],
    ["from", "int"],
    ["to", "int"],
    ["item", "item"],
    ["count", "int"],
    ["sides", "int?"],
  ],
  add_duck_word: [["word", "text"]],
  remove_duck_word: [["word", "text"]],
  add_banned_name: [["name", "text"]],
  remove_banned_name: [["name", "text"]],
};
export const CORRECTION_FIELDS: Record<string, [string, FieldKind][]> = {
  set_quacks: [
    ["duck", "duck"],
    ["value", "int"],
  ],
  set_eggs: [
    ["duck", "duck"],
    ["value", "int"],
  ],
  set_colour: [
    ["duck", "duck"],
    ["value", "text?"],
  ],
  set_name: [
    ["duck", "duck"],
    ["value", "text?"],
  ],
  set_pond: [
    ["duck", "duck"],
    ["value", "int?"],
  ],
  set_owner: [
    ["duck", "duck"],
    ["value", "seat"],
  ],
  // the mission's value is null (no mission) or {potential, retrievable}
  set_mission: [
    ["duck", "duck"],
    ["potential", "int?"],
    ["retrievable", "bool"],
  ],
  set_items: [
    ["holder", "holder"],
    ["item", "item"],
    ["value", "int"],
  ],
  create_duck: [
    ["owner", "seat"],
    ["quacks", "int"],
    ["colour", "text?"],
  ],
  remove_duck: [["duck", "duck"]],
};

/** A blank row of `op`: every field empty (a select starts at its first choice when drawn). */
export function blankDraft(op: string): Draft {
  const fields = CHANGE_FIELDS[op] ?? CORRECTION_FIELDS[op] ?? [];
  const d: Draft = { op };
  for (const [name, kind] of fields) d[name] = kind === "bool" ? "false" : kind === "table" ? "scouting" : kind === "item" ? "seeds" : "";
  return d;
}

function fieldValue(kind: FieldKind, raw: string): { ok: true; value: unknown } | { ok: false } {
  const s = (raw ?? "").trim();
  switch (kind) {
    case "int":
    case "duck":
    case "seat": {
      const n = whole(s);
      return n === null ? { ok: false } : { ok: true, value: n };
    }
    case "int?": {
      if (!s) return { ok: true, value: null };
      const n = whole(s);
      return n === null ? { ok: false } : { ok: true, value: n };
    }
    case "holder":
      if (s === GOD) return { ok: true, value: GOD };
      return fieldValue("seat", s);
    case "text":
      return s ? { ok: true, value: s } : { ok: false };
    case "text?":
      return { ok: true, value: s || null };
    case "bool":
      return { ok: true, value: s === "true" };
    case "item":
      return (ITEMS as readonly string[]).includes(s) ? { ok: true, value: s } : { ok: false };
    case "table":
      return s === "scouting" || s === "disciple" ? { ok: true, value: s } : { ok: false };
    case "number":
      return s ? { ok: true, value: s } : { ok: false };
  }
}

/** One written row as the engine's change, in the field order the engine lists. */
export function draftToChange(d: Draft, row: number): { change: Record<string, unknown> } | Problem {
  const fields = CHANGE_FIELDS[d.op] ?? CORRECTION_FIELDS[d.op];
  if (!fields) return { problem: "badRow", params: { row } };
  const out: Record<string, unknown> = { op: d.op };
  for (const [name, kind] of fields) {
    const v = fieldValue(kind, d[name] ?? "");
    if (!v.ok) return { problem: "badField", params: { row, field: name } };
    out[name] = v.value;
  }
  if (d.op === "set_mission") {
    const { potential, retrievable } = out;
    delete out["potential"];
    delete out["retrievable"];
    out["value"] = potential === null ? null : { potential, retrievable };
  }
  return { change: out };
}

function changesOf(drafts: readonly Draft[]): { changes: Record<string, unknown>[] } | Problem {
  const changes: Record<string, unknown>[] = [];
  for (const [i, d] of drafts.entries()) {
    const b = draftToChange(d, i + 1);
    if ("problem" in b) return b;
    changes.push(b.change);
  }
  return { changes };
}

/** `propose` (or `edit` of `proposal`): changes and `changes_only` only when there are changes. */
export function proposeAction(title: string, text: string, drafts: readonly Draft[], changesOnly: boolean, proposal: number | null = null): Built {
  const t = title.trim();
  const x = text.trim();
  if (!t) return need("needTitle");
  if ([...t].length > TITLE_MAX) return need("titleTooLong", { max: TITLE_MAX });
  if (!x) return need("needText");
  if ([...x].length > TEXT_MAX) return need("textTooLong", { max: TEXT_MAX });
  const c = changesOf(drafts);
  if (!("changes" in c)) return c;
  const action: Action = proposal === null ? { type: "propose", title: t, text: x } : { type: "edit", proposal, title: t, text: x };
  if (c.changes.length) {
    action["changes"] = c.changes;
    if (changesOnly) action["changes_only"] = true;
  }
  return { action };
}

export function voteAction(f: Form, proposal: number, vote: "for" | "against" | null): Built {
  const ballot = pairs(f, "proposals").find(([p]) => p === proposal);
  if (!ballot || (ballot[1] as unknown) === vote) return need("pickOne");
  return { action: { type: "vote", proposal, vote } };
}

/** The player's standing vote on a proposal, from the vote form (null: none). */
export function myVote(legal: readonly Form[], proposal: number): "for" | "against" | null | undefined {
  const f = formOf(legal, "vote");
  const ballot = f ? pairs(f, "proposals").find(([p]) => p === proposal) : undefined;
  return ballot ? ((ballot[1] as unknown as "for" | "against" | null) ?? null) : undefined;
}

// ------------------------------------------------------------------ trades

/** What one side of an offer holds: items by count, and ducks by number. */
export interface Basket {
  items: Partial<Record<Item, number>>;
  ducks: number[];
}

export function entries(b: Basket): Entry[] {
  const out: Entry[] = b.ducks.map((duck) => ({ duck }));
  for (const item of ITEMS) {
    const n = b.items[item] ?? 0;
    if (n > 0) out.push({ item, count: n });
  }
  return out;
}

/** `offer` to `to`: what I give (at least one thing), what I ask for (a gift asks nothing), and an expiry (null: the period's end). */
export function offerAction(to: number | null, give: Basket, receive: Basket, expires: number | null): Built {
  if (to === null) return need("pickPlayer");
  const g = entries(give);
  const r = entries(receive);
  if (!g.length && !r.length) return need("offerEmpty");
  if (!g.length) return need("offerGive");
  const action: Action = { type: "offer", to, give: g };
  if (r.length) action["receive"] = r;
  if (expires !== null) action["expires"] = expires;
  return { action };
}

// ------------------------------------------------------------------ the Judge

export function requestAction(kind: string, text: string): Built {
  if (kind !== "question" && kind !== "statement") return need("pickOne");
  const x = text.trim();
  if (!x) return need("needText");
  return { action: { type: "request", kind, text: x } };
}

/** `answer`: a question in text; a statement True or False with reasons (ruling 41). */
export function answerAction(request: number, kind: string, text: string, verdict: boolean | null): Built {
  const x = text.trim();
  if (!x) return need("needText");
  if (kind === "statement") {
    if (verdict === null) return need("needVerdict");
    return { action: { type: "answer", request, text: x, verdict } };
  }
  return { action: { type: "answer", request, text: x } };
}

/** `correct`: the changes, a reason and a citation (a ruling, a proposal, or an error described). */
export function correctAction(drafts: readonly Draft[], reason: string, citeKind: string, cite: string): Built {
  if (!drafts.length) return need("needChange");
  const c = changesOf(drafts);
  if (!("changes" in c)) return c;
  const why = reason.trim();
  if (!why) return need("needReason");
  let citation: Record<string, unknown>;
  if (citeKind === "error") {
    if (!cite.trim()) return need("needCite");
    citation = { error: cite.trim() };
  } else if (citeKind === "ruling" || citeKind === "proposal") {
    const n = whole(cite);
    if (n === null) return need("needCite");
    citation = { [citeKind]: n };
  } else return need("needCite");
  return { action: { type: "correct", changes: c.changes, reason: why, cite: citation } };
}

export function settleAction(f: Form, proposal: number, note: string): Built {
  if (!numbers(f, "proposals").includes(proposal)) return need("pickOne");
  const x = note.trim();
  if (!x) return need("needText");
  return { action: { type: "settle", proposal, note: x } };
}
