"""The loot tables (rulings 26 and 35): a d20 on the table, then the row's item."""

from __future__ import annotations

from duckdown.engine.duck_pond.context import Ctx


def roll_loot(ctx: Ctx, seat: int, table: str) -> None:
    s = ctx.state
    die = s.rules["loot_die" if table == "scouting" else "disciple_loot_die"]
    result = ctx.roll(die, f"{table} loot for seat {seat}")
    row = s.rules.loot_row(table, result)
    if row is None:  # an amended table may leave a number out: nothing at all
        ctx.emit("loot", seat=seat, table=table, roll=result, item=None, count=0)
        return
    _, _, item, count, sides = row
    if sides:
        count = sum(ctx.roll(sides, f"{table} loot: {item}") for _ in range(count))
    ctx.add_item(seat, item, count)
    ctx.emit("loot", seat=seat, table=table, roll=result, item=item, count=count)
