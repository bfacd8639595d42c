// The wall tablet: the period with its countdown, the Duck God's eggs, the Disciple, the Judge,
// the titles, the ponds with their ducks by colour, and the open proposals with their tallies.
// A player's phone shows the same under its "Pond" tab.

import { html, nothing, type TemplateResult } from "lit";
import { byColour, openProposals, titlesOf } from "./selectors.js";
import { periodName, timeLeft, weekdayTime } from "./time.js";
import { TITLES, type Duck, type Proposal } from "./types.js";
import { DISCIPLE, breadSvg, colourWord, duckIcon, duckName, eggSvg, hostNow, player, pv, say, titleTag, titleWord, type Ctx } from "./ui.js";
import { changeWords } from "./changes.js";
import { duckSvg } from "../../icons.js";

function periodCard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const p = v.period;
  const left = p.end - hostNow(ctx);
  return html`<div class="pd-card pd-period" role="group" aria-label=${t("thePeriod")}>
    <small>${periodName(t, p.period)}</small>
    <b class="pd-big">${v.phase === "over" ? t("roundOver") : timeLeft(t, left)}</b>
    <small>${t("endsAt", { when: weekdayTime(ctx.lang, v.time_zone, p.end), zone: v.time_zone })}</small>
  </div>`;
}

function godCard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const { god_eggs: n, limit } = v.duck_god;
  const shown = Math.min(limit, 24);
  return html`<div class="pd-card pd-god" role="group" aria-label=${t("duckGod")}>
    <small>${t("duckGod")}</small>
    <span class="pd-eggs" role="img" aria-label=${t("godEggsOf", { n, limit })}>${Array.from({ length: shown }, (_, i) => eggSvg(i < n))}</span>
    <b>${t("godEggsOf", { n, limit })}</b>
    ${v.next_god_egg ? html`<small>${t("nextGodEgg", { when: weekdayTime(ctx.lang, v.time_zone, v.next_god_egg) })}</small>` : nothing}
  </div>`;
}

function discipleCard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const d = pv(ctx).disciple;
  return html`<div class="pd-card pd-disciple" role="group" aria-label=${t("disciple")}>
    <small>${t("disciple")}</small>
    ${d
      ? html`<b>${duckIcon(DISCIPLE)} ${d.name}</b><span>${t("quacksN", { n: d.quacks })}</span>`
      : html`<b>${t("noDisciple")}</b><small>${t("discipleComes")}</small>`}
  </div>`;
}

function judgeCard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const j = pv(ctx).judge;
  const open = (j.requests ?? []).filter((r) => r.status === "open").length;
  return html`<div class="pd-card pd-judge" role="group" aria-label=${t("theJudge")}>
    <small>${t("theJudge")}</small>
    <b>${j.seat === null ? t("noJudge") : player(ctx, j.seat)}</b>
    ${open ? html`<small>${t("openRequests", { n: open })}</small>` : nothing}
  </div>`;
}

function titlesCard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  return html`<div class="pd-card pd-titles" role="group" aria-label=${t("titles")}>
    <small>${t("titles")}</small>
    <dl>
      ${TITLES.map((title) => {
        const h = v.titles[title];
        const who = h === null || h === undefined ? t("vacant") : h === "duck_god" ? t("duckGod") : player(ctx, h);
        return html`<div><dt>${titleWord(t, title)}</dt><dd>${who}</dd></div>`;
      })}
    </dl>
  </div>`;
}

/** One duck: drawn in its colour, with its name, quacks, owner and the owner's titles. */
export function duckChip(ctx: Ctx, d: Duck): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const titles = d.owner === null ? [] : titlesOf(v, d.owner);
  const mineCls = d.owner !== null && d.owner === ctx.me ? "mine" : "";
  return html`<li class="pd-chip ${mineCls}" aria-label=${`${duckName(t, d)}, ${colourWord(t, d.colour)}, ${t("quacksN", { n: d.quacks })}, ${player(ctx, d.owner)}`}>
    ${duckIcon(d.colour)}
    <span class="pd-chip-text">
      <b class=${d.name ? "" : "unnamed"}>${duckName(t, d)}</b>
      <small>${t("quacksN", { n: d.quacks })} · ${player(ctx, d.owner)}</small>
      <span class="pd-tags">
        ${titles.map((x) => titleTag(t, x))} ${d.scouting ? html`<span class="tag pd-scout">${t("scouting")}</span>` : nothing}
        ${d.eggs ? html`<span class="tag">${t("eggsN", { n: d.eggs })}</span>` : nothing}
      </span>
    </span>
  </li>`;
}

export function ponds(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  const away = v.elsewhere ?? [];
  return html`<section class="pd-ponds" aria-label=${t("ponds")}>
    ${(v.ponds ?? []).map(
      (p) => html`<div class="pd-pond" role="group" aria-label=${t("pondN", { n: p.pond })}>
        <h4>${t("pondN", { n: p.pond })} <small>${t("ducksN", { n: p.ducks.length })}</small></h4>
        ${p.ducks.length
          ? byColour(v, p.ducks).map(
              (g) => html`<div class="pd-colour" aria-label=${colourWord(t, g.colour)}>
                <ul>
                  ${g.ducks.map((d) => duckChip(ctx, d))}
                </ul>
              </div>`,
            )
          : html`<p class="pd-empty">${t("emptyPond")}</p>`}
      </div>`,
    )}
    ${away.length
      ? html`<div class="pd-pond away" role="group" aria-label=${t("noPondYet")}>
          <h4>${t("noPondYet")} <small>${t("ducksN", { n: away.length })}</small></h4>
          <ul>
            ${away.map((d) => duckChip(ctx, d))}
          </ul>
        </div>`
      : nothing}
  </section>`;
}

/** A proposal's tally: For (bread) and Against (duck), with who. */
export function tally(ctx: Ctx, p: Proposal): TemplateResult {
  const t = say(ctx);
  const names = (seats: number[]) => seats.map((s) => player(ctx, s)).join(", ");
  return html`<div class="pd-tally">
    <span class="pd-for" aria-label=${t("forN", { n: p.for.length })}>${breadSvg} <b>${p.for.length}</b> ${t("voteFor")} <small>${names(p.for)}</small></span>
    <span class="pd-against" aria-label=${t("againstN", { n: p.against.length })}>${duckSvg("ic")} <b>${p.against.length}</b> ${t("voteAgainst")} <small>${names(p.against)}</small></span>
  </div>`;
}

export function proposalHead(ctx: Ctx, p: Proposal): TemplateResult {
  const t = say(ctx);
  const v = pv(ctx);
  return html`<h4><span class="pd-num">#${p.proposal}</span> ${p.title}</h4>
    <small
      >${t("proposedBy", { name: player(ctx, p.seat) })} ·
      ${p.status === "open" ? t("votingUntil", { when: weekdayTime(ctx.lang, v.time_zone, p.closes) }) : t(`status_${p.status}` as never)}</small
    >`;
}

function proposalsSummary(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const open = openProposals(pv(ctx));
  return html`<section class="pd-section" aria-labelledby="pd-open-h">
    <h3 id="pd-open-h">${t("openProposals")}</h3>
    ${open.length
      ? html`<ul class="pd-proposals">
          ${open.map(
            (p) => html`<li class="pd-proposal">
              ${proposalHead(ctx, p)} ${p.text ? html`<p class="pd-text">${p.text.length > 220 ? p.text.slice(0, 220) + "…" : p.text}</p>` : nothing}
              ${p.changes.length ? html`<ul class="pd-changes">${p.changes.map((c) => html`<li>${changeWords(ctx, c)}</li>`)}</ul>` : nothing}
              ${tally(ctx, p)}
            </li>`,
          )}
        </ul>`
      : html`<p class="pd-empty">${t("noOpenProposals")}</p>`}
  </section>`;
}

/** The strip of the table's state: period, Duck God, Disciple, Judge, titles. */
export function strip(ctx: Ctx): TemplateResult {
  return html`<div class="pd-strip">${periodCard(ctx)} ${godCard(ctx)} ${discipleCard(ctx)} ${judgeCard(ctx)} ${titlesCard(ctx)}</div>`;
}

export function wall(ctx: Ctx): TemplateResult {
  return html`<div class="pd-wall">${strip(ctx)} ${ponds(ctx)} ${proposalsSummary(ctx)}</div>`;
}
