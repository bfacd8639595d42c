"""The deal and the opening look (rulings 4, 5): four cards each into slots 0-3, two of them
chosen one at a time and seen until ready; then the pile starts and opens a window."""

from __future__ import annotations

from functools import cache

from duckdown.engine.dutch.cards import DECK, EMPTY, SLOTS, Card, card_to_json
from duckdown.engine.dutch.moves import Events, open_window
from duckdown.engine.dutch.state import FROM_DRAW, LOOK, TURN, WAIT, State
from duckdown.engine.dutch.turns import begin_turn
from duckdown.engine.errors import IllegalAction
from duckdown.engine.ruleset import Event

LOOKED = 2  # ruling 5: each player chooses two of their four cards


@cache
def full_deck(decks: int) -> tuple[Card, ...]:
    """Every card of `decks` decks, in ascending order."""
    return tuple(card for card in DECK for _ in range(decks))


def deal(s: State, first: int, now: int, ev: Events) -> None:
    """A new round from the whole deck, freshly shuffled (ruling 4). A fixed deck order (tests)
    lists its top cards first: seat 0's four, then seat 1's, ..., the pile's, then the draws."""
    s.round += 1
    cards = list(full_deck(s.decks))
    if s.fixed_decks:
        prefix = s.fixed_decks.pop(0)
        for card in prefix:
            cards.remove(card)
        s.shuffle(cards)
        cards = prefix + cards
    else:
        s.shuffle(cards)
    n = s.n
    pad = [EMPTY] * (SLOTS - 4)
    s.rows = [cards[4 * seat : 4 * seat + 4] + pad for seat in range(n)]
    s.known = [[0] * SLOTS for _ in range(n)]
    s.origin = [[0] * SLOTS for _ in range(n)]
    s.fill = [0b1111] * n
    s.draw = cards[: 4 * n - 1 : -1]  # the rest, reversed: the top card last
    s.gen = 0
    s.pile = []
    s.chosen = [[] for _ in range(n)]
    s.ready = [False] * n
    s.phase = LOOK
    s.first_seat = first
    s.turn_seat = first
    s.turn_number = 0
    s.step = WAIT
    s.held = EMPTY
    s.held_source = FROM_DRAW
    s.held_known = 0
    s.held_origin = 0
    s.power = 0
    s.caller = None
    s.win_no = 0
    s.win_rank = 0
    s.win_card = EMPTY
    s.win_opened = s.win_until = 0
    s.win_tried = 0
    s.win_throws = []
    s.win_closed = None
    s.reveals = []
    s.last = None
    peek_ms = s.config.peek_time * 1000  # 0: no limit
    s.deadline = now + peek_ms if peek_ms else None
    if ev is not None:
        ev.append(round_started(s))


def round_started(s: State) -> Event:
    return Event("round_started", {"round": s.round, "mode": s.mode, "first_seat": s.first_seat})


def choose(s: State, seat: int, slot: object, ev: Events) -> None:
    if s.ready[seat]:
        raise IllegalAction("this seat is ready already", "already_ready")
    chosen = s.chosen[seat]
    if len(chosen) >= LOOKED:
        raise IllegalAction("two cards are chosen: say ready", "two_chosen")
    if type(slot) is not int or not 0 <= slot < 4:
        raise IllegalAction(f"choose one of your slots 0-3, not {slot!r}", "bad_target")
    if slot in chosen:
        raise IllegalAction(f"slot {slot} is chosen already", "already_chosen")
    _see(s, seat, slot, False, ev)
    s.last = {"type": "choose", "seat": seat, "slot": slot}


def _see(s: State, seat: int, slot: int, given: bool, ev: Events) -> None:
    s.chosen[seat].append(slot)
    s.known[seat][slot] |= 1 << seat
    if ev is not None:
        card = {"card": card_to_json(s.rows[seat][slot])}
        ev.append(Event("chose", {"seat": seat, "slot": slot, "given": given}, card, 1 << seat))


def ready(s: State, seat: int, now: int, ev: Events) -> None:
    if s.ready[seat]:
        raise IllegalAction("this seat is ready already", "already_ready")
    if len(s.chosen[seat]) < LOOKED:
        raise IllegalAction("choose two cards first", "choose_two")
    s.ready[seat] = True
    s.last = {"type": "ready", "seat": seat}
    if ev is not None:
        ev.append(Event("ready", {"seat": seat}))
    if all(s.ready):
        end_look(s, now, ev)


def end_look(s: State, now: int, ev: Events) -> None:
    """Everyone is ready, or PeekTime ran out: a seat short of two is given the lowest slots
    it has not chosen, and knows them (ruling 5). The pile starts with the draw pile's top
    card: a window, no power (ruling 4); the first turn waits for its ThrowTime."""
    for seat in range(s.n):
        chosen = s.chosen[seat]
        for slot in range(4):
            if len(chosen) >= LOOKED:
                break
            if slot not in chosen:
                _see(s, seat, slot, True, ev)
    s.ready = [True] * s.n
    s.phase = TURN
    if ev is not None:
        ev.append(Event("look_ended", {}))
    card = s.draw.pop()
    s.pile.append(card)
    if ev is not None:
        ev.append(Event("pile_started", {"card": card_to_json(card)}))
    open_window(s, card, now, ev)
    s.turn_seat = s.first_seat
    begin_turn(s, now, ev)
