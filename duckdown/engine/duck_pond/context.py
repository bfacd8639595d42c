"""One command or boundary in progress: who acts, when, the events so far, and the helpers every
rule uses to roll dice, emit events and move items through the ledger.

Rule modules check everything first and change the state only after (ruling 45: a refusal
changes nothing and rolls nothing), so `refuse` is only ever raised before the first change.
"""

from __future__ import annotations

from typing import Any, NoReturn

from duckdown.engine.duck_pond import calendar, dice
from duckdown.engine.duck_pond.state import GOD, State
from duckdown.engine.errors import IllegalAction
from duckdown.engine.ruleset import Event


def refuse(code: str, message: str) -> NoReturn:
    """Ruling 45: a reason code and a plain sentence; nothing has changed."""
    raise IllegalAction(message, code)


class Ctx:
    __slots__ = ("at", "events", "now", "seat", "state")

    def __init__(self, state: State, seat: int | None, now: int) -> None:
        self.state = state
        self.seat = seat
        self.now = now
        self.at = now  # the time written into the log (a due time, for lapses after downtime)
        self.events: list[Event] = []

    # --- events and the audit log ---------------------------------------------------------

    def emit(self, event: str, /, **data: Any) -> None:
        s = self.state
        self.events.append(Event(event, data))
        if event != "roll":  # rolls have their own log, per period
            s.log.append(
                {
                    "n": len(s.log) + 1,
                    "at": self.at,
                    "in_period": s.period.label,
                    "type": event,
                    **data,
                }
            )

    # --- dice (ruling 9) ------------------------------------------------------------------

    def roll(self, sides: int, cause: str) -> int:
        period = self.state.period
        n = len(period.rolls) + 1
        result = dice.roll(bytes.fromhex(period.seed), period.label, n, sides)
        period.rolls.append([sides, result, cause])
        self.emit("roll", period=period.label, n=n, sides=sides, result=result, cause=cause)
        return result

    def choose(self, count: int, cause: str) -> int:
        """Ruling 10: a random choice among `count` candidates is a d`count` (index from 0)."""
        return self.roll(count, cause) - 1 if count > 1 else 0

    # --- items (ruling 17), through the ledger so that holdings always add up -------------

    def add_item(self, holder: int | str, item: str, count: int) -> None:
        """Bring `count` of `item` into the game for a seat (or the Duck God's God Eggs)."""
        if count == 0:
            return
        s = self.state
        if holder == GOD:
            assert item == "god_egg"
            s.god_eggs += count
        else:
            assert isinstance(holder, int)
            s.players[holder].items[item] += count
        s.ledger[item] += count

    def use_item(self, holder: int | str, item: str, count: int) -> None:
        self.add_item(holder, item, -count)

    def move_item(self, giver: int | str, taker: int | str, item: str, count: int) -> None:
        self.use_item(giver, item, count)
        self.add_item(taker, item, count)

    def add_eggs(self, duck: int, count: int) -> None:
        self.state.ducks[duck].eggs += count
        self.state.ledger["egg"] += count

    # --- time for people ------------------------------------------------------------------

    def when(self, ms: int) -> str:
        return calendar.describe(ms, calendar.zone(self.state.config.time_zone))
