"""The Duck God (rule 32): a God Egg each Sunday, and the round's loss at the limit."""

from __future__ import annotations

from duckdown.engine.duck_pond.context import Ctx
from duckdown.engine.duck_pond.state import GOD, OVER, PLAY


def sunday_egg(ctx: Ctx) -> None:
    count = ctx.state.rules["god_eggs_per_sunday"]
    ctx.add_item(GOD, "god_egg", count)
    ctx.emit("god_egg", god_eggs=ctx.state.god_eggs, limit=ctx.state.rules["god_egg_limit"])


def check_loss(ctx: Ctx) -> bool:
    """Ruling 32: at the limit or more, all players lose and nobody wins; the round freezes."""
    s = ctx.state
    if s.phase == PLAY and s.god_eggs >= s.rules["god_egg_limit"]:
        s.phase = OVER
        period = s.period
        if not period.revealed:  # lost between boundaries: its dice can be checked at once
            period.revealed = True
            ctx.emit(
                "period_ended",
                period=period.label,
                seed=period.seed,
                commitment=period.commitment,
                rolls=len(period.rolls),
            )
        ctx.emit("round_lost", god_eggs=s.god_eggs, limit=s.rules["god_egg_limit"], round=s.round)
    return s.phase == OVER
