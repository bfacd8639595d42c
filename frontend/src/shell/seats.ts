// A seat's badge and tags, and the seat commands on its row (hand to a bot, take back).

import { html, nothing, type TemplateResult } from "lit";
import type { Maybe } from "../games/types.js";
import type { T } from "../i18n.js";
import { icons, seatColor } from "../icons.js";
import { isBotSeat, middleLevel, seatControl, seatName } from "../state.js";
import type { Shell } from "./context.js";

/** A seat's round badge: a bot's own seat shows the robot, so "Bot 3" and "Ben" don't both read "B". */
export function avatar(seat: number, name: string, bot: boolean): TemplateResult {
  return html`<span class="avatar" style="background:${seatColor(seat)}">${bot ? icons.bot : name.slice(0, 1).toUpperCase()}</span>`;
}

export function seatAvatar(sh: Shell, seat: number): TemplateResult {
  return avatar(seat, seatName(sh.s, seat), isBotSeat(sh.s, seat));
}

export function levelName(t: T, level: string): string {
  const k = `level_${level}` as const;
  return k === "level_random" || k === "level_easy" || k === "level_medium" || k === "level_hard" ? t(k) : level;
}

/** The shell's tags of a seat during a game: the bot playing it, away. */
export function seatTags(sh: Shell, seat: number): Maybe {
  const info = sh.s.table?.seats.find((x) => x.seat === seat);
  if (!info) return nothing;
  return html`${info.bot ? html`<span class="tag">${icons.bot} ${levelName(sh.t, info.bot)}</span>` : nothing}
  ${info.connected === false && !info.bot ? html`<span class="tag" title="offline">${icons.away}</span>` : nothing}`;
}

/** The level chosen for handing `seat` to a bot (the middle one until changed). */
function levelFor(sh: Shell, levels: string[], seat: number): string {
  const l = sh.ui.levels[seat];
  return l && levels.includes(l) ? l : middleLevel(levels);
}

/**
 * The seat command on a row during a game: hand the seat to a bot (level picker and button),
 * or take it back. `own`: the player's own row, whose hand-over sits in a small menu.
 */
export function seatCommand(sh: Shell, seat: number, own: boolean): Maybe {
  const t = sh.t;
  const tb = sh.s.table;
  if (!tb) return nothing;
  const ctl = seatControl(sh.s, seat, sh.isOwner(tb), sh.caps);
  if (ctl === "take_back") return html`<button class="btn small" @click=${() => sh.lobby({ command: "seat/take_back", seat })}>${t("takeBack")}</button>`;
  if (ctl !== "bot") return nothing;
  const levels = sh.levelsFor(sh.tableGame());
  const level = levelFor(sh, levels, seat);
  const name = seatName(sh.s, seat);
  const picker = html`<span class="seat-ctl">
    <select
      aria-label=${t("botLevelFor", { name: own ? t("you") : name })}
      @change=${(e: Event) => sh.patch({ levels: { ...sh.ui.levels, [seat]: (e.target as HTMLSelectElement).value } })}
    >
      ${levels.map((l) => html`<option value=${l} ?selected=${l === level}>${levelName(t, l)}</option>`)}
    </select>
    <button class="btn small" @click=${() => sh.lobby({ command: "seat/bot", seat, level: levelFor(sh, levels, seat) })}>
      ${icons.bot} ${own ? t("letBotPlayMe") : t("letBotPlay")}
    </button>
  </span>`;
  return own
    ? html`<details class="seat-menu">
        <summary aria-label=${t("seatMenu")} title=${t("seatMenu")}>⋯</summary>
        ${picker}
      </details>`
    : picker;
}
