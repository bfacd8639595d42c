"""Actions as small tuples `(type, *args)`; JSON at the edges, tuples on the hot path."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, Final

from duckdown.engine.errors import IllegalAction

Action = tuple[Any, ...]

READY: Final = ("ready",)
DRAW: Final = ("draw",)
TAKE: Final = ("take",)
THROW: Final = ("throw",)
DOUBLE: Final = ("double",)
CALL: Final = ("call",)
TIMEOUT: Final = ("timeout",)

TYPES: Final = (
    "ready",
    "draw",
    "take",
    "replace",
    "throw",
    "peek",
    "swap",
    "double",
    "call",
    "timeout",
)
_ARGS: Final[dict[str, tuple[str, ...]]] = {
    "replace": ("slot",),
    "peek": ("slot",),
    "swap": ("slot", "other_seat", "other_slot"),
}


def parse_action(data: Mapping[str, Any]) -> Action:
    if not isinstance(data, Mapping):
        raise IllegalAction(f"an action must be an object, got {type(data).__name__}", "bad_action")
    kind = data.get("type")
    if kind not in TYPES:
        raise IllegalAction(
            f"unknown action type {kind!r}; types are: {', '.join(TYPES)}", "bad_action"
        )
    names = _ARGS.get(kind, ())
    extra = set(data) - {"type", *names}
    if extra:
        raise IllegalAction(f"{kind}: unexpected field {sorted(extra)[0]!r}", "bad_action")
    args = []
    for name in names:
        value = data.get(name)
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction(
                f"{kind}: {name} must be a whole number, got {value!r}", "bad_action"
            )
        args.append(value)
    return (kind, *args)


def action_to_json(action: Action) -> dict[str, Any]:
    kind = action[0]
    return {"type": kind, **dict(zip(_ARGS.get(kind, ()), action[1:], strict=True))}


def replaces() -> tuple[Action, ...]:
    return _REPLACES


def peeks() -> tuple[Action, ...]:
    return _PEEKS


@cache
def swaps(players: int, seat: int) -> tuple[Action, ...]:
    return tuple(
        ("swap", slot, other, other_slot)
        for slot in range(4)
        for other in range(players)
        if other != seat
        for other_slot in range(4)
    )


_REPLACES: Final = tuple(("replace", slot) for slot in range(4))
_PEEKS: Final = tuple(("peek", slot) for slot in range(4))


def from_view(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every concrete legal action JSON a seat view allows, in a stable order.

    A view lists action types only (`legal`) to stay small; the argument ranges are fixed
    (docs/views.md): `slot` and `other_slot` are 0..3, `other_seat` any seat but the viewer's.
    """
    seat = int(view["seat"])
    players = int(view["players"])
    out: list[dict[str, Any]] = []
    for kind in view.get("legal") or ():
        if kind in ("replace", "peek"):
            out.extend({"type": kind, "slot": slot} for slot in range(4))
        elif kind == "swap":
            out.extend(
                {"type": "swap", "slot": slot, "other_seat": other, "other_slot": other_slot}
                for slot in range(4)
                for other in range(players)
                if other != seat
                for other_slot in range(4)
            )
        elif kind != "timeout":
            out.append({"type": kind})
    return out
