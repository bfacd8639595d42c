"""The protocol's JSON Schemas (`schemas/*.json`): loaded once, compiled once."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import best_match

SCHEMA_FILES = ("request", "response", "host_info", "public", "event", "private", "private_plain")


def _is_integer(checker: Any, instance: Any) -> bool:
    # JSON Schema counts 1.0 as an integer; the host indexes and counts with these, so only
    # a number written without a fraction or exponent is one (and a bool never is)
    return isinstance(instance, int) and not isinstance(instance, bool)


Validator: Any = validators.extend(  # type: ignore[no-untyped-call]  # untyped in the stubs
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer),
)


@cache
def load(name: str) -> dict[str, Any]:
    text = resources.files("duckdown.host").joinpath("schemas", f"{name}.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def validator(name: str) -> Any:
    """A validator for a schema file, or for one command of `request.json`."""
    if name in SCHEMA_FILES:
        schema = load(name)
    else:
        request = load("request")
        if name not in request["$defs"]:
            raise KeyError(name)
        pointer = name.replace("~", "~0").replace("/", "~1")
        schema = {"$defs": request["$defs"], "$ref": f"#/$defs/{pointer}"}
    Validator.check_schema(schema)
    return Validator(schema)


def commands() -> list[str]:
    defs = load("request")["$defs"]
    return [name for name, d in defs.items() if isinstance(d, dict) and "$ref" in d]


def problem(name: str, data: Any) -> str | None:
    """None if `data` is valid, else a short message naming what is wrong."""
    v = validator(name)
    if v.is_valid(data):
        return None
    err = best_match(v.iter_errors(data))
    if err is None:  # pragma: no cover - is_valid said otherwise
        return "invalid"
    where = "/".join(str(p) for p in err.absolute_path) or "request"
    return f"{where}: {err.message}"[:300]


def check(name: str, data: Any) -> None:
    """Raise ValueError if `data` does not match (for tests of what the host sends)."""
    msg = problem(name, data)
    if msg is not None:
        raise ValueError(f"{name}: {msg}")
