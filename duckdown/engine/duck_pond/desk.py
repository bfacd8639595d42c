"""The Judge's desk: notices the engine leaves for whoever is Judge (a skipped structured
change, a correction it could not reverse). They stay open until the Judge dismisses them."""

from __future__ import annotations

from duckdown.engine.duck_pond.context import Ctx
from duckdown.engine.duck_pond.state import Notice


def notice(ctx: Ctx, kind: str, text: str) -> None:
    s = ctx.state
    item = Notice(number=len(s.notices) + 1, kind=kind, text=text, at=ctx.at)
    s.notices.append(item)
    ctx.emit("notice", notice=item.number, kind=kind, text=text)
