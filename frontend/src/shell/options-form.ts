// The chosen game's options as form fields (src/options.ts says which): a number input with
// its limits, a switch, or a select.

import { html, nothing, type TemplateResult } from "lit";
import { clampNumber, type OptionField } from "../options.js";

function field(f: OptionField, set: (key: string, value: unknown) => void): TemplateResult {
  const id = `opt-${f.key}`;
  const hint = f.hint ? html`<small id="${id}-hint">${f.hint}</small>` : nothing;
  switch (f.kind) {
    case "number":
      return html`<div class="field">
        <label for=${id}>${f.label}</label>
        <input
          id=${id}
          type="number"
          min=${f.min ?? nothing}
          max=${f.max ?? nothing}
          inputmode="numeric"
          aria-describedby=${f.hint ? `${id}-hint` : nothing}
          .value=${String(f.value)}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            const n = clampNumber(f, input.value);
            input.value = String(n);
            set(f.key, n);
          }}
        />
        ${hint}
      </div>`;
    case "switch":
      return html`<label class="check">
        <input type="checkbox" role="switch" .checked=${f.value} @change=${(e: Event) => set(f.key, (e.target as HTMLInputElement).checked)} />
        ${f.label}
      </label>`;
    case "select":
      return html`<div class="field">
        <label for=${id}>${f.label}</label>
        <select id=${id} @change=${(e: Event) => set(f.key, (e.target as HTMLSelectElement).value)}>
          ${f.choices.map((c) => html`<option value=${c.value} ?selected=${c.value === f.value}>${c.label}</option>`)}
        </select>
        ${hint}
      </div>`;
  }
}

export function optionsForm(fields: OptionField[], set: (key: string, value: unknown) => void): TemplateResult {
  const numbers = fields.filter((f) => f.kind !== "switch");
  const switches = fields.filter((f) => f.kind === "switch");
  return html`<div class="opts">${numbers.map((f) => field(f, set))}</div>
    ${switches.map((f) => field(f, set))}`;
}
