"""View invariance for what the host publishes (architecture: "Hidden information").

Re-deal every card that not every seat knows (rows, deck, a held card); the public view must
come out identical. The host publishes only views, so every public message must pass.
"""

from __future__ import annotations

import random
from typing import Any

from duckdown.engine import get_ruleset

RULESET = get_ruleset("duck_down")


def redeal(state: Any, rng: random.Random) -> Any:
    s = state.copy()
    everyone = s.everyone
    spots: list[tuple[str, int, int]] = []
    cards: list[Any] = []
    for p, (row, known) in enumerate(zip(s.rows, s.known, strict=True)):
        for i, (card, k) in enumerate(zip(row, known, strict=True)):
            if k != everyone:
                spots.append(("row", p, i))
                cards.append(card)
    for i, card in enumerate(s.deck):
        spots.append(("deck", i, 0))
        cards.append(card)
    if s.held is not None and s.held_known != everyone:
        spots.append(("held", 0, 0))
        cards.append(s.held)
    rng.shuffle(cards)
    for (where, a, b), card in zip(spots, cards, strict=True):
        if where == "row":
            s.rows[a][b] = card
        elif where == "deck":
            s.deck[a] = card
        else:
            s.held = card
    return s


def check_public_view(state: Any, now: int, published: dict[str, Any], tries: int = 3) -> None:
    rng = random.Random(0)
    for _ in range(tries):
        other = redeal(state, rng)
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
