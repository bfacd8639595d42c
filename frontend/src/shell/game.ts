// The table during a game: the felt with the status line and the game's board, its action bar,
// the side panel, the round result, the podium. A game this page has no board for gets a
// clear message instead of a broken board.

import { html, nothing, type TemplateResult } from "lit";
import { inLang } from "../games/info.js";
import type { Board, BoardContext, Maybe } from "../games/types.js";
import { duckSvg, icons } from "../icons.js";
import { isGameOver, visibleResult } from "../state.js";
import type { GameView } from "../types.js";
import type { Shell } from "./context.js";
import { podium } from "./podium.js";
import { scores } from "./scores.js";
import { side } from "./side.js";

/** A board made for this element, and its context for this render. */
export interface Play {
  board: Board;
  ctx: BoardContext;
}

function status(play: Play, extra: Maybe): TemplateResult {
  const { title, hint } = play.board.status(play.ctx);
  const ring = play.ctx.ring();
  return html`<div class="status" role="status" aria-live="polite">
    ${ring === nothing ? html`<span>${duckSvg("logo")}</span>` : ring}
    <div class="msg"><b>${title}</b>${hint ? html`<span>${hint}</span>` : nothing}</div>
    ${extra}
  </div>`;
}

/** A finished game whose podium is closed (or was seen on an earlier visit) offers it again. */
function resultsButton(sh: Shell): TemplateResult {
  return html`<button class="btn primary" @click=${() => sh.patch({ hidePodium: false })}>${icons.trophy} ${sh.t("showResults")}</button>`;
}

/** No board to show: an unknown game, or one still loading or failed to load. */
function noBoard(sh: Shell, game: string): TemplateResult {
  const t = sh.t;
  const state = sh.moduleState(game);
  const [title, text] =
    state === "unknown"
      ? [t("unknownGameTitle"), t("unknownGameText", { game: inLang(sh.info(game)?.title, sh.lang, game) })]
      : state === "failed"
        ? [t("boardFailed"), ""]
        : [t("loadingGame"), ""];
  return html`<div class="status no-board" role=${state === "loading" ? "status" : "alert"}>
    <span>${duckSvg("logo")}</span>
    <div class="msg"><b>${title}</b>${text ? html`<span>${text}</span>` : nothing}</div>
    ${state === "loading" ? nothing : html`<button class="btn" @click=${() => globalThis.location?.reload()}>${sh.t("reload")}</button>`}
  </div>`;
}

function resultDialog(sh: Shell, v: GameView, play: Play, round: number): Maybe {
  const close = () => sh.dispatch({ type: "dismiss_result", round });
  return html`<div class="overlay" @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
      ${play.board.result(play.ctx, close)}
      <h3>${sh.t("scores")}</h3>
      ${scores(sh, v)}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${close}>${sh.t("close")}</button>
      </div>
    </div>
  </div>`;
}

export function gameArea(sh: Shell, v: GameView, play: Play | null, reducedMotion: boolean): TemplateResult {
  const s = sh.s;
  const game = sh.tableGame();
  const rules = sh.module(game)?.rules ?? null;
  const result = play ? visibleResult(s, rules) : null;
  const over = isGameOver(s) && !!v.winners;
  const seated = !!play?.ctx.mine && play.ctx.me !== null;
  // a preview (a dashboard editor) shows the table: no dialog, no banner, no moves
  const live = !sh.preview;
  const podiumOpen = over && !sh.ui.hidePodium && live;
  return html`<main class="game ${seated && live ? "seated" : ""}">
    <section class="felt" aria-label=${inLang(sh.info(game)?.title, sh.lang, game)}>
      ${play ? html`${status(play, over && live && !podiumOpen ? resultsButton(sh) : nothing)}${play.board.table(play.ctx)}` : noBoard(sh, game)}
    </section>
    ${play && seated && live ? html`<div class="action-bar">${play.board.actions(play.ctx)}</div>` : nothing}
    <aside class="side">${side(sh, v)}</aside>
    ${play && live ? play.board.overlays(play.ctx) : nothing}
    ${play && result && !over && live ? resultDialog(sh, v, play, result.round) : nothing}
    ${podiumOpen ? podium(sh, v, reducedMotion) : nothing}
  </main>`;
}
