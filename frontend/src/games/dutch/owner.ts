// Between rounds, the table's owner deals the next round or changes the game length: exactly
// the view's `owner` actions, sent as the owner's (not a seat's).

import { html, nothing, type TemplateResult } from "lit";
import { say, view, type Ctx } from "./ctx.js";
import type { Mode, OwnerAction } from "./types.js";

export function ownerControls(ctx: Ctx): TemplateResult | typeof nothing {
  const v = view(ctx);
  if (!ctx.owner || v.phase !== "between" || !Array.isArray(v.owner) || !v.owner.length) return nothing;
  const t = say(ctx);
  const deal = v.owner.some((a) => a.type === "deal");
  const modes = v.owner.filter((a): a is Extract<OwnerAction, { type: "mode" }> => a.type === "mode").map((a) => a.mode);
  const change = (e: Event) => {
    const mode = (e.target as HTMLSelectElement).value as Mode;
    if (modes.includes(mode)) ctx.act({ type: "mode", mode }, { owner: true });
  };
  return html`<div class="du-owner">
    ${modes.length
      ? html`<label class="du-mode">
          <span>${t("gameLength")}</span>
          <select @change=${change}>
            <option value=${v.mode} selected>${t(`mode_${v.mode}`)}</option>
            ${modes.map((mo) => html`<option value=${mo}>${t(`mode_${mo}`)}</option>`)}
          </select>
        </label>`
      : nothing}
    ${deal ? html`<button class="btn primary" @click=${() => ctx.act({ type: "deal" }, { owner: true })}>▶ ${t("dealNext")}</button>` : nothing}
  </div>`;
}
