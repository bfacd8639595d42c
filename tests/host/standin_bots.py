"""Stand-in bots for host tests only: slow thinkers, to show bots never hold up the host."""

from __future__ import annotations

import json
import os
import random
import time
from typing import Any

JSON = dict[str, Any]


class SlowBot:
    """Thinks for `delay` seconds, then plays a random legal action type."""

    def __init__(self, seat: int, seed: int, delay: float) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.delay = delay

    def observe(self, event_view: JSON) -> None:
        pass

    def load_memory(self, memory: JSON) -> None:
        pass

    def act(self, seat_view: JSON) -> JSON:
        time.sleep(self.delay)
        kind = self.rng.choice(seat_view["legal"])
        action: JSON = {"type": kind}
        if kind in ("replace", "peek"):
            action["slot"] = 0
        elif kind == "swap":
            other = (self.seat + 1) % seat_view["players"]
            action.update(slot=0, other_seat=other, other_slot=0)
        return action


def slow_bot(game: str, level: str, seat: int, seed: int, options: JSON) -> SlowBot:
    """A module-level factory (worker processes import it by name)."""
    return SlowBot(seat, seed, {"slow": 3.0, "stuck": 30.0}.get(level, 0.0))


class LookRecorder(SlowBot):
    """Plays quickly; writes what it saw of its own row in each opening look to a file."""

    def act(self, seat_view: JSON) -> JSON:
        if seat_view["phase"] == "peek":
            entry = {
                "seat": self.seat,
                "round": seat_view["round"],
                "row": seat_view["rows"][self.seat],
            }
            with open(os.environ["DUCKDOWN_TEST_LOOKS"], "a") as f:
                f.write(json.dumps(entry) + "\n")
        return super().act(seat_view)


def look_recorder(game: str, level: str, seat: int, seed: int, options: JSON) -> LookRecorder:
    return LookRecorder(seat, seed, 0.0)
