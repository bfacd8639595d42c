// A roll's cause in words: the engine logs it in English ("feeding duck 3"); the board says it
// in the player's language and names the duck. A cause it does not know is shown as logged.

import type { PSay } from "./strings.js";

type Names = { duck(n: number): string; seat(n: number): string };

const PATTERNS: [RegExp, (t: PSay, m: RegExpMatchArray, x: Names) => string][] = [
  [/^feeding duck (\d+)$/, (t, m, x) => t("cause_feeding", { duck: x.duck(Number(m[1])) })],
  [/^pond roll for duck (\d+)$/, (t, m, x) => t("cause_pond", { duck: x.duck(Number(m[1])) })],
  [/^Lay Egg by duck (\d+)$/, (t, m, x) => t("cause_lay_egg", { duck: x.duck(Number(m[1])) })],
  [/^scouting potential of duck (\d+)$/, (t, m, x) => t("cause_potential", { duck: x.duck(Number(m[1])) })],
  [/^retrieving duck (\d+)$/, (t, m, x) => t("cause_retrieving", { duck: x.duck(Number(m[1])) })],
  [/^(scouting|disciple) loot for seat (\d+)$/, (t, m, x) => t("cause_loot", { table: t(`loot_${m[1]}` as never), name: x.seat(Number(m[2])) })],
  [/^(scouting|disciple) loot: ([a-z_]+)$/, (t, m) => t("cause_loot_item", { table: t(`loot_${m[1]}` as never), item: t(`item_${m[2]}` as never) })],
  [/^the new Disciple's quacks$/, (t) => t("cause_disciple_quacks")],
  [/^the new Disciple's name$/, (t) => t("cause_disciple_name")],
  [/^the new Disciple's name, again$/, (t) => t("cause_disciple_name_again")],
  [/^the Ritual's target$/, (t) => t("cause_ritual_target")],
  [/^the Ritual on duck (\d+)$/, (t, m, x) => t("cause_ritual_on", { duck: x.duck(Number(m[1])) })],
  [/^duck (\d+) avenged$/, (t, m, x) => t("cause_avenged", { duck: x.duck(Number(m[1])) })],
];

export function causeWords(t: PSay, cause: string, names: Names): string {
  for (const [re, say] of PATTERNS) {
    const m = cause.match(re);
    if (m) return say(t, m, names);
  }
  return cause;
}
