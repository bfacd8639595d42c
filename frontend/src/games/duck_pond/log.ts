// Turns a Duck Pond event (docs/games/duck_pond.md, "Events") into one line of the log. Rolls
// are left out: the Dice tab lists them with their proof.

import type { GameEvent } from "../../types.js";
import { plural, type PSay } from "./strings.js";
import { periodName } from "./time.js";

export const MAJOR_EVENTS: ReadonlySet<string> = new Set([
  "round_started",
  "period_started",
  "proposal_passed",
  "proposal_failed",
  "title_changed",
  "god_egg",
  "round_lost",
  "disciple_perished",
  "judge_changed",
]);

const num = (e: GameEvent, k: string) => (typeof e[k] === "number" ? (e[k] as number) : 0);
const str = (e: GameEvent, k: string) => (typeof e[k] === "string" ? (e[k] as string) : "");

function holder(t: PSay, name: (seat: number) => string, h: unknown): string {
  if (h === "duck_god") return t("duckGod");
  return typeof h === "number" ? name(h) : t("nobody");
}

function word(t: PSay, prefix: string, value: string): string {
  const k = `${prefix}_${value}`;
  const w = t(k as never);
  return w === k ? value : w;
}

function attack(e: GameEvent, t: PSay, who: string): string {
  const p = { name: who, duck: num(e, "duck"), cost: num(e, "cost") };
  switch (e["kind"]) {
    case "standard":
      return t("ev_attack_standard", { ...p, target: num(e, "target"), loss: num(e, "loss") });
    case "lay_egg":
      return t(e["egg"] ? "ev_attack_egg" : "ev_attack_no_egg", { ...p, roll: num(e, "roll") });
    case "hatch":
      return t("ev_attack_hatch", p);
    case "scrambler":
      return t("ev_attack_scrambler", { ...p, n: num(e, "god_eggs"), target: e["target"] === "duck_god" ? t("duckGod") : `#${String(e["target"])}` });
    case "steal":
      return t("ev_attack_steal", { ...p, target: num(e, "target") });
    case "cannibalism":
      return t("ev_attack_cannibalism", { ...p, target: num(e, "target"), gain: num(e, "gain") });
    default:
      return t("ev_attack_standard", { ...p, target: num(e, "target"), loss: num(e, "loss") });
  }
}

export function describeEvent(e: GameEvent, say: PSay, name: (seat: number) => string, _me: number | null): string | null {
  const t = plural(say);
  const who = typeof e.seat === "number" ? name(e.seat) : "";
  const duck = num(e, "duck");
  switch (e.type) {
    case "roll":
      return null;
    case "round_started":
      return t("ev_round_started", { round: num(e, "round") });
    case "player_joined":
      return t("ev_player_joined", { name: str(e, "name") || who });
    case "player_left":
      return t(e["removed"] ? "ev_player_removed" : "ev_player_left", { name: who });
    case "display_name":
      return t("ev_display_name", { name: who, new: str(e, "name") });
    case "duck_created": {
      const owner = typeof e["owner"] === "number" ? name(e["owner"] as number) : t("nobody");
      return t(`ev_duck_created_${str(e, "how") === "found" ? "found" : str(e, "how") === "correction" ? "correction" : "first"}`, { name: owner, duck });
    }
    case "duck_hatched":
      return t("ev_duck_hatched", { parent: num(e, "parent"), duck, name: holder(t, name, e["owner"]) });
    case "duck_named":
      return e["name"] === null ? t("ev_duck_unnamed", { duck }) : t("ev_duck_named", { duck, new: str(e, "name") });
    case "name_lost":
      return t("ev_name_lost", { duck, old: str(e, "name"), reason: str(e, "reason") });
    case "duck_removed":
      return t("ev_duck_removed", { duck, reason: str(e, "reason") });
    case "not_created":
      return t("ev_not_created", { what: word(t, "what", str(e, "what")), reason: str(e, "reason") });
    case "pond_created":
      return t("ev_pond_created", { pond: num(e, "pond") });
    case "ponds":
      return t("ev_ponds", { n: num(e, "ponds") });
    case "pond_assigned":
      return t("ev_pond_assigned", { name: who, duck, pond: num(e, "pond") });
    case "duck_moved":
      return t("ev_duck_moved", { name: who, duck, pond: num(e, "pond") });
    case "coloured":
      return t("ev_coloured", { duck, colour: word(t, "colour", str(e, "colour")) });
    case "fed": {
      const fruit = str(e, "fruit");
      const p = { name: who, duck, gain: num(e, "gain"), roll: num(e, "roll"), quacks: num(e, "quacks") };
      return fruit ? t("ev_fed_fruit", { ...p, fruit: word(t, "item", fruit) }) : t("ev_fed", p);
    }
    case "attack":
      return attack(e, t, who);
    case "ritual":
      return e["target"] === null || e["target"] === undefined ? t("ev_ritual_none") : t("ev_ritual", { duck: num(e, "target"), loss: num(e, "loss") });
    case "disciple_created":
      return t("ev_disciple_created", { name: str(e, "name"), quacks: num(e, "quacks") });
    case "disciple_perished":
      return t("ev_disciple_perished", { name: str(e, "name") || t("disciple"), killer: num(e, "killer"), owner: who });
    case "loot":
      return e["item"] === null ? t("ev_loot_nothing", { name: who, roll: num(e, "roll") }) : t("ev_loot", { name: who, count: num(e, "count"), item: word(t, "item", str(e, "item")), roll: num(e, "roll") });
    case "scouted":
      return t("ev_scouted", { name: who, duck, potential: num(e, "potential") });
    case "adjusted":
      return t("ev_adjusted", { name: who, duck, by: num(e, "by") > 0 ? `+${num(e, "by")}` : String(num(e, "by")), potential: num(e, "potential") });
    case "retrieved":
      return t(e["returned"] ? "ev_retrieved" : "ev_still_out", { duck, roll: num(e, "roll"), potential: num(e, "potential") });
    case "cut_losses":
      return t("ev_cut_losses", { name: who, duck, gain: num(e, "gain") });
    case "upkeep":
      return t("ev_upkeep", { n: Array.isArray(e["changes"]) ? e["changes"].length : 0 });
    case "title_changed": {
      const title = word(t, "title", str(e, "title"));
      return e["holder"] === null || e["holder"] === undefined
        ? t("ev_title_vacant", { title, previous: holder(t, name, e["previous"]) })
        : t("ev_title_changed", { title, name: holder(t, name, e["holder"]) });
    }
    case "proposal_made":
      return t("ev_proposal_made", { name: who, n: num(e, "proposal"), title: str(e, "title") });
    case "proposal_retracted":
      return t("ev_proposal_retracted", { name: who, n: num(e, "proposal") });
    case "vote":
      return t(e["vote"] === "for" ? "ev_vote_for" : e["vote"] === "against" ? "ev_vote_against" : "ev_vote_none", { name: who, n: num(e, "proposal") });
    case "proposal_failed":
      return t("ev_proposal_failed", { n: num(e, "proposal"), title: str(e, "title"), for: num(e, "for"), against: num(e, "against") });
    case "proposal_passed":
      return t(e["adopted"] ? "ev_proposal_adopted" : "ev_proposal_passed", { n: num(e, "proposal"), title: str(e, "title"), for: num(e, "for"), against: num(e, "against") });
    case "proposal_settled":
      return t("ev_proposal_settled", { n: num(e, "proposal") });
    case "notice":
      return t("ev_notice", { text: str(e, "text") });
    case "notice_dismissed":
      return t("ev_notice_dismissed", { n: num(e, "notice") });
    case "offer_made":
      return t("ev_offer_made", { name: who, n: num(e, "offer"), to: holder(t, name, e["to"]) });
    case "offer_closed":
      return t("ev_offer_closed", { n: num(e, "offer"), how: word(t, "how", str(e, "how")) });
    case "traded":
      return t("ev_traded", { name: who, to: holder(t, name, e["to"]), n: num(e, "offer") });
    case "judge_changed": {
      const how = str(e, "how");
      return how === "appointed" ? t("ev_judge_appointed", { name: holder(t, name, e.seat) }) : t(`ev_judge_${how === "removed" ? "removed" : how === "resigned" ? "resigned" : "left"}`, { name: holder(t, name, e["previous"]) });
    }
    case "motion_made":
      return t(e["kind"] === "remove" ? "ev_motion_remove" : "ev_motion_appoint", { name: who });
    case "motion_lapsed":
      return t("ev_motion_lapsed", { n: num(e, "motion") });
    case "assented":
      return t("ev_assented", { name: who, n: num(e, "motion") });
    case "request_filed":
      return t("ev_request_filed", { name: who, n: num(e, "request") });
    case "request_closed":
      return t("ev_request_closed", { n: num(e, "request"), how: word(t, "how", str(e, "how")) });
    case "ruling":
      return t("ev_ruling", { n: num(e, "ruling") });
    case "confidence_opened":
      return t("ev_confidence_opened", { name: who, n: num(e, "ruling") });
    case "confidence_vote":
      return t("ev_confidence_vote", { name: who, n: num(e, "ruling") });
    case "confidence_result":
      return t(e["fallen"] ? "ev_ruling_fell" : "ev_ruling_stands", { n: num(e, "ruling"), o: num(e, "overturn"), a: num(e, "affirm") });
    case "confidence_window_closed":
      return t("ev_confidence_window_closed", { n: num(e, "ruling") });
    case "correction":
      return t(e["status"] === "pending" ? "ev_correction_pending" : "ev_correction", { n: num(e, "correction"), reason: str(e, "reason") });
    case "correction_confirmed":
      return t("ev_correction_confirmed", { name: who, n: num(e, "correction") });
    case "correction_closed":
      return t("ev_correction_closed", { n: num(e, "correction"), how: word(t, "how", str(e, "how")) });
    case "correction_reversed":
      return t("ev_correction_reversed", { n: num(e, "correction"), ruling: num(e, "ruling") });
    case "period_ended":
    case "period_started": {
      const id = str(e, "period");
      return t(`ev_${e.type}`, { name: periodName(t, id), day: id.slice(0, 10) });
    }
    case "god_egg":
      return t("ev_god_egg", { n: num(e, "god_eggs"), limit: num(e, "limit") });
    case "round_lost":
      return t("ev_round_lost", { n: num(e, "god_eggs"), round: num(e, "round") });
    case "limits_set":
      return t("ev_limits_set");
    case "limits_applied":
      return t("ev_limits_applied");
    default:
      return null;
  }
}
