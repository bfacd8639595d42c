"""Expand a seat view's `legal` (types only) into every concrete legal action JSON.

Pure: it reads the view only. The argument ranges are fixed (docs/views.md): `slot` and
`other_slot` are 0..3, `other_seat` is any seat but the viewer's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Action = dict[str, Any]


def expand_legal(view: Mapping[str, Any]) -> list[Action]:
    """Every legal action JSON for the viewing seat, in a stable order."""
    seat = int(view["seat"])
    players = int(view["players"])
    out: list[Action] = []
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


def is_legal(view: Mapping[str, Any], action: Mapping[str, Any]) -> bool:
    return dict(action) in expand_legal(view)
