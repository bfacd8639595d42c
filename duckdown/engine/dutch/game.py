"""Dutch's entry points: a new game, and `apply`, which dispatches an action to the rule that
handles it (the opening look, a turn, a throw-in, the owner between rounds, a timeout).

`apply` checks everything before it changes anything, so an illegal action raises
`IllegalAction` with the state untouched. `ev` collects events; the simulation fast path
passes None to skip building them.
"""

from __future__ import annotations

from collections import Counter

from duckdown.engine.dutch import deal as D
from duckdown.engine.dutch import turns as T
from duckdown.engine.dutch.actions import Action
from duckdown.engine.dutch.cards import Card, card_to_json
from duckdown.engine.dutch.config import Config
from duckdown.engine.dutch.moves import Events
from duckdown.engine.dutch.scoring import allowed_modes, next_first
from duckdown.engine.dutch.state import (
    BETWEEN,
    END,
    HOLD,
    LOOK,
    OVER,
    POWER,
    START,
    TURN,
    State,
)
from duckdown.engine.dutch.throws import throw_in
from duckdown.engine.errors import ConfigError, IllegalAction
from duckdown.engine.ruleset import OWNER, Event


def new_game(
    config: Config,
    players: int,
    seed: int,
    *,
    rounds: int | None = None,
    now: int = 0,
    deck_orders: list[list[Card]] | None = None,
) -> State:
    """`deck_orders` (tests only): per deal, its top cards in ruling 4's order."""
    decks = config.decks_for(players)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise ConfigError(f"seed must be a whole number from 0 to 2**63-1, got {seed!r}")
    if rounds is not None:
        raise ConfigError(
            "Dutch's length is its mode option (ruling 24), not a number of rounds",
            code="invalid_rounds",
        )
    s = State(config, players, seed, decks)
    for order in deck_orders or []:
        _check_order(D.full_deck(decks), order)
        s.fixed_decks.append(list(order))
    D.deal(s, s.rand.randrange(players), now, None)  # ruling 26: round 1's first seat
    return s


def _check_order(deck: tuple[Card, ...], order: list[Card]) -> None:
    pool = Counter(deck)
    for card in order:
        if pool[card] <= 0:
            raise ConfigError(f"deck order holds more {card_to_json(card)} than the decks")
        pool[card] -= 1


def is_over(s: State) -> bool:
    return s.phase == OVER


def _bad(kind: object) -> IllegalAction:
    # the same words whatever lies face down: refusals are public
    return IllegalAction(f"{kind!r} is not legal now", "illegal_action")


def apply(s: State, seat: int | None, action: Action, now: int, ev: Events = None) -> None:
    kind = action[0] if type(action) is tuple and action else None
    size = len(action) if type(action) is tuple else 0
    if kind == "timeout" and size == 1:
        if seat is not None:
            raise IllegalAction("only the host applies timeouts", "not_allowed")
        if s.deadline is None or now < s.deadline:
            raise IllegalAction("nothing is due to time out now", "not_due")
        _timeout(s, now, ev)
        return
    if s.phase == OVER:
        raise IllegalAction("the game is over", "game_over")
    if type(seat) is not int or not 0 <= seat < s.n:
        if seat == OWNER and type(seat) is int:
            _owner(s, action, kind, size, now, ev)
            return
        raise IllegalAction(f"no seat {seat!r} at this table", "bad_seat")
    phase = s.phase
    if phase == TURN:
        if kind == "throw_in" and size == 3:
            throw_in(s, seat, action[1], action[2], now, ev)
            return
        if seat != s.turn_seat:
            raise IllegalAction(
                f"it is seat {s.turn_seat}'s turn, not seat {seat}'s", "not_your_turn"
            )
        step = s.step
        if step == START:
            if kind == "draw" and size == 1:
                T.draw(s, seat, now, ev)
            elif kind == "take" and size == 1:
                T.take(s, seat, now, ev)
            else:
                raise _bad(kind)
        elif step == HOLD:
            if kind == "replace" and size == 2:
                T.replace(s, seat, action[1], now, ev)
            elif kind == "discard" and size == 1:
                T.discard(s, seat, now, ev)
            else:
                raise _bad(kind)
        elif step == END:
            if kind == "end" and size == 1:
                T.end(s, seat, now, ev)
            elif kind == "dutch" and size == 1:
                T.call(s, seat, now, ev)
            else:
                raise _bad(kind)
        elif step == POWER:
            _power(s, seat, action, kind, size, now, ev)
        else:  # WAIT, ENDING: the window's ThrowTime first (ruling 14)
            raise IllegalAction("the turn begins once the throw-in window allows", "wait")
        return
    if kind == "throw_in" and size == 3:
        raise IllegalAction("no throw-in window is open", "no_window")
    if phase == LOOK:
        if kind == "choose" and size == 2:
            D.choose(s, seat, action[1], ev)
        elif kind == "ready" and size == 1:
            D.ready(s, seat, now, ev)
        else:
            raise IllegalAction("in the opening look, choose two cards, then ready", "wrong_phase")
        return
    raise IllegalAction("between rounds only the table's owner acts", "wrong_phase")


def _power(
    s: State, seat: int, action: Action, kind: object, size: int, now: int, ev: Events
) -> None:
    if kind == "skip" and size == 1:
        T.skip(s, seat, now, ev)
    elif kind == "give" and size == 2:
        T.give(s, seat, action[1], now, ev)
    elif kind == "look" and size == 3:
        T.look(s, seat, action[1], action[2], now, ev)
    elif kind == "swap" and size == 5:
        T.swap(s, seat, action[1], action[2], action[3], action[4], now, ev)
    else:
        raise _bad(kind)


def _owner(s: State, action: Action, kind: object, size: int, now: int, ev: Events) -> None:
    """Ruling 25: between rounds the owner deals the next round or changes the mode."""
    if s.phase != BETWEEN:
        raise IllegalAction("the owner deals and changes the mode between rounds", "wrong_phase")
    if kind == "deal" and size == 1:
        deal_next(s, now, ev)
        return
    if kind == "mode" and size == 2:
        mode = action[1]
        if mode not in allowed_modes(s.mode, len(s.scores), s.totals):
            raise IllegalAction(
                f"the mode cannot change to {mode!r} now (ruling 25)", "mode_not_allowed"
            )
        s.mode = mode
        s.last = {"type": "mode", "mode": mode}
        if ev is not None:
            ev.append(Event("mode_changed", {"mode": mode}))
        return
    raise _bad(kind)


def deal_next(s: State, now: int, ev: Events) -> None:
    first = next_first(s.mode, s.first_seat, s.scores[-1])
    D.deal(s, first, now, ev)


def _timeout(s: State, now: int, ev: Events) -> None:
    phase = s.phase
    if phase == TURN:
        T.timeout(s, now, ev)
    elif phase == LOOK:
        if ev is not None:
            ev.append(Event("timed_out", {"seat": None, "step": "look"}))
        D.end_look(s, now, ev)
    else:  # BETWEEN: the next round after 30 s
        if ev is not None:
            ev.append(Event("timed_out", {"seat": None, "step": "between"}))
        deal_next(s, now, ev)
