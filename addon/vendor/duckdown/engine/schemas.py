"""JSON Schemas for games: loading a game's schema files, and one validator for all of them.

JSON Schema's `integer` accepts 1.0 and `true` passes as a number in Python's eyes; a seat or
a count must be a whole number in the JSON itself, so the validator here accepts neither.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import best_match

JSON = dict[str, Any]


def _is_integer(checker: object, value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(checker: object, value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


StrictValidator: Any = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine_many(
        {"integer": _is_integer, "number": _is_number}
    ),
)


def load_schemas(
    package: str, names: tuple[str, ...] = ("action", "public", "seat", "event")
) -> JSON:
    """The schema files `<package>/schemas/<name>.json` that exist, by name."""
    root = resources.files(package).joinpath("schemas")
    out: JSON = {}
    for name in names:
        path = root.joinpath(f"{name}.json")
        if path.is_file():
            out[name] = json.loads(path.read_text("utf-8"))
    return out


# id -> (schema, validator): schemas are module-level constants, kept alive by this entry
_VALIDATORS: dict[int, tuple[Mapping[str, Any], Any]] = {}


def validator(schema: Mapping[str, Any]) -> Any:
    """A compiled strict validator for `schema`, made once per schema object."""
    hit = _VALIDATORS.get(id(schema))
    if hit is not None and hit[0] is schema:
        return hit[1]
    StrictValidator.check_schema(schema)
    v = StrictValidator(schema)
    _VALIDATORS[id(schema)] = (schema, v)
    return v


def problem(schema: Mapping[str, Any], data: Any, what: str = "value") -> str | None:
    """None if `data` matches `schema`, else a short message naming what is wrong."""
    v = validator(schema)
    if v.is_valid(data):
        return None
    err = best_match(v.iter_errors(data))
    if err is None:  # pragma: no cover - is_valid said otherwise
        return f"{what} is invalid"
    where = "/".join(str(p) for p in err.absolute_path)
    return f"{what}{'/' + where if where else ''}: {err.message}"[:300]


def defaults(options_schema: Mapping[str, Any]) -> JSON:
    """The `default` of every property of an options schema."""
    props = options_schema.get("properties") or {}
    return {key: prop["default"] for key, prop in props.items() if "default" in prop}
