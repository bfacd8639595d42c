"""Card movements every part of a round shares: drawing (with ruling 28's reshuffle), adding
to and taking from a row (ruling 3), the throw-in window (ruling 14) and Queen reveals.

`ev` collects events; the simulation fast path passes None to skip building them.
"""

from __future__ import annotations

from typing import Final

from duckdown.engine.dutch.cards import EMPTY, RANK, SLOTS, Card, card_to_json, rank_to_json
from duckdown.engine.dutch.state import State
from duckdown.engine.ruleset import Event

Events = list[Event] | None

#: a row's occupancy mask -> its occupied slots, in order
SLOT_LIST: Final = tuple(tuple(k for k in range(SLOTS) if mask >> k & 1) for mask in range(256))
#: a row's occupancy mask -> its lowest empty slot (ruling 3), or SLOTS for a full row
LOWEST_EMPTY: Final = tuple(
    next((k for k in range(SLOTS) if not mask >> k & 1), SLOTS) for mask in range(256)
)


def can_draw(s: State) -> bool:
    """Ruling 28: a card can be drawn unless the draw pile and the pile under its top are empty."""
    return bool(s.draw) or len(s.pile) > 1


def draw_card(s: State, ev: Events) -> Card:
    """The draw pile's top card; first, if it is empty, everything in the pile but its top is
    shuffled into a new draw pile, unknown to everyone (ruling 28). Callers check `can_draw`."""
    if not s.draw:
        top = s.pile.pop()
        cards = s.pile
        s.shuffle(cards)
        s.draw = cards
        s.pile = [top]
        s.gen += 1  # a new generation: these cards are dealt again apart from the old ones
        if ev is not None:
            ev.append(Event("reshuffled", {"draw": len(cards)}))
    return s.draw.pop()


def add_to_row(s: State, seat: int, card: Card, known: int, origin: int) -> int:
    """Put a card into the row's lowest empty slot and return the slot. The row is not full."""
    mask = s.fill[seat]
    slot = LOWEST_EMPTY[mask]
    s.rows[seat][slot] = card
    s.known[seat][slot] = known
    s.origin[seat][slot] = origin
    s.fill[seat] = mask | 1 << slot
    return slot


def remove_from_row(s: State, seat: int, slot: int) -> Card:
    """Take a card out of its slot, which stays empty (ruling 3); its reveals end."""
    row = s.rows[seat]
    card = row[slot]
    row[slot] = EMPTY
    s.known[seat][slot] = 0
    s.origin[seat][slot] = 0
    s.fill[seat] &= ~(1 << slot)
    if s.reveals:
        drop_reveals(s, seat, slot)
    return card


def drop_reveals(s: State, seat: int, slot: int) -> None:
    """The card in (seat, slot) left for the pile: its Queen reveals end (ruling 33)."""
    s.reveals = [r for r in s.reveals if not (r[1] == seat and r[2] == slot)]


def open_window(s: State, card: Card, now: int, ev: Events) -> None:
    """Ruling 14: a card put onto the pile by play opens a window for its rank."""
    s.win_no += 1
    s.win_rank = RANK[card]
    s.win_card = card
    s.win_opened = now
    s.win_until = now + s.config.throw_time * 1000
    s.win_tried = 0
    s.win_throws = []
    s.win_closed = None
    if ev is not None:
        ev.append(
            Event(
                "window_opened",
                {
                    "number": s.win_no,
                    "rank": rank_to_json(s.win_rank),
                    "card": card_to_json(card),
                    "until": s.win_until,
                },
            )
        )


def close_window(s: State, reason: str, ev: Events) -> None:
    """Close the open window, if any: `throw_in`, `turn` (the next turn began) or `round`."""
    if s.win_rank:
        s.win_rank = 0
        s.win_closed = reason
        if ev is not None:
            ev.append(Event("window_closed", {"number": s.win_no, "reason": reason}))
