// What the board reads from a view, pure: ducks by number, a player's ducks, the ponds by
// colour, the titles, the open proposals, and a newcomer's list of what to do this period.

import { formOf, formsOf, pairs } from "./forms.js";
import { TITLES, type Duck, type Form, type PondSeatView, type PondView, type Proposal, type Title } from "./types.js";

/** Every duck in the view by number: in ponds, without a pond, and the Disciple. */
export function duckIndex(v: PondView): Map<number, Duck> {
  const out = new Map<number, Duck>();
  for (const p of v.ponds ?? []) for (const d of p.ducks) out.set(d.duck, d);
  for (const d of v.elsewhere ?? []) out.set(d.duck, d);
  if (v.disciple) out.set(v.disciple.duck, v.disciple);
  return out;
}

export function ducksOf(v: PondView, seat: number): Duck[] {
  return [...duckIndex(v).values()].filter((d) => d.owner === seat).sort((a, b) => a.duck - b.duck);
}

/** The colours' order in a pond: the colour table's, then others by name, uncoloured last. */
export function colourOrder(v: PondView): string[] {
  const table = (v.rules?.colours ?? []).map((r) => r[0]);
  return [...new Set([...table, "red"])];
}

/** A pond's ducks grouped by colour (uncoloured as null), each group by quacks, most first. */
export function byColour(v: PondView, ducks: readonly Duck[]): { colour: string | null; ducks: Duck[] }[] {
  const order = colourOrder(v);
  const groups = new Map<string | null, Duck[]>();
  for (const d of ducks) {
    const list = groups.get(d.colour) ?? [];
    list.push(d);
    groups.set(d.colour, list);
  }
  const rank = (c: string | null) => (c === null ? Infinity : order.includes(c) ? order.indexOf(c) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || String(a).localeCompare(String(b)))
    .map(([colour, list]) => ({ colour, ducks: list.sort((x, y) => y.quacks - x.quacks || x.duck - y.duck) }));
}

/** The titles a seat holds, in the view's order (Deity, King, Lord, DUKE). */
export function titlesOf(v: PondView, seat: number): Title[] {
  return TITLES.filter((t) => v.titles?.[t] === seat);
}

export function openProposals(v: PondView): Proposal[] {
  return (v.proposals ?? []).filter((p) => p.status === "open");
}

export function decidedProposals(v: PondView): Proposal[] {
  return (v.proposals ?? []).filter((p) => p.status !== "open");
}

export type Todo =
  | { kind: "name"; duck: number; done: boolean }
  | { kind: "pond"; duck: number; done: boolean }
  | { kind: "feed"; done: boolean }
  | { kind: "vote"; proposals: number[]; done: boolean };

/**
 * What a player should do this period, from the legal forms: name and place a duck that lacks
 * a name or pond, feed another player's duck (once a period), vote on the open proposals.
 * Done items stay listed, ticked, so a newcomer sees the whole round of a period.
 */
export function todo(v: PondSeatView): Todo[] {
  const me = v.me;
  if (!me) return [];
  const legal = v.legal ?? [];
  const mine = ducksOf(v, v.seat);
  const out: Todo[] = [];
  for (const d of mine) {
    if (d.name === null && formsOf(legal, "name").some((f) => f["duck"] === d.duck)) out.push({ kind: "name", duck: d.duck, done: false });
    if (d.pond === null && formsOf(legal, "assign_pond").some((f) => f["duck"] === d.duck)) out.push({ kind: "pond", duck: d.duck, done: false });
  }
  const fed = (v.seats?.[v.seat]?.fed ?? 0) > 0;
  const feedOthers = formsOf(legal, "feed").some((f) => duckIndex(v).get(Number(f["duck"]))?.owner !== v.seat);
  if (fed || feedOthers) out.push({ kind: "feed", done: fed && me.allowances.feeds === 0 });
  const open = openProposals(v).map((p) => p.proposal);
  if (open.length) {
    const ballots = formOf(legal, "vote");
    const unvoted = ballots ? pairs(ballots, "proposals").filter(([, vote]) => (vote as unknown) == null).map(([p]) => p as number) : [];
    out.push({ kind: "vote", proposals: unvoted, done: unvoted.length === 0 });
  }
  return out;
}

/** The forms of `type` about `duck` (name, assign_pond, move and feed are one form per duck). */
export function formForDuck(legal: readonly Form[], type: string, duck: number): Form | undefined {
  return legal.find((f) => f.type === type && f["duck"] === duck);
}
