import { describe, expect, it } from "vitest";
import {
  answerAction,
  assignPond,
  blankDraft,
  cannibalismAction,
  correctAction,
  draftToChange,
  eggChance,
  feedAction,
  grouped,
  layEggAction,
  listAction,
  movePond,
  myVote,
  nameAction,
  offerAction,
  proposeAction,
  requestAction,
  scramblerAction,
  settleAction,
  standardAction,
  stealAction,
  thievesFor,
  voteAction,
  whole,
} from "./forms.js";
import type { Form } from "./types.js";

// Forms in the shapes the engine's seat view gives them (docs/games/duck_pond.md, "Legal actions").
const STANDARD: Form = { type: "standard", step: 2, ducks: [[3, 16], [5, 4]], targets: [9, 5, 3, 7] };
const LAY: Form = { type: "lay_egg", min: 10, ducks: [[3, 17]] };
const SCRAMBLER: Form = { type: "scrambler", step: 20, ducks: [[3, 70]], targets: [["duck_god", 2], [1, 5]] };
const STEAL: Form = { type: "steal", ducks: [[3, 25], [5, 12]], targets: [[8, 21], [9, 11]] };
const CANNIBAL: Form = { type: "cannibalism", ducks: [3, 5], targets: [3, 5] };
const FEED: Form = { type: "feed", duck: 5, fruit: [null, "seeds", "watermelon"] };
const VOTE: Form = { type: "vote", proposals: [[4, "for"], [6, null]] };

describe("groups", () => {
  it("puts each form in its group, in the groups' order", () => {
    const legal: Form[] = [{ type: "vote", proposals: [] }, { type: "name", duck: 1, example: "x" }, { type: "ask_judge" }, FEED, STANDARD, { type: "scout", ducks: [1] }, { type: "offer", examples: [] }, { type: "move", duck: 1, pond: 1, ponds: 2 }];
    const g = grouped(legal);
    expect([...g.entries()].filter(([, f]) => f.length).map(([k, f]) => [k, f.map((x) => x.type)])).toEqual([
      ["names", ["name"]],
      ["ponds", ["move"]],
      ["feed", ["feed"]],
      ["attacks", ["standard"]],
      ["scouting", ["scout"]],
      ["trades", ["offer"]],
      ["proposals", ["vote"]],
      ["judge", ["ask_judge"]],
    ]);
  });
});

describe("the exact action JSON", () => {
  it("names, trimmed, or cleared with null; a blank or too long name is not sent", () => {
    expect(nameAction(3, "  Quackers ", 140)).toEqual({ action: { type: "name", duck: 3, name: "Quackers" } });
    expect(nameAction(3, null, 140)).toEqual({ action: { type: "name", duck: 3, name: null } });
    expect(nameAction(3, "   ", 140)).toEqual({ problem: "needName" });
    expect(nameAction(3, "a".repeat(11), 10)).toEqual({ problem: "nameTooLong", params: { max: 10 } });
    expect(nameAction(3, "🦆".repeat(10), 10)).toHaveProperty("action"); // code points, as the engine counts
  });
  it("ponds: any of the N (not only the expansion's six), another one to move to", () => {
    const assign: Form = { type: "assign_pond", duck: 3, ponds: 9 };
    expect(assignPond(assign, 8)).toEqual({ action: { type: "assign_pond", duck: 3, pond: 8 } });
    expect(assignPond(assign, 10)).toEqual({ problem: "pickPond" });
    const move: Form = { type: "move", duck: 3, pond: 2, ponds: 4 };
    expect(movePond(move, 4)).toEqual({ action: { type: "move", duck: 3, pond: 4 } });
    expect(movePond(move, 2)).toEqual({ problem: "pickPond" });
  });
  it("feeding leaves the fruit out when there is none, and takes only the form's fruit", () => {
    expect(feedAction(FEED, null)).toEqual({ action: { type: "feed", duck: 5 } });
    expect(feedAction(FEED, "seeds")).toEqual({ action: { type: "feed", duck: 5, fruit: "seeds" } });
    expect(feedAction(FEED, "grapes")).toEqual({ problem: "pickFruit" });
  });
  it("a Standard attack: a multiple of the step up to the attacker's most, never at itself", () => {
    expect(standardAction(STANDARD, 3, 9, 16)).toEqual({ action: { type: "standard", duck: 3, target: 9, cost: 16 } });
    expect(standardAction(STANDARD, 3, 9, 18)).toEqual({ problem: "badCost", params: { step: 2, most: 16 } });
    expect(standardAction(STANDARD, 3, 9, 3)).toHaveProperty("problem", "badCost");
    expect(standardAction(STANDARD, 3, 3, 2)).toEqual({ problem: "pickTarget" });
    expect(standardAction(STANDARD, 4, 9, 2)).toEqual({ problem: "pickDuck" });
    expect(standardAction(STANDARD, 5, 3, null)).toHaveProperty("problem", "badCost");
  });
  it("Lay Egg from the threshold to the duck's quacks, with its chance", () => {
    expect(layEggAction(LAY, 3, 12)).toEqual({ action: { type: "lay_egg", duck: 3, cost: 12 } });
    expect(layEggAction(LAY, 3, 9)).toEqual({ problem: "badCostRange", params: { low: 10, most: 17 } });
    expect(eggChance(10, 10)).toBeCloseTo(0.1);
    expect(eggChance(20, 10)).toBeCloseTo(0.55);
    expect(eggChance(9, 10)).toBe(0);
  });
  it("a Divine Scrambler at the Duck God or a player, no more than its God Eggs", () => {
    expect(scramblerAction(SCRAMBLER, 3, "duck_god", 40)).toEqual({ action: { type: "scrambler", duck: 3, target: "duck_god", cost: 40 } });
    expect(scramblerAction(SCRAMBLER, 3, "duck_god", 60)).toEqual({ problem: "badCost", params: { step: 20, most: 40 } });
    expect(scramblerAction(SCRAMBLER, 3, 1, 60)).toEqual({ action: { type: "scrambler", duck: 3, target: 1, cost: 60 } });
    expect(scramblerAction(SCRAMBLER, 3, 2, 20)).toEqual({ problem: "pickTarget" });
  });
  it("stealing needs a thief with the target's quacks; Cannibalism eats another own duck", () => {
    expect(thievesFor(STEAL, 8)).toEqual([3]);
    expect(thievesFor(STEAL, 9)).toEqual([3, 5]);
    expect(stealAction(STEAL, 5, 8)).toEqual({ problem: "pickDuck" });
    expect(stealAction(STEAL, 5, 9)).toEqual({ action: { type: "steal", duck: 5, target: 9 } });
    expect(cannibalismAction(CANNIBAL, 3, 5)).toEqual({ action: { type: "cannibalism", duck: 3, target: 5 } });
    expect(cannibalismAction(CANNIBAL, 3, 3)).toEqual({ problem: "pickTarget" });
  });
  it("list forms send one of their numbers under the action's own argument", () => {
    expect(listAction({ type: "retrieve", ducks: [3, 7] }, "ducks", "duck", 7)).toEqual({ action: { type: "retrieve", duck: 7 } });
    expect(listAction({ type: "accept", offers: [2] }, "offers", "offer", 2)).toEqual({ action: { type: "accept", offer: 2 } });
    expect(listAction({ type: "scout", ducks: [3] }, "ducks", "duck", 4)).toEqual({ problem: "pickOne" });
  });
  it("votes: For, Against or none, but not the vote that stands", () => {
    expect(voteAction(VOTE, 6, "against")).toEqual({ action: { type: "vote", proposal: 6, vote: "against" } });
    expect(voteAction(VOTE, 4, null)).toEqual({ action: { type: "vote", proposal: 4, vote: null } });
    expect(voteAction(VOTE, 4, "for")).toEqual({ problem: "pickOne" });
    expect(myVote([VOTE], 4)).toBe("for");
    expect(myVote([VOTE], 6)).toBeNull();
    expect(myVote([VOTE], 9)).toBeUndefined();
  });
  it("a proposal: changes and changes_only only when there are changes", () => {
    expect(proposeAction(" Picnic ", " Ducks picnic. ", [], true)).toEqual({ action: { type: "propose", title: "Picnic", text: "Ducks picnic." } });
    const die = { ...blankDraft("set_number"), number: "feed_die", value: "8" };
    expect(proposeAction("Bigger feed", "Feeding rolls a d8.", [die], true)).toEqual({
      action: { type: "propose", title: "Bigger feed", text: "Feeding rolls a d8.", changes: [{ op: "set_number", number: "feed_die", value: 8 }], changes_only: true },
    });
    expect(proposeAction("x", "y", [die], false, 4)).toEqual({ action: { type: "edit", proposal: 4, title: "x", text: "y", changes: [{ op: "set_number", number: "feed_die", value: 8 }] } });
    expect(proposeAction("", "y", [], false)).toEqual({ problem: "needTitle" });
    expect(proposeAction("x".repeat(101), "y", [], false)).toHaveProperty("problem", "titleTooLong");
    expect(proposeAction("x", "y", [{ ...die, value: "eight" }], false)).toEqual({ problem: "badField", params: { row: 1, field: "value" } });
  });
  it("every structured change in the engine's field order and types", () => {
    const loot = { ...blankDraft("loot_row"), table: "disciple", from: "1", to: "4", item: "seeds", count: "2", sides: "6" };
    expect(draftToChange(loot, 1)).toEqual({ change: { op: "loot_row", table: "disciple", from: 1, to: 4, item: "seeds", count: 2, sides: 6 } });
    expect(draftToChange({ ...loot, sides: "" }, 1)).toEqual({ change: { op: "loot_row", table: "disciple", from: 1, to: 4, item: "seeds", count: 2, sides: null } });
    expect(draftToChange({ ...blankDraft("colour_row"), colour: "purple", from: "7", to: "9" }, 1)).toEqual({ change: { op: "colour_row", colour: "purple", from: 7, to: 9 } });
    expect(draftToChange({ ...blankDraft("add_duck_word"), word: " Splash " }, 1)).toEqual({ change: { op: "add_duck_word", word: "Splash" } });
    expect(draftToChange({ ...blankDraft("remove_banned_name"), name: "Jeffery" }, 2)).toEqual({ change: { op: "remove_banned_name", name: "Jeffery" } });
    expect(draftToChange({ op: "nonsense" }, 3)).toEqual({ problem: "badRow", params: { row: 3 } });
  });
  it("corrections: a mission is null or {potential, retrievable}; a holder may be the Duck God", () => {
    expect(draftToChange({ ...blankDraft("set_mission"), duck: "3", potential: "" }, 1)).toEqual({ change: { op: "set_mission", duck: 3, value: null } });
    expect(draftToChange({ ...blankDraft("set_mission"), duck: "3", potential: "7", retrievable: "true" }, 1)).toEqual({ change: { op: "set_mission", duck: 3, value: { potential: 7, retrievable: true } } });
    expect(draftToChange({ ...blankDraft("set_items"), holder: "duck_god", item: "god_egg", value: "3" }, 1)).toEqual({ change: { op: "set_items", holder: "duck_god", item: "god_egg", value: 3 } });
    expect(draftToChange({ ...blankDraft("set_colour"), duck: "3", value: "" }, 1)).toEqual({ change: { op: "set_colour", duck: 3, value: null } });
    expect(draftToChange({ ...blankDraft("create_duck"), owner: "1", quacks: "-2", colour: "red" }, 1)).toEqual({ change: { op: "create_duck", owner: 1, quacks: -2, colour: "red" } });
    const fix = { ...blankDraft("set_quacks"), duck: "3", value: "10" };
    expect(correctAction([fix], " counted twice ", "ruling", "3")).toEqual({ action: { type: "correct", changes: [{ op: "set_quacks", duck: 3, value: 10 }], reason: "counted twice", cite: { ruling: 3 } } });
    expect(correctAction([fix], "r", "error", " a typo ")).toEqual({ action: { type: "correct", changes: [{ op: "set_quacks", duck: 3, value: 10 }], reason: "r", cite: { error: "a typo" } } });
    expect(correctAction([fix], "r", "proposal", "x")).toEqual({ problem: "needCite" });
    expect(correctAction([], "r", "error", "x")).toEqual({ problem: "needChange" });
    expect(correctAction([fix], " ", "error", "x")).toEqual({ problem: "needReason" });
  });
  it("offers: what I give and ask for as entries, a gift asks nothing, an expiry only when chosen", () => {
    expect(offerAction(2, { items: { seeds: 10 }, ducks: [3] }, { items: {}, ducks: [] }, null)).toEqual({ action: { type: "offer", to: 2, give: [{ duck: 3 }, { item: "seeds", count: 10 }] } });
    expect(offerAction(2, { items: { grapes: 1 }, ducks: [] }, { items: { god_egg: 1 }, ducks: [8] }, 1704585600000)).toEqual({
      action: { type: "offer", to: 2, give: [{ item: "grapes", count: 1 }], receive: [{ duck: 8 }, { item: "god_egg", count: 1 }], expires: 1704585600000 },
    });
    expect(offerAction(2, { items: {}, ducks: [] }, { items: { seeds: 1 }, ducks: [] }, null)).toEqual({ problem: "offerGive" });
    expect(offerAction(null, { items: {}, ducks: [3] }, { items: {}, ducks: [] }, null)).toEqual({ problem: "pickPlayer" });
  });
  it("the Judge: requests, answers (a statement with its verdict), settling", () => {
    expect(requestAction("statement", " Grapes feed own ducks. ")).toEqual({ action: { type: "request", kind: "statement", text: "Grapes feed own ducks." } });
    expect(answerAction(3, "question", "It is so.", true)).toEqual({ action: { type: "answer", request: 3, text: "It is so." } });
    expect(answerAction(3, "statement", "Rule 19 says so.", false)).toEqual({ action: { type: "answer", request: 3, text: "Rule 19 says so.", verdict: false } });
    expect(answerAction(3, "statement", "Rule 19.", null)).toEqual({ problem: "needVerdict" });
    expect(settleAction({ type: "settle", proposals: [4] }, 4, "Rule 40 now reads ...")).toEqual({ action: { type: "settle", proposal: 4, note: "Rule 40 now reads ..." } });
  });
  it("whole numbers as typed", () => {
    expect([whole("12"), whole(" -3 "), whole("1.5"), whole(""), whole("9".repeat(20)), whole(null)]).toEqual([12, -3, null, null, null, null]);
  });
});
