"""A turn (rulings 6-13, 19, 29): draw or take, replace or discard, a power, the call, and the
step to the next turn once the open window allows it (ruling 14).

Every function checks before it changes anything, so an illegal action raises IllegalAction
with the state untouched. Refusals name only public facts: they are public (ruling 32).
"""

from __future__ import annotations

from typing import Any

from duckdown.engine.dutch.cards import (
    ACE,
    EMPTY,
    FULL,
    JACK,
    POWER,
    POWER_NAMES,
    QUEEN,
    SLOTS,
    Card,
    card_to_json,
)
from duckdown.engine.dutch.moves import (
    Events,
    add_to_row,
    can_draw,
    close_window,
    draw_card,
    drop_reveals,
    open_window,
)
from duckdown.engine.dutch.round_end import end_round
from duckdown.engine.dutch.state import (
    END,
    ENDING,
    FROM_DRAW,
    FROM_PILE,
    HOLD,
    QUEEN_REVEAL_MS,
    START,
    TURNS_PER_SEAT,
    WAIT,
    State,
)
from duckdown.engine.dutch.state import (
    POWER as POWER_STEP,
)
from duckdown.engine.errors import IllegalAction
from duckdown.engine.ruleset import Event


def _decision(s: State, step: str, now: int) -> None:
    """A decision of the turn is due now: its timer starts (ruling 29; 0 = no limit)."""
    s.step = step
    turn_ms = s.config.turn_time * 1000
    s.deadline = now + turn_ms if turn_ms else None


# --- the flow of turns -------------------------------------------------------------------


def begin_turn(s: State, now: int, ev: Events) -> None:
    """The turn of `turn_seat` begins at once, or once the open window has been open
    ThrowTime (ruling 14)."""
    s.held = EMPTY
    s.power = 0
    if s.win_rank and now < s.win_until:
        s.step = WAIT
        s.deadline = s.win_until
        return
    start_turn(s, now, ev)


def start_turn(s: State, now: int, ev: Events) -> None:
    """The start-of-turn decision; a player who can neither draw nor take passes (ruling 6),
    which closes the window, so the next turn begins at once."""
    while True:
        seat = s.turn_seat
        if ev is not None:
            ev.append(Event("turn_started", {"seat": seat, "number": s.turn_number + 1}))
        if can_draw(s) or (s.fill[seat] and s.pile):
            _decision(s, START, now)
            return
        close_window(s, "turn", ev)
        s.last = {"type": "pass", "seat": seat}
        if ev is not None:
            ev.append(Event("passed", {"seat": seat}))
        if _advance(s, ev):
            finish_round(s, now, ev)
            return


def _advance(s: State, ev: Events) -> bool:
    """Count the finished turn and pass play on in seat order; True if the round is over:
    after the last final turn (ruling 19), or at 30 turns per seat with no call (ruling 20)."""
    if ev is not None:
        ev.append(Event("turn_ended", {"seat": s.turn_seat, "number": s.turn_number + 1}))
    s.turn_number += 1
    nxt = (s.turn_seat + 1) % s.n
    caller = s.caller
    if caller is not None:
        if nxt == caller:
            return True
    elif s.turn_number >= TURNS_PER_SEAT * s.n:
        return True
    s.turn_seat = nxt
    return False


def end_turn(s: State, now: int, ev: Events) -> None:
    s.held = EMPTY
    s.power = 0
    if _advance(s, ev):
        finish_round(s, now, ev)
    else:
        begin_turn(s, now, ev)


def finish_round(s: State, now: int, ev: Events) -> None:
    """The round ends once the last window allows it (rulings 14, 20); throw-ins go on."""
    if s.win_rank and now < s.win_until:
        s.step = ENDING
        s.deadline = s.win_until
        return
    end_round(s, now, ev)


# --- the start of a turn (ruling 6) ------------------------------------------------------


def draw(s: State, seat: int, now: int, ev: Events) -> None:
    if not can_draw(s):
        raise IllegalAction("there is no card to draw", "nothing_to_draw")
    close_window(s, "turn", ev)  # ruling 14: the turn begins
    card = s.draw.pop() if s.draw else draw_card(s, ev)  # `draw_card` only to reshuffle
    s.held = card
    s.held_source = FROM_DRAW
    s.held_known = 1 << seat
    s.held_origin = s.gen
    _decision(s, HOLD, now)
    s.last = {"type": "draw", "seat": seat}
    if ev is not None:
        ev.append(Event("drew", {"seat": seat}, {"card": card_to_json(card)}, 1 << seat))


def take(s: State, seat: int, now: int, ev: Events) -> None:
    if not s.fill[seat]:
        raise IllegalAction("an empty row cannot take from the pile (ruling 18)", "empty_row")
    if not s.pile:
        raise IllegalAction("the pile is empty", "illegal_action")
    close_window(s, "turn", ev)
    card = s.pile.pop()
    s.held = card
    s.held_source = FROM_PILE
    s.held_known = s.everyone  # ruling 31: a taken card is seen by everyone
    s.held_origin = 0
    _decision(s, HOLD, now)
    s.last = {"type": "take", "seat": seat, "card": card_to_json(card)}
    if ev is not None:
        ev.append(Event("took", {"seat": seat, "card": card_to_json(card)}))


# --- holding the card (ruling 7) ---------------------------------------------------------


def replace(s: State, seat: int, slot: object, now: int, ev: Events) -> None:
    if type(slot) is not int or not 0 <= slot < SLOTS or not s.fill[seat] >> slot & 1:
        raise IllegalAction(f"slot {slot!r} of your row holds no card", "empty_slot")
    held = s.held
    row = s.rows[seat]
    old = row[slot]
    row[slot] = held
    s.known[seat][slot] = s.held_known
    s.origin[seat][slot] = s.held_origin
    if s.reveals:
        drop_reveals(s, seat, slot)
    s.pile.append(old)
    s.held = EMPTY
    s.last = {"type": "replace", "seat": seat, "slot": slot, "card": card_to_json(old)}
    if ev is not None:
        data: dict[str, Any] = {"seat": seat, "slot": slot, "discarded": card_to_json(old)}
        if s.held_known == s.everyone:
            ev.append(Event("replaced", {**data, "card": card_to_json(held)}))
        else:
            secret = {"card": card_to_json(held)}
            ev.append(Event("replaced", data, secret, s.held_known))
    _played(s, old, now, ev)


def discard(s: State, seat: int, now: int, ev: Events) -> None:
    if s.held_source != FROM_DRAW:
        raise IllegalAction(
            "a taken card must replace one of your cards (ruling 7)", "must_replace"
        )
    card = s.held
    s.pile.append(card)
    s.held = EMPTY
    s.last = {"type": "discard", "seat": seat, "card": card_to_json(card)}
    if ev is not None:
        ev.append(Event("discarded", {"seat": seat, "card": card_to_json(card)}))
    _played(s, card, now, ev)


def _played(s: State, card: Card, now: int, ev: Events) -> None:
    """The turn's one card is on the pile (ruling 8): its window, and its power (ruling 9)."""
    open_window(s, card, now, ev)
    power = POWER[card]
    if power:
        s.power = power
        _decision(s, POWER_STEP, now)
        return
    _after_power(s, now, ev)


def _after_power(s: State, now: int, ev: Events) -> None:
    """Ruling 19: while nobody has called, a turn that played a card ends with a decision."""
    s.power = 0
    if s.caller is None:
        _decision(s, END, now)
        return
    end_turn(s, now, ev)


# --- powers (rulings 9-13); targets are checked as the action arrives --------------------


def _need_power(s: State, power: int, kind: str) -> None:
    if s.power != power:
        raise IllegalAction(f"{kind!r} is not legal now", "illegal_action")


def _row(s: State, row: object) -> int:
    if type(row) is not int or not 0 <= row < s.n:
        raise IllegalAction(f"there is no row {row!r} at this table", "bad_target")
    return row


def _card_at(s: State, row: object, slot: object) -> tuple[int, int]:
    r = _row(s, row)
    if type(slot) is not int or not 0 <= slot < SLOTS or not s.fill[r] >> slot & 1:
        raise IllegalAction(f"slot {slot!r} of row {r} holds no card", "empty_slot")
    return r, slot


def give(s: State, seat: int, row: object, now: int, ev: Events) -> None:
    """Ace: the draw pile's top card, face down, into the lowest empty slot of a row."""
    _need_power(s, ACE, "give")
    r = _row(s, row)
    if s.fill[r] == FULL:
        raise IllegalAction(f"row {r} is full", "row_full")
    if r == s.caller:
        raise IllegalAction("the caller's row is locked (ruling 19)", "caller_locked")
    if not can_draw(s):
        raise IllegalAction("there is no card to give", "nothing_to_draw")
    card = draw_card(s, ev)
    slot = add_to_row(s, r, card, 0, s.gen)  # ruling 31: unknown to everyone
    s.last = {"type": "give", "seat": seat, "row": r, "slot": slot}
    if ev is not None:
        ev.append(Event("gave", {"seat": seat, "row": r, "slot": slot}))
    _after_power(s, now, ev)


def look(s: State, seat: int, row: object, slot: object, now: int, ev: Events) -> None:
    """Queen: look at any one card in any row, the caller's included."""
    _need_power(s, QUEEN, "look")
    r, k = _card_at(s, row, slot)
    s.known[r][k] |= 1 << seat
    reveals = [x for x in s.reveals if not (x[0] == seat and x[1] == r and x[2] == k)]
    reveals.append([seat, r, k, now + QUEEN_REVEAL_MS])
    s.reveals = reveals
    s.last = {"type": "look", "seat": seat, "row": r, "slot": k}
    if ev is not None:
        card = card_to_json(s.rows[r][k])
        ev.append(Event("looked", {"seat": seat, "row": r, "slot": k}, {"card": card}, 1 << seat))
    _after_power(s, now, ev)


def swap(
    s: State,
    seat: int,
    row: object,
    slot: object,
    other_row: object,
    other_slot: object,
    now: int,
    ev: Events,
) -> None:
    """Jack: two cards in two occupied slots change places, unseen; knowledge and reveals
    follow the cards (ruling 31)."""
    _need_power(s, JACK, "swap")
    r, k = _card_at(s, row, slot)
    r2, k2 = _card_at(s, other_row, other_slot)
    if (r, k) >= (r2, k2):  # `parse_action` orders the two as `legal_actions` lists them
        raise IllegalAction(
            "a Jack swaps two different cards, named in order (row, slot) first", "bad_target"
        )
    if s.caller in (r, r2):
        raise IllegalAction("the caller's row is locked (ruling 19)", "caller_locked")
    rows, known, origin = s.rows, s.known, s.origin
    rows[r][k], rows[r2][k2] = rows[r2][k2], rows[r][k]
    known[r][k], known[r2][k2] = known[r2][k2], known[r][k]
    origin[r][k], origin[r2][k2] = origin[r2][k2], origin[r][k]
    for reveal in s.reveals:
        if reveal[1] == r and reveal[2] == k:
            reveal[1], reveal[2] = r2, k2
        elif reveal[1] == r2 and reveal[2] == k2:
            reveal[1], reveal[2] = r, k
    s.last = {"type": "swap", "seat": seat, "row": r, "slot": k, "other_row": r2, "other_slot": k2}
    if ev is not None:
        data = {"seat": seat, "row": r, "slot": k, "other_row": r2, "other_slot": k2}
        ev.append(Event("swapped", data))
    _after_power(s, now, ev)


def skip(s: State, seat: int, now: int, ev: Events) -> None:
    if not s.power:
        raise IllegalAction("'skip' is not legal now", "illegal_action")
    power = POWER_NAMES[s.power]
    s.last = {"type": "skip", "seat": seat, "power": power}
    if ev is not None:
        ev.append(Event("skipped", {"seat": seat, "power": power}))
    _after_power(s, now, ev)


# --- the end of the turn (ruling 19) -----------------------------------------------------


def call(s: State, seat: int, now: int, ev: Events) -> None:
    s.caller = seat
    s.last = {"type": "dutch", "seat": seat}
    if ev is not None:
        ev.append(Event("dutch_called", {"seat": seat, "round": s.round}))
    end_turn(s, now, ev)


def end(s: State, seat: int, now: int, ev: Events) -> None:
    s.last = {"type": "end", "seat": seat}
    end_turn(s, now, ev)


# --- timeouts (ruling 29) ----------------------------------------------------------------


def timeout(s: State, now: int, ev: Events) -> None:
    """Whatever is due in the turn phase: the next turn or the round's end once ThrowTime has
    passed, or a decision timed out, which ends the turn without a call."""
    step = s.step
    seat = s.turn_seat
    if step == WAIT:
        start_turn(s, now, ev)
        return
    if step == ENDING:
        end_round(s, now, ev)
        return
    if ev is not None:
        ev.append(Event("timed_out", {"seat": seat, "step": step}))
    last: dict[str, Any] = {"type": "timeout", "seat": seat, "step": step}
    if step == START:
        close_window(s, "turn", ev)
        if can_draw(s):  # a card is drawn for the player and discarded: a window, no power
            card = draw_card(s, ev)
            s.pile.append(card)
            last["card"] = card_to_json(card)
            if ev is not None:
                ev.append(Event("discarded", {"seat": seat, "card": card_to_json(card)}))
            open_window(s, card, now, ev)
    elif step == HOLD:
        card = s.held
        s.pile.append(card)
        s.held = EMPTY
        last["card"] = card_to_json(card)
        if s.held_source == FROM_DRAW:  # discarded: a window, no power
            if ev is not None:
                ev.append(Event("discarded", {"seat": seat, "card": card_to_json(card)}))
            open_window(s, card, now, ev)
        elif ev is not None:  # a taken card goes back: no window, no power
            ev.append(Event("returned", {"seat": seat, "card": card_to_json(card)}))
    # a power is skipped; the end of the turn passes without a call
    s.last = last
    end_turn(s, now, ev)
