// The card's visual editor: a table picker (the Duck Down table devices HA knows) and the mode.
// It uses HA's own <ha-form> when the dashboard editor has loaded it, else plain controls.

import { LitElement, css, html, type TemplateResult } from "lit";
import { EDITOR_TYPE, MODES, tableDevices, validateConfig, type CardConfig, type HassLike } from "./config.js";
import { LABELS, LOBBY, MODE_LABELS, editedConfig, editorSchema } from "./editor-schema.js";

export class DuckDownCardEditor extends LitElement {
  static override properties = { hass: { attribute: false }, _config: { state: true } };

  hass?: HassLike;
  private _config?: CardConfig;

  setConfig(config: unknown): void {
    this._config = validateConfig(config);
  }

  static override styles = css`
    .field {
      display: flex;
      flex-direction: column;
      gap: 4px;
      margin-bottom: 12px;
    }
    select,
    input {
      font: inherit;
      padding: 8px;
    }
  `;

  private changed(value: Record<string, unknown>): void {
    if (!this._config) return;
    let next: CardConfig;
    try {
      next = editedConfig(this._config, value);
    } catch {
      return;
    }
    this._config = next;
    this.dispatchEvent(new CustomEvent("config-changed", { detail: { config: next }, bubbles: true, composed: true }));
  }

  override render(): TemplateResult {
    if (!this._config) return html``;
    const data = { table: this._config.table ?? LOBBY, mode: this._config.mode, title: this._config.title ?? "" };
    if (customElements.get("ha-form")) {
      return html`<ha-form
        .hass=${this.hass}
        .data=${data}
        .schema=${editorSchema(this.hass, this._config.table)}
        .computeLabel=${(s: { name: string }) => LABELS[s.name] ?? s.name}
        @value-changed=${(e: CustomEvent<{ value: Record<string, unknown> }>) => this.changed(e.detail.value)}
      ></ha-form>`;
    }
    const tables = tableDevices(this.hass);
    return html`
      <label class="field"
        >${LABELS["table"]}
        <select @change=${(e: Event) => this.changed({ table: (e.target as HTMLSelectElement).value })}>
          <option value="" ?selected=${!data.table}>No fixed table: the lobby</option>
          ${tables.map((t) => html`<option value=${t.id} ?selected=${t.id === data.table}>${t.name}</option>`)}
        </select>
      </label>
      <label class="field"
        >${LABELS["mode"]}
        <select @change=${(e: Event) => this.changed({ mode: (e.target as HTMLSelectElement).value })}>
          ${MODES.map((m) => html`<option value=${m} ?selected=${m === data.mode}>${MODE_LABELS[m]}</option>`)}
        </select>
      </label>
      <label class="field"
        >${LABELS["title"]}
        <input .value=${data.title} @change=${(e: Event) => this.changed({ title: (e.target as HTMLInputElement).value })} />
      </label>
    `;
  }
}

/** Define the editor's element (the card module calls this; see duck-down-card.ts). */
export function defineEditor(registry: CustomElementRegistry = window.customElements): void {
  if (!registry.get(EDITOR_TYPE)) registry.define(EDITOR_TYPE, DuckDownCardEditor);
}
