"""The end of a round: the reveal, scores with the caller's rule and halving, then the results
between rounds or the end of the game (rulings 21-25, 27)."""

from __future__ import annotations

from duckdown.engine.dutch.cards import EMPTY, card_to_json, row_points
from duckdown.engine.dutch.moves import Events, close_window
from duckdown.engine.dutch.scoring import add_and_halve, game_over, round_scores, winners
from duckdown.engine.dutch.state import BETWEEN, BETWEEN_MS, OVER, State, json_copy
from duckdown.engine.ruleset import Event


def end_round(s: State, now: int, ev: Events) -> None:
    close_window(s, "round", ev)
    s.held = EMPTY
    s.power = 0
    n = s.n
    points = [row_points(row) for row in s.rows]
    caller = s.caller
    scores = round_scores(points, caller)
    s.totals, halved = add_and_halve(s.totals, scores)
    s.scores.append(scores)
    s.halvings.append(halved)
    # ruling 21: all cards are turned over
    s.reveals = []
    everyone = s.everyone
    for seat in range(n):
        s.known[seat] = [everyone if card >= 0 else 0 for card in s.rows[seat]]
    s.result = {
        "round": s.round,
        "caller": caller,
        "rows": [[card_to_json(c) if c >= 0 else None for c in row] for row in s.rows],
        "points": points,
        "caller_zero": caller is not None and scores[caller] == 0,
        "scores": scores,
        "halvings": [{"seat": seat, "from": a, "to": b} for seat, a, b in halved],
        "totals": list(s.totals),
    }
    if ev is not None:
        ev.append(Event("round_ended", json_copy(s.result)))  # never alias the state
    if game_over(s.mode, len(s.scores), s.totals):
        s.winners = winners(s.totals)
        s.phase = OVER
        s.deadline = None
        if ev is not None:
            ev.append(
                Event(
                    "game_ended",
                    {
                        "rounds": len(s.scores),
                        "totals": list(s.totals),
                        "winners": list(s.winners),
                    },
                )
            )
        return
    s.phase = BETWEEN
    s.deadline = now + BETWEEN_MS  # ruling 25: until the owner deals, or 30 s
