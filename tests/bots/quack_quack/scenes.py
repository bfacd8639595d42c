"""Helpers for the Quack-Quack bot tests: a bot asked about one crafted position, fed exactly
what its seat would have been fed (the round's seat memory and its seat view)."""

from __future__ import annotations

from typing import Any

from duckdown.bots import make_bot
from duckdown.engine.quack_quack.state import State
from tests.engine.quack_quack.helpers import LETTERS, R

LEVELS = ("easy", "medium", "hard")


def ask(level: str, s: State, seat: int, seed: int = 3) -> dict[str, Any]:
    """What a fresh bot of `level` does in the seat's decision due in `s`."""
    assert R.seats_to_act(s) == [seat]
    bot = make_bot("quack_quack", level, seat, seed)
    bot.load_memory(R.seat_memory(s, seat))
    action = bot.act(R.seat_view(s, seat, 0))
    assert bot.errors == 0
    assert action is not None
    return action


def letters(action: dict[str, Any]) -> str:
    """An action's cards as letters, in class order ("SS", "FCM")."""
    names = action.get("cards") or [action["card"]] if "card" in action else action.get("cards")
    order = ("inspector", "farmer", "craftsman", "merchant", "agitator", "guard", "secretary")
    order += ("governor",)
    return "".join(LETTERS[order.index(n)] for n in sorted(names or [], key=order.index))
