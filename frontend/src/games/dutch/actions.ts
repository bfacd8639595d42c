// The seat's action bar: exactly the buttons the view's `legal` allows now, and the throw-in
// button for every seat the window lets throw in (not only the player on turn).

import { html, nothing, type TemplateResult } from "lit";
import type { Maybe } from "../types.js";
import { cardShort, rankWords } from "./cards.js";
import { mine, say, view, type Ctx } from "./ctx.js";
import { powerSvg } from "./face.js";
import { ownerControls } from "./owner.js";
import { arm, armedNow, can, mayThrow } from "./rules.js";

export function actionBar(ctx: Ctx, confirm: (open: boolean) => void): Maybe {
  const t = say(ctx);
  const v = view(ctx);
  const m = mine(ctx);
  const buttons: TemplateResult[] = [];
  const add = (type: "ready" | "draw" | "take" | "discard" | "skip" | "end", label: string, cls = "") => {
    if (can(m, type)) buttons.push(html`<button class="btn ${cls}" @click=${() => ctx.act({ type })}>${label}</button>`);
  };
  const top = v.pile[v.pile.length - 1];
  add("ready", "✓ " + t("ready"), "primary");
  add("draw", t("draw"), "primary");
  if (top !== undefined) add("take", t("take", { card: cardShort(t, top) }));
  if (v.held) add("discard", t("discard", { card: cardShort(t, v.held.card) }));
  if (can(m, "skip") && v.turn?.power) add("skip", t(`skip_${v.turn.power}`));
  if (can(m, "dutch")) buttons.push(html`<button class="btn du-dutch" @click=${() => confirm(true)}>${t("callDutch")}</button>`);
  add("end", t("endTurn"), can(m, "dutch") ? "" : "primary");
  if (mayThrow(m) && v.window) {
    const rank = rankWords(t, v.window.rank);
    buttons.push(
      armedNow(ctx.board, m)
        ? html`<button class="btn ghost du-cancel" @click=${() => ctx.setBoard(arm(ctx.board, m, false))}>${t("cancelThrow")}</button>`
        : html`<button class="btn du-throw" aria-label=${t("throwInLabel", { rank })} @click=${() => ctx.setBoard(arm(ctx.board, m, true))}>
            ${powerSvg("jack")} ${t("throwIn")}
          </button>`,
    );
  }
  const owner = v.phase === "between" ? ownerControls(ctx) : nothing;
  if (!buttons.length && owner === nothing) return nothing;
  return html`<div class="actions du-actions">${buttons}${owner}</div>`;
}
