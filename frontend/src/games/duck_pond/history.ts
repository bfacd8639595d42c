// The history of rolls with their proof (ruling 9): each period's commitment, its seed once
// revealed, every roll's n, die, result and cause, and "verify", which recomputes the rolls here
// with HMAC-SHA256 from the revealed seed and shows each match.

import { html, nothing, type TemplateResult } from "lit";
import { rollLogs, verifyPeriod, type Problem, type RollLog, type Verification } from "./dice.js";
import { periodDays, periodName } from "./time.js";
import type { PSay } from "./strings.js";
import type { Roll } from "./types.js";
import { causeWords } from "./causes.js";
import { duckWords, player, pv, say, type Ctx } from "./ui.js";

function problemWords(t: PSay, p: Problem): string {
  switch (p.problem) {
    case "not_hex":
      return t("pr_not_hex");
    case "seed_length":
      return t("pr_seed_length");
    case "commitment":
      return t("pr_commitment");
    case "shape":
      return t("pr_shape");
    case "numbering":
      return t("pr_numbering", { n: p.n, expected: p.expected_n });
    case "die":
      return t("pr_die", { n: p.n, sides: p.sides });
    case "wrong":
      return t("pr_wrong", { n: p.n, result: p.result, expected: p.expected });
  }
}

function verdict(t: PSay, log: RollLog, v: Verification): TemplateResult {
  const good = v.problems.length === 0;
  return html`<div class="pd-verdict ${good ? "good" : "bad"}" role="status">
    <b>${good ? t("allCheck", { n: v.checked.length }) : t("someFail", { n: v.problems.length })}</b>
    <small>${v.committed ? t("seedMatches") : t("seedDoesNot")}</small>
    ${log.complete ? nothing : html`<small>${t("partialLog", { have: log.rolls.length, all: log.period.rolls })}</small>`}
    ${good ? nothing : html`<ul>${v.problems.map((p) => html`<li>${problemWords(t, p)}</li>`)}</ul>`}
  </div>`;
}

function periodLog(ctx: Ctx, log: RollLog): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const p = log.period;
  const open = ctx.board.proof === p.period;
  const verification = open && p.seed ? verifyPeriod(p.seed, p.period, log.rolls, p.commitment) : null;
  const byN = new Map(verification?.checked.map((c) => [c.roll.n, c]) ?? []);
  const current = p.period === v.period.period && !p.seed;
  const names = { duck: (n: number) => duckWords(ctx, n), seat: (n: number) => player(ctx, n) };
  return html`<section class="pd-section pd-proof" aria-label=${`${periodName(t, p.period)} ${p.period}`}>
    <h3>${periodName(t, p.period)} <small>${p.period} · ${periodDays(ctx.lang, p, v.time_zone)}</small></h3>
    <dl class="pd-hashes">
      <div><dt>${t("commitment")}</dt><dd><code>${p.commitment}</code></dd></div>
      <div><dt>${t("seed")}</dt><dd>${p.seed ? html`<code>${p.seed}</code>` : t("seedHidden")}</dd></div>
    </dl>
    ${p.derived ? html`<p class="pd-warn-line">${t("derivedSeed")}</p>` : nothing}
    <p>${t("rollsN", { n: p.rolls })}${log.complete ? "" : ` · ${t("rollsHere", { n: log.rolls.length })}`}</p>
    ${p.seed && log.rolls.length
      ? html`<button class="btn ${open ? "ghost" : "primary"}" aria-expanded=${open ? "true" : "false"} @click=${() => ctx.setBoard({ ...ctx.board, proof: open ? null : p.period })}>
          ${open ? t("hideCheck") : t("verify")}
        </button>`
      : current
        ? html`<p class="pd-help">${t("verifyLater")}</p>`
        : nothing}
    ${verification ? verdict(t, log, verification) : nothing}
    ${log.rolls.length
      ? html`<table class="pd-rolls">
          <thead>
            <tr>
              <th>${t("rollN")}</th>
              <th>${t("die")}</th>
              <th>${t("result")}</th>
              <th>${t("cause")}</th>
              ${verification ? html`<th>${t("check")}</th>` : nothing}
            </tr>
          </thead>
          <tbody>
            ${log.rolls
              .slice()
              .reverse()
              .map((r) => {
                const c = byN.get(r.n);
                return html`<tr class=${c ? (c.ok ? "ok" : "bad") : ""}>
                  <td>${r.n}</td>
                  <td>d${r.sides}</td>
                  <td><b>${r.result}</b></td>
                  <td>${causeWords(t, r.cause, names)}</td>
                  ${verification
                    ? html`<td aria-label=${c?.ok ? t("matches") : t("mismatch", { expected: c?.expected ?? "?" })}>${c?.ok ? "✓" : `✗ ${c?.expected ?? "?"}`}</td>`
                    : nothing}
                </tr>`;
              })}
          </tbody>
        </table>`
      : nothing}
  </section>`;
}

export function diceTab(ctx: Ctx, seen: Record<string, Roll[]>): TemplateResult {
  const t = say(ctx);
  const logs = rollLogs(pv(ctx), seen);
  return html`<p class="pd-help">${t("diceHelp")}</p>
    ${logs.map((l) => periodLog(ctx, l))}`;
}
