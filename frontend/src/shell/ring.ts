// The countdown ring of the current decision; a pause sign while the clock stands still.

import { html, type TemplateResult } from "lit";
import type { T } from "../i18n.js";

export function ring(t: T, left: number, total: number | null, stopped = false): TemplateResult {
  const sec = Math.ceil(left / 1000);
  const r = 19;
  const circ = 2 * Math.PI * r;
  const frac = total ? Math.max(0, Math.min(1, left / total)) : 1;
  if (stopped) {
    return html`<span class="ring stopped" role="img" aria-label=${t("clockStopped")} title=${t("clockStopped")}>
      <svg viewBox="0 0 46 46" aria-hidden="true"><circle class="bg" cx="23" cy="23" r=${r}></circle></svg>
      <span class="pause" aria-hidden="true"><i></i><i></i></span>
    </span>`;
  }
  return html`<span class="ring ${sec <= 10 ? "low" : ""}" aria-label=${t("secondsLeft", { n: sec })}>
    <svg viewBox="0 0 46 46" aria-hidden="true">
      <circle class="bg" cx="23" cy="23" r=${r}></circle>
      <circle class="fg" cx="23" cy="23" r=${r} stroke-dasharray=${circ} stroke-dashoffset=${circ * (1 - frac)}></circle>
    </svg>
    ${sec}
  </span>`;
}
