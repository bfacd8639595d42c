// The Judge (rulings 40-43): the office (asking, assenting, removal with ruling 40's warning,
// resigning), requests for justice and their rulings, votes of confidence, corrections and
// notices, all public; and for the player who is Judge, the desk: answers, corrections with a
// reason and a citation, settling adopted proposals, dismissing notices.

import { html, nothing, type TemplateResult } from "lit";
import { changeWords, draftsEditor, filledDrafts } from "./changes.js";
import { answerAction, correctAction, formOf, listAction, numbers, pairs, requestAction, settleAction } from "./forms.js";
import { shortDateTime } from "./time.js";
import type { Correction, Form, PondSeatView, Request } from "./types.js";
import { actionRow, confirmThen, fields, named, note, picker, player, pv, send, submit, say, type Ctx } from "./ui.js";

function when(ctx: Ctx, ms: number | null): string {
  return ms === null ? "" : shortDateTime(ctx.lang, pv(ctx).time_zone, ms);
}

function inForm(f: Form | undefined, plural: string, n: number): boolean {
  return !!f && numbers(f, plural).includes(n);
}

function office(ctx: Ctx, m: PondSeatView | null): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const legal = m?.legal ?? [];
  const j = v.judge;
  const assent = formOf(legal, "assent");
  const need = (kind: string) => v.rules?.numbers?.[kind === "appoint" ? "judge_assents" : "removal_assents"] ?? 2;
  const ask = formOf(legal, "ask_judge");
  const removal = formOf(legal, "move_removal");
  const resign = formOf(legal, "resign");
  return html`<section class="pd-section" aria-labelledby="pd-office-h">
    <h3 id="pd-office-h">${t("theJudge")}</h3>
    <p class="pd-big-line">${j.seat === null ? t("noJudge") : j.seat === ctx.me ? t("youAreJudge") : t("judgeIs", { name: named(ctx, j.seat) })}</p>
    ${j.motions?.length
      ? html`<ul class="pd-list">
          ${j.motions.map((mo) => {
            const key = `assent:${mo.motion}`;
            return html`<li>
              <span
                >${t(mo.kind === "appoint" ? "motionAppoint" : "motionRemove", { name: named(ctx, mo.seat) })}
                <small>${t("assentsOf", { n: mo.assents.length, need: need(mo.kind), names: mo.assents.map((s) => player(ctx, s)).join(", ") })} · ${t("lapses", { when: when(ctx, mo.expires) })}</small></span
              >
              ${inForm(assent, "motions", mo.motion)
                ? html`<button class="btn small primary" @click=${() => send(ctx, key, listAction(assent!, "motions", "motion", mo.motion))}>${t("assent")}</button>`
                : nothing}
              ${note(ctx, key)}
            </li>`;
          })}
        </ul>`
      : nothing}
    <ul class="pd-actions">
      ${ask
        ? actionRow(ctx, "ask_judge", {
            title: t("a_ask_judge"),
            cost: t("free"),
            does: t("d_ask_judge", { n: need("appoint") }),
            body: () => html`<button class="btn primary" @click=${() => send(ctx, "ask_judge", { action: { type: "ask_judge" } })}>${t("askToBeJudge")}</button>${note(ctx, "ask_judge")}`,
          })
        : nothing}
      ${removal
        ? actionRow(ctx, "move_removal", {
            title: t("a_move_removal"),
            cost: t("free"),
            does: t("d_move_removal", { n: need("remove") }),
            body: () =>
              html`<p class="pd-warn-line">${t("removalWarning")}</p>
                <button class="btn danger" @click=${() => confirmThen(ctx, "move_removal", { action: { type: "move_removal" } }, t("removalWarning"))}>${t("moveRemoval")}</button>
                ${note(ctx, "move_removal")}`,
          })
        : nothing}
      ${resign
        ? actionRow(ctx, "resign", {
            title: t("a_resign"),
            cost: t("free"),
            does: t("d_resign"),
            body: () => html`<button class="btn danger" @click=${() => confirmThen(ctx, "resign", { action: { type: "resign" } }, t("confirmResign"))}>${t("resign")}</button>${note(ctx, "resign")}`,
          })
        : nothing}
    </ul>
  </section>`;
}

function requestLine(ctx: Ctx, m: PondSeatView | null, r: Request): TemplateResult {
  const t = say(ctx);
  const legal = m?.legal ?? [];
  const withdraw = formOf(legal, "withdraw_request");
  const confidence = formOf(legal, "confidence");
  const key = `request:${r.request}`;
  const verdict = r.verdict === null ? "" : r.verdict ? t("verdictTrue") : t("verdictFalse");
  return html`<li class="pd-request">
    <span
      ><b><span class="pd-num">#${r.request}</span> ${t(r.kind === "question" ? "kindQuestion" : "kindStatement")}</b> ${t("byName", { name: player(ctx, r.seat) })}: ${r.text}
      ${r.answer !== null
        ? html`<span class="pd-ruling"
            ><b>${t("rulingBy", { name: player(ctx, r.judge) })}</b> ${verdict} ${r.answer} ${r.overturned ? html`<span class="tag">${t("overturned")}</span>` : nothing}
            ${r.confidence_until ? html`<small>${t("confidenceUntil", { when: when(ctx, r.confidence_until) })}</small>` : nothing}</span
          >`
        : html`<small>${t(`req_${r.status}` as never)}</small>`}</span
    >
    <span class="row-actions">
      ${inForm(withdraw, "requests", r.request)
        ? html`<button class="btn small" @click=${() => send(ctx, key, listAction(withdraw!, "requests", "request", r.request))}>${t("withdraw")}</button>`
        : nothing}
      ${inForm(confidence, "rulings", r.request)
        ? html`<button class="btn small" @click=${() => send(ctx, key, listAction(confidence!, "rulings", "ruling", r.request))}>${t("openConfidence")}</button>`
        : nothing}
    </span>
    ${note(ctx, key)}
  </li>`;
}

function requests(ctx: Ctx, m: PondSeatView | null): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const legal = m?.legal ?? [];
  const request = formOf(legal, "request");
  const cv = formOf(legal, "confidence_vote");
  return html`<section class="pd-section" aria-labelledby="pd-req-h">
    <h3 id="pd-req-h">${t("requests")}</h3>
    ${request
      ? html`<ul class="pd-actions">
          ${actionRow(ctx, "request", {
            title: t("a_request"),
            cost: t("free"),
            does: t("d_request"),
            body: () =>
              html`<form class="pd-stack" @submit=${(e: Event) => send(ctx, "request", ((f) => requestAction(f["kind"] ?? "", f["text"] ?? ""))(fields(e)), false)}>
                  <fieldset class="pd-choices">
                    <legend>${t("requestKind")}</legend>
                    <label class="pd-radio"><input type="radio" name="kind" value="question" checked /> ${t("kindQuestionHelp")}</label>
                    <label class="pd-radio"><input type="radio" name="kind" value="statement" /> ${t("kindStatementHelp")}</label>
                  </fieldset>
                  <label class="pd-field"><span>${t("requestText")}</span><textarea name="text" rows="3" maxlength="4000"></textarea></label>
                  ${submit(t("fileRequest"))}
                </form>
                ${note(ctx, "request")}`,
          })}
        </ul>`
      : nothing}
    ${v.judge.requests?.length
      ? html`<ul class="pd-list">
          ${v.judge.requests.map((r) => requestLine(ctx, m, r))}
        </ul>`
      : html`<p class="pd-empty">${t("noRequests")}</p>`}
    ${v.judge.confidence?.length
      ? html`<h4>${t("confidenceVotes")}</h4>
          <ul class="pd-list">
            ${v.judge.confidence.map((c) => {
              const ballot = cv ? pairs(cv, "rulings").find(([n]) => n === c.ruling) : undefined;
              const key = `confidence:${c.ruling}`;
              const choice = (vote: "overturn" | "affirm" | null, label: string) => {
                const on = ballot && (ballot[1] as unknown) === vote;
                return html`<button
                  class="btn small ${on ? "on" : ""}"
                  aria-pressed=${on ? "true" : "false"}
                  ?disabled=${on}
                  @click=${() => send(ctx, key, { action: { type: "confidence_vote", ruling: c.ruling, vote } }, false)}
                >
                  ${label}
                </button>`;
              };
              return html`<li>
                <span
                  >${t("confidenceOn", { n: c.ruling, name: player(ctx, c.seat) })}
                  <small>${t("overturnAffirm", { o: c.overturn.length, a: c.affirm.length })} · ${c.status === "open" ? t("endsWhen", { when: when(ctx, c.ends) }) : t(`conf_${c.status}` as never)}</small></span
                >
                ${ballot ? html`<span class="row-actions">${choice("overturn", t("overturn"))} ${choice("affirm", t("affirm"))} ${choice(null, t("noVote"))}</span>` : nothing}
                ${note(ctx, key)}
              </li>`;
            })}
          </ul>`
      : nothing}
  </section>`;
}

function correctionLine(ctx: Ctx, m: PondSeatView | null, c: Correction): TemplateResult {
  const t = say(ctx);
  const legal = m?.legal ?? [];
  const confirm = formOf(legal, "confirm");
  const withdraw = formOf(legal, "withdraw_correction");
  const key = `correction:${c.correction}`;
  const cite = "ruling" in c.cite ? t("citeRuling", { n: c.cite.ruling }) : "proposal" in c.cite ? t("citeProposal", { n: c.cite.proposal }) : t("citeError", { text: c.cite.error });
  return html`<li class="pd-correction">
    <span
      ><b><span class="pd-num">#${c.correction}</span> ${t(`corr_${c.status}` as never)}</b> ${t("byName", { name: player(ctx, c.judge) })} · ${when(ctx, c.made)}
      ${c.confirmed_by !== null ? html` · ${t("confirmedBy", { name: player(ctx, c.confirmed_by) })}` : nothing}
      <ul class="pd-changes">
        ${c.changes.map((x) => html`<li>${changeWords(ctx, x)}</li>`)}
      </ul>
      <small>${t("reasonIs", { reason: c.reason })} · ${cite}</small></span
    >
    <span class="row-actions">
      ${inForm(confirm, "corrections", c.correction)
        ? html`<button class="btn small primary" @click=${() => send(ctx, key, listAction(confirm!, "corrections", "correction", c.correction))}>${t("confirmIt")}</button>`
        : nothing}
      ${inForm(withdraw, "corrections", c.correction)
        ? html`<button class="btn small" @click=${() => send(ctx, key, listAction(withdraw!, "corrections", "correction", c.correction))}>${t("withdraw")}</button>`
        : nothing}
    </span>
    ${note(ctx, key)}
  </li>`;
}

function desk(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const legal = m.legal;
  const answer = formOf(legal, "answer");
  const correct = formOf(legal, "correct");
  const settle = formOf(legal, "settle");
  const dismiss = formOf(legal, "dismiss");
  const open = (m.me?.desk?.requests ?? []).filter((r) => answer && ((answer["examples"] as { request: number }[]) ?? []).some((x) => x.request === r.request));
  return html`<section class="pd-section pd-desk" aria-labelledby="pd-desk-h">
    <h3 id="pd-desk-h">${t("judgesDesk")}</h3>
    <p class="pd-help">${t("deskHelp")}</p>
    ${open.length
      ? html`<h4>${t("toAnswer")}</h4>
          <ul class="pd-list">
            ${open.map((r) => {
              const key = `answer:${r.request}`;
              return html`<li class="pd-stack">
                <span><b>#${r.request} ${t(r.kind === "question" ? "kindQuestion" : "kindStatement")}</b> ${t("byName", { name: player(ctx, r.seat) })}: ${r.text}</span>
                <form
                  class="pd-stack"
                  @submit=${(e: Event) => {
                    const f = fields(e);
                    send(ctx, key, answerAction(r.request, r.kind, f["text"] ?? "", f["verdict"] === "true" ? true : f["verdict"] === "false" ? false : null), false);
                  }}
                >
                  ${r.kind === "statement"
                    ? html`<fieldset class="pd-choices">
                        <legend>${t("verdict")}</legend>
                        <label class="pd-radio"><input type="radio" name="verdict" value="true" /> ${t("verdictTrue")}</label>
                        <label class="pd-radio"><input type="radio" name="verdict" value="false" /> ${t("verdictFalse")}</label>
                      </fieldset>`
                    : nothing}
                  <label class="pd-field"><span>${r.kind === "statement" ? t("reasons") : t("answerText")}</span><textarea name="text" rows="3" maxlength="4000"></textarea></label>
                  ${submit(t("rule"))}
                </form>
                ${note(ctx, key)}
              </li>`;
            })}
          </ul>`
      : html`<p class="pd-empty">${t("nothingToAnswer")}</p>`}
    ${correct
      ? html`<ul class="pd-actions">
          ${actionRow(ctx, "correct", {
            title: t("a_correct"),
            cost: t("free"),
            does: t("d_correct"),
            body: () =>
              html`<form
                  class="pd-stack"
                  @submit=${(e: Event) => {
                    const f = fields(e);
                    send(ctx, "correct", correctAction(filledDrafts(ctx, "fixes"), f["reason"] ?? "", f["cite_kind"] ?? "", f["cite"] ?? ""), false);
                  }}
                >
                  ${draftsEditor(ctx, "fixes")}
                  <label class="pd-field"><span>${t("reason")}</span><textarea name="reason" rows="2" maxlength="1000"></textarea></label>
                  ${picker("cite_kind", t("citeKind"), [
                    { value: "ruling", label: t("citeKindRuling") },
                    { value: "proposal", label: t("citeKindProposal") },
                    { value: "error", label: t("citeKindError") },
                  ])}
                  <label class="pd-field"><span>${t("citeValue")}</span><input name="cite" type="text" maxlength="500" /></label>
                  ${submit(t("applyCorrection"))}
                </form>
                ${note(ctx, "correct")}`,
          })}
        </ul>`
      : nothing}
    ${settle
      ? html`<h4>${t("toSettle")}</h4>
          <ul class="pd-list">
            ${numbers(settle, "proposals").map((n) => {
              const key = `settle:${n}`;
              const p = pv(ctx).proposals.find((x) => x.proposal === n);
              return html`<li class="pd-stack">
                <span><b>#${n}</b> ${p?.title ?? ""}</span>
                <form class="pd-inline" @submit=${(e: Event) => send(ctx, key, settleAction(settle, n, fields(e)["note"] ?? ""), false)}>
                  <label class="pd-field grow"><span>${t("settleNote")}</span><input name="note" type="text" maxlength="4000" /></label>
                  ${submit(t("settle"))}
                </form>
                ${note(ctx, key)}
              </li>`;
            })}
          </ul>`
      : nothing}
    ${dismiss
      ? html`<h4>${t("noticesToDismiss")}</h4>
          <ul class="pd-list">
            ${numbers(dismiss, "notices").map((n) => {
              const key = `dismiss:${n}`;
              const x = pv(ctx).judge.notices.find((y) => y.notice === n);
              return html`<li>
                <span>${x?.text ?? `#${n}`}</span>
                <button class="btn small" @click=${() => send(ctx, key, listAction(dismiss, "notices", "notice", n))}>${t("dismiss")}</button>
                ${note(ctx, key)}
              </li>`;
            })}
          </ul>`
      : nothing}
  </section>`;
}

export function judgeTab(ctx: Ctx, m: PondSeatView | null): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const corrections = v.judge.corrections ?? [];
  const notices = v.judge.notices ?? [];
  return html`${m?.me?.judge ? desk(ctx, m) : nothing} ${office(ctx, m)} ${requests(ctx, m)}
    <section class="pd-section" aria-labelledby="pd-corr-h">
      <h3 id="pd-corr-h">${t("corrections")}</h3>
      ${corrections.length
        ? html`<ul class="pd-list">
            ${corrections.map((c) => correctionLine(ctx, m, c))}
          </ul>`
        : html`<p class="pd-empty">${t("noCorrections")}</p>`}
      ${notices.length && !m?.me?.judge
        ? html`<h4>${t("notices")}</h4>
            <ul class="pd-list">
              ${notices.map((n) => html`<li>${n.text}</li>`)}
            </ul>`
        : nothing}
    </section>`;
}

