"""Throwing in (rulings 14-17): any seat but the caller's, one try per window, the first correct
throw-in closes the window; a wrong one is shown, goes back and costs a penalty card.

Throw-ins are decided in the order `apply` is called: the host's order of arrival. Every
refusal names a public fact only (a closed window, a try spent, an empty slot) and changes
nothing, so a late throw-in costs nothing.
"""

from __future__ import annotations

from typing import Any

from duckdown.engine.dutch.cards import FULL, RANK, SLOTS, card_to_json
from duckdown.engine.dutch.moves import (
    Events,
    add_to_row,
    can_draw,
    close_window,
    draw_card,
    remove_from_row,
)
from duckdown.engine.dutch.round_end import end_round
from duckdown.engine.dutch.state import ENDING, TURN, WAIT, State
from duckdown.engine.dutch.turns import start_turn
from duckdown.engine.errors import IllegalAction
from duckdown.engine.ruleset import Event


def throw_in(s: State, seat: int, slot: object, window: object, now: int, ev: Events) -> None:
    if s.phase != TURN or not s.win_rank:
        if type(window) is int and 0 < window <= s.win_no and s.phase == TURN:
            raise IllegalAction(f"window {window} has closed", "window_closed")
        raise IllegalAction("no throw-in window is open", "no_window")
    if window != s.win_no or type(window) is not int:
        if type(window) is int and 0 < window < s.win_no:
            raise IllegalAction(f"window {window} has closed", "window_closed")
        raise IllegalAction(f"the open window is number {s.win_no}, not {window!r}", "wrong_window")
    if seat == s.caller:
        raise IllegalAction("the caller does not throw in (ruling 19)", "caller_locked")
    bit = 1 << seat
    if s.win_tried & bit:
        raise IllegalAction("this seat has tried in this window already", "already_tried")
    if type(slot) is not int or not 0 <= slot < SLOTS or not s.fill[seat] >> slot & 1:
        raise IllegalAction(f"slot {slot!r} of your row holds no card", "empty_slot")
    s.win_tried |= bit
    card = s.rows[seat][slot]
    entry: dict[str, Any] = {"seat": seat, "slot": slot, "card": card_to_json(card)}
    if RANK[card] == s.win_rank:  # correct: onto the pile, no power, no window (ruling 17)
        remove_from_row(s, seat, slot)
        s.pile.append(card)
        entry.update(correct=True, penalty=None)
        _record(s, entry, ev)
        close_window(s, "throw_in", ev)
        # with no window open, the next turn begins at once, or the round ends (ruling 14)
        if s.step == WAIT:
            start_turn(s, now, ev)
        elif s.step == ENDING:
            end_round(s, now, ev)
        return
    # wrong: shown to everyone and back into its slot, plus a penalty card nobody sees
    s.known[seat][slot] = s.everyone
    penalty = None
    if s.fill[seat] != FULL and can_draw(s):
        penalty = add_to_row(s, seat, draw_card(s, ev), 0, s.gen)
    entry.update(correct=False, penalty=penalty)
    _record(s, entry, ev)


def _record(s: State, entry: dict[str, Any], ev: Events) -> None:
    s.win_throws.append(entry)
    s.last = {"type": "throw_in", **entry}
    if ev is not None:
        ev.append(Event("thrown_in", {"window": s.win_no, **entry}))
