// The header: the duck, the product's name, the round, how to play, sound and language.

import { html, nothing, type TemplateResult } from "lit";
import { LANGUAGES } from "../i18n.js";
import { duckSvg, icons } from "../icons.js";
import { currentView } from "../state.js";
import type { Shell } from "./context.js";

export interface HeaderControls {
  sound: boolean;
  toggleSound(): void;
  changeLang(e: Event): void;
}

export function header(sh: Shell, c: HeaderControls): TemplateResult {
  const t = sh.t;
  const v = currentView(sh.s);
  const game = sh.s.table ? sh.tableGame() : null;
  return html`<header class="bar">
    ${duckSvg("logo")}
    <h1>${t("title")}</h1>
    ${v ? html`<span class="round">${v.rounds != null ? t("round", { r: v.round, n: v.rounds }) : t("roundOnly", { r: v.round })}</span>` : nothing}
    <span class="spacer"></span>
    ${game && sh.hasHowTo(game) && !sh.preview
      ? html`<button class="icon-btn" aria-label=${t("howToPlay")} title=${t("howToPlay")} @click=${() => sh.openHowTo(game)}>${icons.help}</button>`
      : nothing}
    <button
      class="icon-btn"
      aria-pressed=${c.sound ? "true" : "false"}
      aria-label=${c.sound ? t("soundOn") : t("soundOff")}
      title=${c.sound ? t("soundOn") : t("soundOff")}
      @click=${c.toggleSound}
    >
      ${c.sound ? icons.soundOn : icons.soundOff}
    </button>
    <select aria-label=${t("language")} @change=${c.changeLang}>
      ${Object.keys(LANGUAGES).map((l) => html`<option value=${l} ?selected=${l === sh.lang}>${l.toUpperCase()}</option>`)}
    </select>
  </header>`;
}
