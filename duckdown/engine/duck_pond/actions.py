"""Actions as JSON objects: `{"type": ..., arguments}`. `parse_action` checks their shape
(types, required and known fields) and returns a clean copy in canonical form (an optional
field left out when absent); whether an action is legal now is the rules' business.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from duckdown.engine.duck_pond import corrections
from duckdown.engine.duck_pond.config import LIMITS
from duckdown.engine.duck_pond.rulebook import FRUIT, ITEMS
from duckdown.engine.duck_pond.state import GOD
from duckdown.engine.errors import IllegalAction

Action = dict[str, Any]
TEXT_HARD_MAX: Final = 10_000  # longer input is refused before any rule reads it
MAX_ENTRIES: Final = 20
MAX_LIST: Final = 20


def _bad(kind: str, message: str) -> IllegalAction:
    return IllegalAction(f"{kind}: {message}", "bad_action")


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int(v: object) -> str | None:
    return None if _whole(v) else "must be a whole number"


def _text(v: object) -> str | None:
    if not isinstance(v, str):
        return "must be text"
    return None if len(v) <= TEXT_HARD_MAX else f"may hold at most {TEXT_HARD_MAX} characters"


def _text_or_null(v: object) -> str | None:
    return None if v is None else _text(v)


def _enum(*values: object) -> Callable[[object], str | None]:
    def check(v: object) -> str | None:
        ok = any(v == x and type(v) is type(x) for x in values)
        return None if ok else f"must be one of {', '.join(map(repr, values))}"

    return check


def _bool(v: object) -> str | None:
    return None if isinstance(v, bool) else "must be true or false"


def _scrambler_target(v: object) -> str | None:
    return None if v == GOD or _whole(v) else f"must be a seat or {GOD!r}"


def _entries(v: object) -> str | None:
    if not isinstance(v, list) or len(v) > MAX_ENTRIES:
        return f"must be a list of up to {MAX_ENTRIES} entries"
    for entry in v:
        if not isinstance(entry, Mapping):
            return "entries are {item, count} or {duck}"
        if set(entry) == {"duck"} and _whole(entry["duck"]):
            continue
        if (
            set(entry) == {"item", "count"}
            and entry["item"] in ITEMS
            and _whole(entry["count"])
            and 1 <= entry["count"] <= 1_000_000
        ):
            continue
        return f"entries are {{item: one of {', '.join(ITEMS)}, count: 1+}} or {{duck: number}}"
    return None


def _objects(v: object) -> str | None:
    if not isinstance(v, list) or len(v) > MAX_LIST:
        return f"must be a list of up to {MAX_LIST} changes"
    return None if all(isinstance(c, Mapping) for c in v) else "changes are objects"


def _corrections(v: object) -> str | None:
    problem = _objects(v)
    if problem is not None:
        return problem
    assert isinstance(v, list)
    if not v:
        return "a correction makes at least one change"
    for i, change in enumerate(v):
        problem = corrections.validate_shape(dict(change))
        if problem is not None:
            return f"change {i + 1}: {problem}"
    return None


def _cite(v: object) -> str | None:
    if not isinstance(v, Mapping) or len(v) != 1:
        return "must be {ruling: n}, {proposal: n} or {error: text}"
    ((k, value),) = v.items()
    if k in ("ruling", "proposal") and _whole(value):
        return None
    if k == "error" and isinstance(value, str) and len(value) <= TEXT_HARD_MAX:
        return None
    return "must be {ruling: n}, {proposal: n} or {error: text}"


def _limits(v: object) -> str | None:
    if not isinstance(v, Mapping) or not v:
        return f"must map some of {', '.join(LIMITS)} to numbers"
    for k, value in v.items():
        if k not in LIMITS or not _whole(value):
            return f"must map some of {', '.join(LIMITS)} to numbers"
    return None


def _entropy(v: object) -> str | None:
    if isinstance(v, str) and len(v) == 64:
        try:
            bytes.fromhex(v)
            return None
        except ValueError:
            pass
    return "must be 32 bytes as 64 hex digits"


Check = Callable[[object], str | None]
_VOTE: Final = _enum("for", "against", None)
# type -> field -> (check, required)
FIELDS: Final[dict[str, dict[str, tuple[Check, bool]]]] = {
    "name": {"duck": (_int, True), "name": (_text_or_null, True)},
    "assign_pond": {"duck": (_int, True), "pond": (_int, True)},
    "move": {"duck": (_int, True), "pond": (_int, True)},
    "feed": {"duck": (_int, True), "fruit": (_enum(*FRUIT), False)},
    "standard": {"duck": (_int, True), "target": (_int, True), "cost": (_int, True)},
    "lay_egg": {"duck": (_int, True), "cost": (_int, True)},
    "hatch": {"duck": (_int, True)},
    "scrambler": {"duck": (_int, True), "target": (_scrambler_target, True), "cost": (_int, True)},
    "steal": {"duck": (_int, True), "target": (_int, True)},
    "cannibalism": {"duck": (_int, True), "target": (_int, True)},
    "scout": {"duck": (_int, True)},
    "adjust": {"duck": (_int, True), "by": (_enum(1, -1), True)},
    "retrieve": {"duck": (_int, True)},
    "cut_losses": {"duck": (_int, True)},
    "propose": {
        "title": (_text, True),
        "text": (_text, True),
        "changes": (_objects, False),
        "changes_only": (_bool, False),
    },
    "edit": {
        "proposal": (_int, True),
        "title": (_text, True),
        "text": (_text, True),
        "changes": (_objects, False),
        "changes_only": (_bool, False),
    },
    "retract": {"proposal": (_int, True)},
    "vote": {"proposal": (_int, True), "vote": (_VOTE, True)},
    "offer": {
        "to": (_int, True),
        "give": (_entries, True),
        "receive": (_entries, False),
        "expires": (_int, False),
    },
    "withdraw": {"offer": (_int, True)},
    "decline": {"offer": (_int, True)},
    "accept": {"offer": (_int, True)},
    "display_name": {"name": (_text, True)},
    "ask_judge": {},
    "move_removal": {},
    "assent": {"motion": (_int, True)},
    "resign": {},
    "request": {"kind": (_enum("question", "statement"), True), "text": (_text, True)},
    "withdraw_request": {"request": (_int, True)},
    "answer": {"request": (_int, True), "text": (_text, True), "verdict": (_bool, False)},
    "confidence": {"ruling": (_int, True)},
    "confidence_vote": {"ruling": (_int, True), "vote": (_enum("overturn", "affirm", None), True)},
    "correct": {"changes": (_corrections, True), "reason": (_text, True), "cite": (_cite, True)},
    "confirm": {"correction": (_int, True)},
    "withdraw_correction": {"correction": (_int, True)},
    "settle": {"proposal": (_int, True), "note": (_text, True)},
    "dismiss": {"notice": (_int, True)},
    # the household admin (OWNER)
    "remove_player": {"seat": (_int, True)},
    "rename_player": {"seat": (_int, True), "name": (_text, True)},
    "set_limits": {"limits": (_limits, True)},
    # the host
    "timeout": {"entropy": (_entropy, False)},
}
TYPES: Final = tuple(FIELDS)
OWNER_TYPES: Final = ("remove_player", "rename_player", "set_limits")


def parse_action(data: Mapping[str, Any]) -> Action:
    if not isinstance(data, Mapping):
        raise IllegalAction(f"an action must be an object, got {type(data).__name__}", "bad_action")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise IllegalAction(
            f"unknown action type {kind!r}; types are: {', '.join(TYPES)}", "bad_action"
        )
    spec = FIELDS[kind]
    extra = sorted(set(data) - {"type", *spec})
    if extra:
        raise _bad(kind, f"unexpected field {extra[0]!r}")
    out: Action = {"type": kind}
    for name, (check, required) in spec.items():
        if name not in data or (not required and data[name] is None):
            if required:
                raise _bad(kind, f"{name} is required")
            continue
        problem = check(data[name])
        if problem is not None:
            raise _bad(kind, f"{name} {problem}")
        out[name] = _copy(data[name])
    return out


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def action_to_json(action: Action) -> dict[str, Any]:
    return _copy(action)  # type: ignore[no-any-return]
