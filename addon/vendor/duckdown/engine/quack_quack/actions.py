"""Actions as small tuples `(type, *args)`; JSON at the edges, tuples on the hot path.

Cards in an action are a sorted tuple of classes, so each concrete action has one form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from duckdown.engine.errors import IllegalAction
from duckdown.engine.quack_quack.cards import CARD_OF, NAMES, Card

Action = tuple[Any, ...]

PASS: Final = ("pass",)
TAKE: Final = ("take",)  # pass, taking two from the class deck (ruling 16)
DECLINE: Final = ("decline",)
TIMEOUT: Final = ("timeout",)

TYPES: Final = (
    "play",  # a single, a pair or a Governor
    "bomb",  # a Revolution or a Secret Inspection (ruling 19)
    "pass",
    "take",
    "discard",  # the two cards put aside after taking two
    "give",  # pass, handing two to the teammate (ruling 17)
    "give_back",  # the teammate's two in return
    "join",
    "decline",
    "timeout",  # the host only
)
# how many cards each type carries in `cards`
_SIZES: Final[dict[str, tuple[int, ...]]] = {
    "play": (1, 2),
    "bomb": (2, 3),
    "discard": (2,),
    "give": (2,),
    "give_back": (2,),
}


def _card(kind: str, value: object) -> Card:
    if not isinstance(value, str) or value not in CARD_OF:
        raise IllegalAction(
            f"{kind}: {value!r} is no card; cards are: {', '.join(NAMES)}", "bad_action"
        )
    return CARD_OF[value]


def parse_action(data: Mapping[str, Any]) -> Action:
    if not isinstance(data, Mapping):
        raise IllegalAction(f"an action must be an object, got {type(data).__name__}", "bad_action")
    kind = data.get("type")
    if kind not in TYPES:
        raise IllegalAction(
            f"unknown action type {kind!r}; types are: {', '.join(TYPES)}", "bad_action"
        )
    fields = {"cards"} if kind in _SIZES else {"card"} if kind == "join" else set()
    extra = set(data) - {"type", *fields}
    if extra:
        raise IllegalAction(f"{kind}: unexpected field {sorted(extra)[0]!r}", "bad_action")
    missing = fields - set(data)
    if missing:
        raise IllegalAction(f"{kind}: missing field {sorted(missing)[0]!r}", "bad_action")
    if kind == "join":
        return (kind, _card(kind, data["card"]))
    if kind in _SIZES:
        raw = data["cards"]
        sizes = _SIZES[kind]
        if not isinstance(raw, list) or len(raw) not in sizes:
            raise IllegalAction(
                f"{kind}: cards must be a list of {' or '.join(map(str, sizes))} cards",
                "bad_action",
            )
        return (kind, tuple(sorted(_card(kind, value) for value in raw)))
    return (kind,)


def action_to_json(action: Action) -> dict[str, Any]:
    kind = action[0]
    if kind == "join":
        return {"type": kind, "card": NAMES[action[1]]}
    if kind in _SIZES:
        return {"type": kind, "cards": [NAMES[card] for card in action[1]]}
    return {"type": kind}
