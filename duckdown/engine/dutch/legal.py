"""Who acts and what they may do: the hot path of every simulation.

Each decision's actions are tuples built once and cached by what they depend on (a row's
occupancy mask, the window's number), so a call mostly indexes a table.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Final

from duckdown.engine.dutch import actions as A
from duckdown.engine.dutch.actions import Action
from duckdown.engine.dutch.cards import ACE, FULL, JACK, QUEEN
from duckdown.engine.dutch.moves import SLOT_LIST
from duckdown.engine.dutch.scoring import allowed_modes
from duckdown.engine.dutch.state import (
    BETWEEN,
    END,
    FROM_DRAW,
    HOLD,
    LOOK,
    POWER,
    START,
    TURN,
    State,
)
from duckdown.engine.ruleset import OWNER

# the start of a turn, by 2 * can_draw + can_take
_START: Final = ((), (A.TAKE,), (A.DRAW,), (A.DRAW, A.TAKE))
_END: Final = (A.DUTCH, A.END)
# holding a card, by the row's occupancy mask
_REPLACE: Final = tuple(tuple(("replace", k) for k in SLOT_LIST[mask]) for mask in range(256))
_HOLD_DRAWN: Final = tuple((*replaces, A.DISCARD) for replaces in _REPLACE)
# the opening look, by the slots chosen so far (a 4-bit mask)
_CHOOSE: Final = tuple(
    (A.READY,)
    if bin(mask).count("1") >= 2
    else tuple(("choose", k) for k in range(4) if not mask >> k & 1)
    for mask in range(16)
)
_SKIP_ONLY: Final = (A.SKIP,)


@lru_cache(maxsize=4096)
def _throws(window: int, mask: int) -> tuple[Action, ...]:
    return tuple(("throw_in", k, window) for k in SLOT_LIST[mask])


@lru_cache(maxsize=1024)
def _gives(fill: tuple[int, ...], caller: int | None) -> tuple[Action, ...]:
    rows = (("give", r) for r, mask in enumerate(fill) if mask != FULL and r != caller)
    return (*rows, A.SKIP)


@lru_cache(maxsize=1024)
def _looks(fill: tuple[int, ...]) -> tuple[Action, ...]:
    return (*(("look", r, k) for r, mask in enumerate(fill) for k in SLOT_LIST[mask]), A.SKIP)


@lru_cache(maxsize=64)  # small: a Jack's pairs are many, and a big cache slows the GC
def _swaps(fill: tuple[int, ...], caller: int | None) -> tuple[Action, ...]:
    places = [(r, k) for r, mask in enumerate(fill) if r != caller for k in SLOT_LIST[mask]]
    pairs = (
        ("swap", r, k, r2, k2) for i, (r, k) in enumerate(places) for r2, k2 in places[i + 1 :]
    )
    return (*pairs, A.SKIP)


def _power(s: State) -> tuple[Action, ...]:
    power = s.power
    if power == ACE:
        if not s.draw and len(s.pile) <= 1:  # nothing can be drawn (ruling 28)
            return _SKIP_ONLY
        return _gives(tuple(s.fill), s.caller)
    if power == QUEEN:
        return _looks(tuple(s.fill))
    assert power == JACK
    return _swaps(tuple(s.fill), s.caller)


def legal_actions(s: State, seat: int) -> tuple[Action, ...]:
    if type(seat) is not int or not 0 <= seat < s.n:
        return owner_actions(s) if seat == OWNER and type(seat) is int else ()
    phase = s.phase
    if phase == TURN:
        own: tuple[Action, ...] = ()
        if seat == s.turn_seat:
            step = s.step
            if step == START:
                pile = s.pile
                can_draw = bool(s.draw) or len(pile) > 1
                can_take = bool(s.fill[seat]) and bool(pile)
                own = _START[2 * can_draw + can_take]
            elif step == HOLD:
                mask = s.fill[seat]
                own = _HOLD_DRAWN[mask] if s.held_source == FROM_DRAW else _REPLACE[mask]
            elif step == END:
                own = _END
            elif step == POWER:
                own = _power(s)
        if s.win_rank and seat != s.caller and not s.win_tried >> seat & 1:
            mask = s.fill[seat]
            if mask:
                return own + _throws(s.win_no, mask)
        return own
    if phase == LOOK and not s.ready[seat]:
        return _CHOOSE[_mask(s.chosen[seat])]
    return ()


@cache
def _mask_of(slots: tuple[int, ...]) -> int:
    return sum(1 << k for k in slots)


def _mask(slots: list[int]) -> int:
    return _mask_of(tuple(slots))


def owner_actions(s: State) -> tuple[Action, ...]:
    """Ruling 25: between rounds the owner deals, or changes the mode within its limits."""
    if s.phase != BETWEEN:
        return ()
    modes = allowed_modes(s.mode, len(s.scores), s.totals)
    return (A.DEAL, *(("mode", mode) for mode in modes))


def legal_types(s: State, seat: int) -> list[str]:
    return list(dict.fromkeys(a[0] for a in legal_actions(s, seat)))


def seats_to_act(s: State) -> list[int]:
    phase = s.phase
    if phase == TURN:
        step = s.step
        if step in (START, HOLD, END, POWER):
            return [s.turn_seat]
        return []
    if phase == LOOK:
        return [seat for seat in range(s.n) if not s.ready[seat]]
    return []


def may_act(s: State) -> list[int]:
    """Seats that may throw in now: a window is open; never the caller, nor a seat that has
    tried in this window, nor an empty row (rulings 15, 18, 19)."""
    if s.phase != TURN or not s.win_rank:
        return []
    tried = s.win_tried
    caller = s.caller
    fill = s.fill
    return [seat for seat in range(s.n) if seat != caller and not tried >> seat & 1 and fill[seat]]
