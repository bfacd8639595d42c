"""Actions as small tuples `(type, *args)`; JSON at the edges, tuples on the hot path.

A seat view's `legal` lists action types only; `from_view` expands them into every concrete
action from what the view shows (which slots hold a card, the caller, the window's number).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from duckdown.engine.dutch.cards import SLOTS
from duckdown.engine.dutch.config import MODES
from duckdown.engine.errors import IllegalAction

Action = tuple[Any, ...]

READY: Final = ("ready",)
DRAW: Final = ("draw",)
TAKE: Final = ("take",)
DISCARD: Final = ("discard",)
SKIP: Final = ("skip",)
DUTCH: Final = ("dutch",)
END: Final = ("end",)
DEAL: Final = ("deal",)
TIMEOUT: Final = ("timeout",)

# every type, with its arguments in tuple order
ARGS: Final[dict[str, tuple[str, ...]]] = {
    "choose": ("slot",),  # the opening look: one card at a time (ruling 5)
    "ready": (),
    "draw": (),
    "take": (),
    "replace": ("slot",),
    "discard": (),
    "give": ("row",),  # Ace (ruling 10)
    "look": ("row", "slot"),  # Queen (ruling 11)
    "swap": ("row", "slot", "other_row", "other_slot"),  # Jack (ruling 12)
    "skip": (),
    "dutch": (),  # call Dutch at the end of the turn (ruling 19)
    "end": (),  # end the turn without a call
    "throw_in": ("slot", "window"),  # any seat, during a window (rulings 14-17)
    "deal": (),  # the owner, between rounds (ruling 25)
    "mode": ("mode",),  # the owner, between rounds (ruling 25)
    "timeout": (),  # the host, at the deadline
}
TYPES: Final = tuple(ARGS)
SEAT_TYPES: Final = tuple(t for t in TYPES if t not in ("deal", "mode", "timeout"))


def parse_action(data: Mapping[str, Any]) -> Action:
    if not isinstance(data, Mapping):
        raise IllegalAction(f"an action must be an object, got {type(data).__name__}", "bad_action")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ARGS:
        raise IllegalAction(
            f"unknown action type {kind!r}; types are: {', '.join(TYPES)}", "bad_action"
        )
    names = ARGS[kind]
    extra = set(data) - {"type", *names}
    if extra:
        raise IllegalAction(f"{kind}: unexpected field {sorted(extra)[0]!r}", "bad_action")
    args: list[Any] = []
    for name in names:
        value = data.get(name)
        if name == "mode":
            if not isinstance(value, str) or value not in MODES:
                raise IllegalAction(
                    f"mode: mode must be one of {', '.join(MODES)}, got {value!r}", "bad_action"
                )
        elif isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction(
                f"{kind}: {name} must be a whole number, got {value!r}", "bad_action"
            )
        args.append(value)
    if kind == "swap" and (args[2], args[3]) < (args[0], args[1]):
        args = [args[2], args[3], args[0], args[1]]  # one order for one swap (from_view's)
    return (kind, *args)


def action_to_json(action: Action) -> dict[str, Any]:
    kind = action[0]
    return {"type": kind, **dict(zip(ARGS[kind], action[1:], strict=True))}


def _slots(filled: list[bool]) -> list[int]:
    return [k for k in range(SLOTS) if filled[k]]


def from_view(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every concrete legal action JSON a seat view allows, in `legal_actions`' order."""
    seat = int(view["seat"])
    filled: list[list[bool]] = view["filled"]
    caller = view["caller"]
    out: list[dict[str, Any]] = []
    for kind in view.get("legal") or ():
        if kind == "choose":
            chosen = view["look"]["chosen"][seat]
            out.extend({"type": kind, "slot": k} for k in range(4) if k not in chosen)
        elif kind == "replace":
            out.extend({"type": kind, "slot": k} for k in _slots(filled[seat]))
        elif kind == "give":
            out.extend(
                {"type": kind, "row": r}
                for r in range(len(filled))
                if r != caller and not all(filled[r])
            )
        elif kind == "look":
            out.extend(
                {"type": kind, "row": r, "slot": k}
                for r in range(len(filled))
                for k in _slots(filled[r])
            )
        elif kind == "swap":
            places = [(r, k) for r in range(len(filled)) if r != caller for k in _slots(filled[r])]
            out.extend(
                {"type": kind, "row": r, "slot": k, "other_row": r2, "other_slot": k2}
                for i, (r, k) in enumerate(places)
                for r2, k2 in places[i + 1 :]
            )
        elif kind == "throw_in":
            window = int(view["window"]["number"])
            out.extend({"type": kind, "slot": k, "window": window} for k in _slots(filled[seat]))
        else:
            out.append({"type": kind})
    return out
