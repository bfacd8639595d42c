// Guess's board (tests only): the smallest board a game can bring. It draws each seat's card
// face up or as a back, and offers the seat's legal actions from its view (`legal`), so
// everything it may send is what the engine said it may.

import { css, html, nothing } from "lit";
import type {
  Board,
  BoardContext,
  BoardHost,
  GameModule,
  GameRules,
} from "../../../../frontend/src/games/types.js";
import type { GameAction, GameView } from "../../../../frontend/src/types.js";

type Ui = Record<string, never>;
type GuessView = GameView & {
  phase?: string;
  turn?: number | null;
  cards?: (number | null)[];
  card?: number;
  totals?: number[];
  to_act?: number[];
  legal?: GameAction[];
  winners?: number[] | null;
};

const STRINGS = {
  en: {
    g_look: "Look at your card",
    g_yourGuess: "Your guess",
    g_guesses: "{name} guesses",
    g_between: "Round over",
    g_over: "Game over",
    g_ready: "Ready",
    g_guess: "{name} has {card}",
    g_bet: "Bet it's right",
    g_deal: "Deal the next round",
    g_log: "{name}: {type}",
  },
  de: {},
  nl: {},
};

const rules: GameRules<Ui> = {
  initial: () => ({}),
  event: (board) => ({ board }),
  seatView: (board) => board,
  toAct: (view) => (view as GuessView).to_act ?? [],
  decisionMs: () => null,
  roundResult: () => null,
  scoreHistory: () => null,
};

function v(ctx: BoardContext<Ui>): GuessView {
  return ctx.view as GuessView;
}

class GuessBoard implements Board<Ui> {
  status(ctx: BoardContext<Ui>): { title: string } {
    const view = v(ctx);
    if (view.phase === "guess" && view.turn != null)
      return { title: view.turn === ctx.me ? ctx.t("g_yourGuess") : ctx.t("g_guesses", { name: ctx.nameOf(view.turn) }) };
    return { title: ctx.t(view.phase === "look" ? "g_look" : view.phase === "over" ? "g_over" : "g_between") };
  }

  table(ctx: BoardContext<Ui>) {
    const view = v(ctx);
    const cards = view.cards ?? [];
    return html`<ol class="guess-seats">
      ${cards.map((c, seat) => {
        const face = c ?? (seat === ctx.me ? (ctx.mine as GuessView | null)?.card ?? null : null);
        return html`<li data-seat=${seat}>
          <span>${ctx.seatName(seat)} · ${view.totals?.[seat] ?? 0}</span>
          ${face == null ? html`<span class="back" aria-label="?">?</span>` : html`<span class="face" data-card=${face}>${face}</span>`}
        </li>`;
      })}
    </ol>`;
  }

  actions(ctx: BoardContext<Ui>) {
    const legal = (ctx.mine as GuessView | null)?.legal ?? [];
    const label = (a: GameAction) =>
      a.type === "guess"
        ? ctx.t("g_guess", { name: ctx.seatName(Number(a.target)), card: Number(a.card) })
        : ctx.t(a.type === "ready" ? "g_ready" : "g_bet");
    const deal =
      ctx.owner && v(ctx).phase === "between"
        ? html`<button class="btn" @click=${() => ctx.act({ type: "deal" }, { owner: true })}>${ctx.t("g_deal")}</button>`
        : nothing;
    if (!legal.length && deal === nothing) return nothing;
    return html`<div class="guess-actions">
      ${legal.map((a) => html`<button class="btn" data-action=${JSON.stringify(a)} @click=${() => ctx.act(a)}>${label(a)}</button>`)}
      ${deal}
    </div>`;
  }

  overlays() {
    return nothing;
  }

  result() {
    return nothing;
  }

  updated() {}
}

const guess: GameModule<Ui> = {
  name: "guess",
  strings: STRINGS,
  styles: css`
    .guess-seats { display: flex; gap: 1rem; list-style: none; padding: 0; }
    .guess-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  `,
  rules,
  createBoard: (_host: BoardHost) => new GuessBoard(),
  describeEvent: (e, t, name) => (typeof e.seat === "number" ? t("g_log", { name: name(e.seat), type: String(e.type) }) : null),
  majorEvents: new Set(["game_over"]),
};

export default guess as GameModule;
