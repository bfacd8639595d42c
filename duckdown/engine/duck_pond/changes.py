"""Structured changes (ruling 37): typed edits to the rulebook that the engine applies itself
when a proposal passes. Each is checked (types and bounds) at submission; one that no longer
applies when its proposal passes is skipped and reported to the Judge."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from duckdown.engine.duck_pond import names
from duckdown.engine.duck_pond.rulebook import ITEMS, LOOT_TABLES, NUMBERS, Rulebook

MAX_CHANGES: Final = 20
TABLE_MAX: Final = 200  # the highest number a table row may name
COLOUR: Final = re.compile(r"^[a-z][a-z -]{0,19}$")
WORD_MAX: Final = 60

_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "set_number": ("number", "value"),
    "colour_row": ("colour", "from", "to"),
    "remove_colour_row": ("colour",),
    "loot_row": ("table", "from", "to", "item", "count", "sides"),
    "add_duck_word": ("word",),
    "remove_duck_word": ("word",),
    "add_banned_name": ("name",),
    "remove_banned_name": ("name",),
}
OPS: Final = tuple(_FIELDS)


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _range_problem(data: Mapping[str, Any]) -> str | None:
    low, high = data.get("from"), data.get("to")
    if not (_int(low) and _int(high)):
        return "from and to must be whole numbers"
    assert isinstance(low, int) and isinstance(high, int)
    if not 1 <= low <= high <= TABLE_MAX:
        return f"a row runs from 1 to {TABLE_MAX}, from no higher than to"
    return None


def _text_problem(value: object, what: str, limit: int) -> str | None:
    if not isinstance(value, str):
        return f"{what} must be text"
    return names.shape_problem(value, 1, limit, what.capitalize())


def change_problem(data: object) -> str | None:
    """Why `data` is not a structured change, or None."""
    if not isinstance(data, Mapping):
        return "a change must be an object"
    op = data.get("op")
    if op not in _FIELDS:
        return f"unknown change {op!r}; changes are: {', '.join(OPS)}"
    extra = set(data) - {"op", *_FIELDS[op]}
    missing = set(_FIELDS[op]) - set(data)
    if extra or missing:
        return f"{op} takes {', '.join(_FIELDS[op])}"
    if op == "set_number":
        spec = NUMBERS.get(data["number"]) if isinstance(data["number"], str) else None
        if spec is None:
            return f"unknown number {data['number']!r}; see the rulebook's numbers"
        _, low, high, _ = spec
        value = data["value"]
        if not _int(value) or not low <= value <= high:
            return f"{data['number']} runs from {low} to {high}"
        return None
    if op in ("colour_row", "remove_colour_row"):
        if not isinstance(data["colour"], str) or not COLOUR.match(data["colour"]):
            return "a colour is 1-20 lower-case letters, spaces or hyphens"
        return _range_problem(data) if op == "colour_row" else None
    if op == "loot_row":
        if data["table"] not in LOOT_TABLES:
            return f"the loot tables are {', '.join(LOOT_TABLES)}"
        if data["item"] not in ITEMS:
            return f"loot items are {', '.join(ITEMS)}"
        count, sides = data["count"], data["sides"]
        if not _int(count) or not 0 <= count <= 100:
            return "count runs from 0 to 100"
        if sides is not None and (not _int(sides) or not 2 <= sides <= 100):
            return "sides is null (a fixed count) or a die of 2 to 100 sides"
        if sides is not None and count > 10:
            return "at most 10 dice"
        return _range_problem(data)
    if op in ("add_duck_word", "remove_duck_word"):
        return _text_problem(data["word"], "a duck word", WORD_MAX)
    return _text_problem(data["name"], "a banned name", NUMBERS["name_max"][2])


def parse_changes(raw: object, limit: int = MAX_CHANGES) -> tuple[str | None, list[dict[str, Any]]]:
    """(problem, the changes as clean copies)."""
    if not isinstance(raw, list) or len(raw) > limit:
        return f"changes must be a list of up to {limit}", []
    out = []
    for i, change in enumerate(raw):
        problem = change_problem(change)
        if problem is not None:
            return f"change {i + 1}: {problem}", []
        out.append({k: change[k] for k in ("op", *_FIELDS[change["op"]])})
    return None, out


def _cut(rows: list[list[Any]], low: int, high: int) -> list[list[Any]]:
    """Loot rows with [low, high] cut out of them."""
    out = []
    for row in rows:
        if row[1] < low or row[0] > high:
            out.append(row)
            continue
        if row[0] < low:
            out.append([row[0], low - 1, *row[2:]])
        if row[1] > high:
            out.append([high + 1, row[1], *row[2:]])
    return out


def _has(items: list[str], value: str) -> int | None:
    k = names.key(value)
    return next((i for i, item in enumerate(items) if names.key(item) == k), None)


def apply_change(rules: Rulebook, change: Mapping[str, Any]) -> str | None:
    """Apply one checked change; the reason it no longer applies (nothing changed), or None."""
    op = change["op"]
    if op == "set_number":
        old = rules.numbers[change["number"]]
        rules.numbers[change["number"]] = change["value"]
        problems = rules.problems()
        if problems:
            rules.numbers[change["number"]] = old
            return problems[0]
        return None
    if op == "colour_row":
        row = [change["colour"], change["from"], change["to"]]
        for i, existing in enumerate(rules.colours):
            if existing[0] == change["colour"]:
                rules.colours[i] = row
                return None
        rules.colours.append(row)
        return None
    if op == "remove_colour_row":
        kept = [r for r in rules.colours if r[0] != change["colour"]]
        if len(kept) == len(rules.colours):
            return f"the colour table has no row for {change['colour']}"
        rules.colours = kept
        return None
    if op == "loot_row":
        table = change["table"]
        row = [change["from"], change["to"], change["item"], change["count"], change["sides"]]
        rules.loot[table] = sorted(
            [*_cut(rules.loot[table], row[0], row[1]), row], key=lambda r: int(r[0])
        )
        return None
    words = rules.duck_words if op.endswith("duck_word") else rules.banned
    value = str(change["word"] if op.endswith("duck_word") else change["name"]).strip()
    at = _has(words, value)
    if op.startswith("add_"):
        if at is not None:
            return f"{value!r} is on the list already"
        words.append(value)
        return None
    if at is None:
        return f"{value!r} is not on the list"
    del words[at]
    return None
