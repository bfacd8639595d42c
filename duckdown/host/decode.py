"""Inbound payloads to JSON objects: the one step both transports run before anything reads one.

A payload is accepted only as strict UTF-8 (no byte order mark, no invalid bytes, no encoded
surrogates) holding one JSON object of finite numbers and valid Unicode text, nested at most
`MAX_DEPTH` deep. Everything else is `too_large` or `bad_json` before a single field is read,
so nothing the host later writes (its log, MQTT, the WebSocket) can fail to encode.
"""

from __future__ import annotations

import codecs
import json
import math
from typing import Any

from duckdown.host.limits import MAX_DEPTH
from duckdown.host.protocol import HostError

JSON = dict[str, Any]


def request(payload: bytes | str, limit: int) -> JSON:
    """The JSON object in `payload` (MQTT bytes or WebSocket text); raises `HostError`."""
    # text from a WebSocket is measured and checked as the bytes it would be on the wire
    raw = payload.encode("utf-8", "surrogatepass") if isinstance(payload, str) else payload
    if len(raw) > limit:
        raise HostError("too_large", f"payload over {limit} bytes")
    if raw.startswith(codecs.BOM_UTF8):
        raise HostError("bad_json", "the payload starts with a byte order mark")
    try:
        text = raw.decode("utf-8")  # strict: refuses invalid bytes and encoded surrogates
    except UnicodeDecodeError:
        raise HostError("bad_json", "the payload is not valid UTF-8") from None
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except (ValueError, RecursionError):
        raise HostError("bad_json", "the payload is not JSON") from None
    if not isinstance(data, dict):
        raise HostError("bad_json", "the payload is not a JSON object")
    problem = invalid(data)
    if problem is not None:
        raise HostError("bad_json", problem)
    return data


def invalid(value: Any, max_depth: int = MAX_DEPTH) -> str | None:
    """Why `value` is not JSON the host can send back (lone surrogates, too deep), or None.

    A `\\ud800` escape is valid JSON syntax but no Unicode text: json.loads makes it a lone
    surrogate, which no UTF-8 encoder accepts. Iterative, so depth costs no stack.
    """
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not _valid_text(item):
                return "the payload holds text that is not valid Unicode (a lone surrogate)"
        elif isinstance(item, dict | list):
            if depth > max_depth:
                return f"the payload is nested deeper than {max_depth} levels"
            if isinstance(item, dict):
                for key, inner in item.items():
                    if not _valid_text(key):
                        return "the payload holds a key that is not valid Unicode"
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)
    return None


def _valid_text(s: str) -> bool:
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 parses as infinity
        raise ValueError(f"{text[:20]} is out of range")
    return value
