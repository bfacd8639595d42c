// Proposals and votes (rulings 36-38): the open proposals with their tallies and my vote (For,
// Against or none, changeable until the period ends), making, editing and retracting proposals
// with free text and structured changes, and the proposals decided lately.

import { html, nothing, type TemplateResult } from "lit";
import { draftsEditor, draftsOf, filledDrafts, changeWords } from "./changes.js";
import { TEXT_MAX, TITLE_MAX, formOf, myVote, numbers, proposeAction, voteAction, listAction } from "./forms.js";
import { decidedProposals, openProposals } from "./selectors.js";
import type { PondSeatView, Proposal } from "./types.js";
import { weekdayTime } from "./time.js";
import { actionRow, breadSvg, confirmThen, fields, note, send, submit, say, type Ctx } from "./ui.js";
import { proposalHead, tally } from "./wall.js";
import { duckSvg } from "../../icons.js";

function ballot(ctx: Ctx, m: PondSeatView, p: Proposal): TemplateResult {
  const t = say(ctx);
  const f = formOf(m.legal, "vote");
  const mine = myVote(m.legal, p.proposal);
  if (!f || mine === undefined) return html``;
  const key = `vote:${p.proposal}`;
  const when = weekdayTime(ctx.lang, m.time_zone, p.closes);
  const choice = (vote: "for" | "against" | null, label: TemplateResult | string, cls: string) => {
    const on = mine === vote;
    return html`<button
      class="btn ${cls} ${on ? "on" : ""}"
      aria-pressed=${on ? "true" : "false"}
      ?disabled=${on}
      @click=${() => send(ctx, key, voteAction(f, p.proposal, vote), false)}
    >
      ${label}
    </button>`;
  };
  return html`<div class="pd-ballot" role="group" aria-label=${t("yourVoteOn", { n: p.proposal })}>
      ${choice("for", html`${breadSvg} ${t("voteFor")}`, "pd-vfor")} ${choice("against", html`${duckSvg("ic")} ${t("voteAgainst")}`, "pd-vagainst")}
      ${choice(null, t("noVote"), "ghost")}
    </div>
    <small class="pd-myvote">${mine === "for" ? t("youVotedFor", { when }) : mine === "against" ? t("youVotedAgainst", { when }) : t("youHaveNotVoted")}</small>
    ${note(ctx, key)}`;
}

function proposalCard(ctx: Ctx, m: PondSeatView, p: Proposal): TemplateResult {
  const t = say(ctx);
  const retract = formOf(m.legal, "retract");
  const edit = formOf(m.legal, "edit");
  const mineOpen = retract && numbers(retract, "proposals").includes(p.proposal);
  const key = `retract:${p.proposal}`;
  return html`<li class="pd-proposal">
    ${proposalHead(ctx, p)} ${p.text ? html`<p class="pd-text">${p.text}</p>` : nothing}
    ${p.changes.length
      ? html`<ul class="pd-changes">
          ${p.changes.map((c) => html`<li>${changeWords(ctx, c)}</li>`)}
        </ul>`
      : nothing}
    ${p.changes_only ? html`<small>${t("changesOnlyNote")}</small>` : nothing} ${tally(ctx, p)} ${ballot(ctx, m, p)}
    ${mineOpen
      ? html`<div class="row-actions">
            ${edit
              ? html`<button class="btn small" @click=${() => ctx.setBoard({ ...ctx.board, open: `edit:${p.proposal}`, changes: draftsOf(p.changes), problem: null })}>
                  ${t("editProposal")}
                </button>`
              : nothing}
            <button class="btn small danger-text" @click=${() => confirmThen(ctx, key, listAction(retract, "proposals", "proposal", p.proposal), t("confirmRetract", { n: p.proposal }))}>
              ${t("retract")}
            </button>
          </div>
          ${note(ctx, key)}`
      : nothing}
    ${ctx.board.open === `edit:${p.proposal}` ? html`<div class="pd-form">${proposalForm(ctx, `edit:${p.proposal}`, p)}</div>` : nothing}
  </li>`;
}

/** Writing a proposal: title, text, optional structured changes; or editing one (a resubmission). */
function proposalForm(ctx: Ctx, key: string, editing: Proposal | null): TemplateResult {
  const t = say(ctx);
  const hasChanges = ctx.board.changes.length > 0;
  return html`<form
      class="pd-stack"
      @submit=${(e: Event) => {
        const f = fields(e);
        const built = proposeAction(f["title"] ?? "", f["text"] ?? "", filledDrafts(ctx, "changes"), f["changes_only"] === "on", editing?.proposal ?? null);
        send(ctx, key, built, false); // the form closes when the host has the proposal (rules.ts)
      }}
    >
      ${editing ? html`<small>${t("editNote")}</small>` : nothing}
      <label class="pd-field"><span>${t("proposalTitle")}</span><input name="title" type="text" maxlength=${TITLE_MAX} value=${editing?.title ?? ""} /></label>
      <label class="pd-field"><span>${t("proposalText")}</span><textarea name="text" rows="4" maxlength=${TEXT_MAX} .value=${editing?.text ?? ""}></textarea></label>
      <p class="pd-help">${t("changesHelp")}</p>
      ${draftsEditor(ctx, "changes")}
      ${hasChanges ? html`<label class="pd-check"><input type="checkbox" name="changes_only" ?checked=${editing?.changes_only ?? true} /> ${t("changesOnly")}</label>` : nothing}
      <div class="row-actions">
        ${submit(editing ? t("resubmit") : t("propose"))}
        ${editing ? html`<button class="btn ghost" type="button" @click=${() => ctx.setBoard({ ...ctx.board, open: null, changes: [] })}>${t("cancel")}</button>` : nothing}
      </div>
    </form>
    ${note(ctx, key)}`;
}

export function votesTab(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const open = openProposals(m);
  const decided = decidedProposals(m).slice().reverse();
  const propose = formOf(m.legal, "propose");
  return html`<section class="pd-section" aria-labelledby="pd-votes-h">
      <h3 id="pd-votes-h">${t("openProposals")} <small>${t("voteHow")}</small></h3>
      ${open.length
        ? html`<ul class="pd-proposals">
            ${open.map((p) => proposalCard(ctx, m, p))}
          </ul>`
        : html`<p class="pd-empty">${t("noOpenProposals")}</p>`}
    </section>
    ${propose
      ? html`<section class="pd-section" aria-labelledby="pd-new-h">
          <h3 id="pd-new-h">${t("newProposal")}</h3>
          <ul class="pd-actions">
            ${actionRow(ctx, "propose", {
              title: t("a_propose"),
              cost: t("free"),
              does: t("d_propose", { limit: m.limits?.["proposals_per_period"] ?? 5 }),
              body: () => proposalForm(ctx, "propose", null),
            })}
          </ul>
        </section>`
      : nothing}
    ${decided.length
      ? html`<section class="pd-section" aria-labelledby="pd-decided-h">
          <h3 id="pd-decided-h">${t("decidedProposals")}</h3>
          <ul class="pd-proposals">
            ${decided.map(
              (p) => html`<li class="pd-proposal decided">
                ${proposalHead(ctx, p)} ${p.note ? html`<p class="pd-text">${p.note}</p>` : nothing} ${tally(ctx, p)}
              </li>`,
            )}
          </ul>
        </section>`
      : nothing}`;
}
