"""Views built by allow-list: each field is copied because a viewer may see it, never deleted.

Public (ruling 34): every play with its player, passes and with whom they exchanged, bombs and
their lap, hand sizes, deck and discard pile sizes, coins, ranks, the monument. A seat adds its
own hand and the cards of its own exchanges this round. Face-down cards, the class deck and
other hands are never shown, not even when the round ends.
"""

from __future__ import annotations

from typing import Any

from duckdown.engine.quack_quack import scoring
from duckdown.engine.quack_quack.actions import action_to_json
from duckdown.engine.quack_quack.cards import ELIMINATED, GOVERNOR_KIND, PAIR, SINGLE, from_counts
from duckdown.engine.quack_quack.cards import names as card_names
from duckdown.engine.quack_quack.legal import legal_actions
from duckdown.engine.quack_quack.state import (
    FROM_DECK,
    OVER_PHASE,
    R_FIRST,
    R_MATE,
    R_PASSER,
    R_SECOND,
    R_STRUGGLE,
    STEP_NAMES,
    State,
    json_copy,
)

_COMBINATION_KINDS = (SINGLE, PAIR, GOVERNOR_KIND)


def _entry(play: list[Any]) -> dict[str, Any]:
    return {"seat": play[1], "kind": play[2], "cards": card_names(play[3])}


def public_view(s: State, now: int) -> dict[str, Any]:
    n = s.n
    over = s.phase == OVER_PHASE
    # an elimination ending the game comes after the last struggle's plays: not in the yard
    yard = [p for p in s.plays[s.yard_from :] if p[2] != ELIMINATED]
    last = next((p for p in reversed(yard) if p[2] in _COMBINATION_KINDS), None)
    bomb = None
    if s.bomb is not None and not over:
        bomb = {
            "kind": s.bomb,
            "seat": s.declarer,
            "lap": list(s.lap),
            "answers": [{"seat": seat, "joined": joined} for seat, joined in s.answers],
        }
    teams = scoring.team_totals(s)
    return {
        "ruleset": "quack_quack",
        "players": n,
        "phase": s.phase,
        "round": s.round,
        "rounds": s.rounds,
        "goal": s.goal,
        "tiebreak": s.rounds is not None and s.round > s.rounds,
        "to_act": [] if over else [s.turn],
        "deadline": s.deadline,
        "decision": None if over else {"seat": s.turn, "kind": STEP_NAMES[s.step]},
        "struggle": s.struggle,
        "leader": s.leader,
        "hands": list(s.sizes),
        "yard": [_entry(p) for p in yard],
        "last": _entry(last) if last is not None else None,
        "passed": list(s.passed),
        "passes": [{"seat": seat, "exchange": kind, "with": mate} for seat, kind, mate in s.passes],
        "aside": None if n == 4 else [sum(aside) for aside in s.aside],
        "bomb": bomb,
        "eliminated": [
            {"seat": p[1], "governors": len(p[3])} for p in s.plays if p[2] == ELIMINATED
        ],
        "ranks": [rank or None for rank in s.ranks],
        "gained": list(s.gained),
        "monument": {
            "seat": s.monument if s.monument >= 0 else None,
            "side": "vice" if s.vice else "virtue",
        },
        "deck": None if n == 4 else len(s.deck),
        "discard": sum(s.discard) + sum(map(sum, s.hidden)),
        "teams": [[0, 2], [1, 3]] if n == 4 else None,
        "team_totals": teams,
        "results": json_copy(s.results),  # a copy: a view never aliases the state
        "totals": list(s.coins),
        "winners": list(s.winners) if s.winners is not None else None,
    }


def exchanges(s: State, seat: int) -> list[dict[str, Any]]:
    """The seat's own exchanges this round, with their cards (rulings 18 and 34)."""
    out: list[dict[str, Any]] = []
    for record in s.records:
        first, second = card_names(record[R_FIRST]), card_names(record[R_SECOND])
        struggle = record[R_STRUGGLE]
        if record[R_PASSER] == seat:
            if record[R_MATE] == FROM_DECK:
                out.append(
                    {"type": "deck", "struggle": struggle, "took": first, "discarded": second}
                )
            else:
                out.append(
                    {
                        "type": "gave",
                        "struggle": struggle,
                        "with": record[R_MATE],
                        "gave": first,
                        "got": second,
                    }
                )
        elif record[R_MATE] == seat:
            out.append(
                {
                    "type": "received",
                    "struggle": struggle,
                    "with": record[R_PASSER],
                    "received": first,
                    "returned": second,
                }
            )
    return out


def seat_view(s: State, seat: int, now: int) -> dict[str, Any]:
    view = public_view(s, now)
    mate = s.mate(seat)
    view["seat"] = seat
    view["hand"] = card_names(from_counts(s.hands[seat]))
    view["exchanges"] = exchanges(s, seat)
    # what the exchanges tell: the teammate holds at least these, and knows these of ours
    view["teammate_holds"] = None if mate < 0 else card_names(from_counts(s.shown[mate]))
    view["teammate_knows"] = None if mate < 0 else card_names(from_counts(s.shown[seat]))
    view["legal"] = [action_to_json(a) for a in legal_actions(s, seat)]
    return view


def seat_memory(s: State, seat: int) -> dict[str, Any]:
    """What the seat knows, for a bot taking it over: this round's plays (public, and gone from
    the yard after each struggle) and its own exchanges."""
    return {
        "seat": seat,
        "round": s.round,
        "plays": [
            {"struggle": p[0], "seat": p[1], "kind": p[2], "cards": card_names(p[3])}
            for p in s.plays
        ],
        "exchanges": exchanges(s, seat),
    }
