// The how-to-play sheet of a game: from the lobby and during play. Its content is the game's.

import { html, nothing, type TemplateResult } from "lit";
import { inLang } from "../games/info.js";
import type { Shell } from "./context.js";

export function howToSheet(sh: Shell, name: string): TemplateResult {
  const t = sh.t;
  const close = () => sh.patch({ howTo: null });
  const mod = sh.module(name);
  const title = inLang(sh.info(name)?.title, sh.lang, name);
  const state = sh.moduleState(name);
  const sheet = mod?.howTo ? mod.howTo(sh.lang, sh.say(name)) : null;
  return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
    <div class="dialog wide howto" role="dialog" aria-modal="true" aria-labelledby="how-h">
      <h2 id="how-h">${t("howToPlay")}: ${title}</h2>
      ${sheet
        ? html`<p class="intro">${sheet.intro}</p>
            ${sheet.sections.map(
              (sec) => html`<h3>${sec.title}</h3>
                <ul>
                  ${sec.items.map((i) => html`<li>${i}</li>`)}
                </ul>`,
            )}
            ${sheet.legend ? html`<h3>${sh.say(name)("legend")}</h3>${sheet.legend}` : nothing}`
        : html`<p role="status">
            ${mod ? t("noHowTo") : state === "failed" ? t("boardFailed") : state === "unknown" ? t("unknownGameText", { game: title }) : t("loadingGame")}
          </p>`}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${close}>${t("closeSheet")}</button>
      </div>
    </div>
  </div>`;
}
