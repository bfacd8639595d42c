"""Titles (ruling 31), recomputed after every change: each goes to the one entity strictly
ahead of all others; a tie, or nobody having any, leaves it vacant."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import ducks
from duckdown.engine.duck_pond.context import Ctx
from duckdown.engine.duck_pond.state import GOD, TITLES, State


def _leader(scores: dict[Any, int]) -> Any:
    best = max(scores.values(), default=0)
    if best <= 0:
        return None
    leaders = [who for who, score in scores.items() if score == best]
    return leaders[0] if len(leaders) == 1 else None


def holdings(s: State) -> tuple[dict[int, int], dict[int, int]]:
    """Per current player: counted ducks, and the quacks in them (complete, home, owned)."""
    count = {p.seat: 0 for p in s.players if p.active}
    quacks = dict(count)
    for d in s.ducks.values():
        if ducks.active(d):
            assert d.owner is not None
            count[d.owner] += 1
            quacks[d.owner] += d.quacks
    return count, quacks


def compute(s: State) -> dict[str, Any]:
    count, quacks = holdings(s)
    eggs: dict[Any, int] = {p.seat: p.items["god_egg"] for p in s.players if p.active}
    eggs[GOD] = s.god_eggs
    king, lord = _leader(count), _leader(quacks)
    return {
        "deity": _leader(eggs),
        "king": king,
        "lord": lord,
        "duke": king if king is not None and king == lord else None,
    }


def royalty(s: State, seat: int) -> bool:
    return seat in (s.titles["king"], s.titles["lord"], s.titles["duke"])


def update(ctx: Ctx) -> None:
    s = ctx.state
    new = compute(s)
    for title in TITLES:
        if new[title] != s.titles[title]:
            ctx.emit("title_changed", title=title, holder=new[title], previous=s.titles[title])
    s.titles = new
