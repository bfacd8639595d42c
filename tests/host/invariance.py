"""View invariance for what the host publishes (architecture: "Hidden information").

Re-deal what a seat does not know (the engine's `resample`); the public view must come out
identical. The host publishes only views, so every public message must pass.
"""

from __future__ import annotations

import random
from typing import Any

from duckdown.engine import get_ruleset

RULESET = get_ruleset("duck_down")


def check_public_view(state: Any, now: int, published: dict[str, Any]) -> None:
    """Re-deal what each seat does not know (the engine's `resample`): the public view the
    host published must come out identical every time."""
    rng = random.Random(0)
    for seat in range(state.n):
        other = RULESET.resample(state, seat, rng)
        assert RULESET.public_view(other, now) == published, "public view depends on hidden cards"


def visible_cards(snapshot: dict[str, Any]) -> list[Any]:
    """Every card value a public snapshot shows."""
    game = snapshot.get("game") or {}
    out: list[Any] = list(game.get("pile") or [])
    for row in game.get("rows") or []:
        out.extend(c for c in row if c is not None)
    held = game.get("held") or {}
    if held.get("card") is not None:
        out.append(held["card"])
    result = game.get("result") or {}
    for row in result.get("rows") or []:
        out.extend(row)
    for rep in result.get("replaced") or []:
        out.extend(rep.get("drawn") or [])
    return out
