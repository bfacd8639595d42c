"""Duck Down at the terminal: a seat view as text, and typed moves as action JSON."""

from __future__ import annotations

from typing import Any

JSON = dict[str, Any]

HELP = """actions: ready | draw | take | throw | double | call | replace N | peek N |
swap N SEAT M (your slot N with SEAT's slot M) | quit"""


def card(c: Any) -> str:
    return "??" if c is None else str(c)


def render(view: JSON, names: list[str]) -> str:
    lines = [
        f"round {view['round']}/{view['rounds']}  phase {view['phase']}  "
        f"deck {view['deck']}  pile top {card(view['pile'][-1]) if view['pile'] else '-'}"
    ]
    for seat, row in enumerate(view["rows"]):
        name = names[seat] if seat < len(names) else f"seat {seat}"
        mark = "*" if (view.get("turn") or {}).get("seat") == seat else " "
        me = " (you)" if seat == view["seat"] else ""
        lines.append(
            f" {mark} {name:<12}{me:<6} "
            + " ".join(f"{card(c):>6}" for c in row)
            + f"   total {view['totals'][seat]}"
        )
    held = view.get("held")
    if held:
        lines.append(f"   held by seat {held['seat']}: {card(held.get('card'))}")
    if view.get("winners") is not None:
        lines.append(f"   game over; winners: {', '.join(names[s] for s in view['winners'])}")
    lines.append(f"   you may: {', '.join(view['legal']) or '(wait)'}")
    return "\n".join(lines)


def parse(line: str) -> JSON | None:
    words = line.split()
    if not words:
        return None
    kind, args = words[0], [int(w) for w in words[1:] if w.lstrip("-").isdigit()]
    action: JSON = {"type": kind}
    if kind in ("replace", "peek") and args:
        action["slot"] = args[0]
    elif kind == "swap" and len(args) == 3:
        action.update(slot=args[0], other_seat=args[1], other_slot=args[2])
    return action
