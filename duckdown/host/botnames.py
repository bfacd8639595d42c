"""Bots have names, and a little personality per level: a family plays against "Sleepy Drake"
or "Professor Plume", never "Bot 2". The names know no game (every game's bots get them), are
proper names (the same in every language), and are chosen from the table and the seat alone,
so the same seat at the same table always gets the same one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection

# weakest to strongest: the name says how the bot plays
NAMES: dict[str, tuple[str, ...]] = {
    # any legal move: a bit all over the place
    "random": (
        "Dizzy Duckling",
        "Wobbly Wing",
        "Splashy",
        "Puddle Jumper",
        "Flappy",
        "Bumble",
        "Noodle",
        "Ziggy",
    ),
    # plays for fun
    "easy": (
        "Sleepy Drake",
        "Sunny Duckling",
        "Little Dabble",
        "Fluffy Feather",
        "Daydream Duck",
        "Lazy Paddle",
        "Cosy Quack",
        "Tiny Teal",
    ),
    # steady and sensible
    "medium": (
        "Clever Mallard",
        "Steady Teal",
        "Brisk Pintail",
        "Keen Wigeon",
        "Sharp Shoveler",
        "Nimble Gadwall",
        "Smart Scaup",
        "Bright Bill",
    ),
    # plans every move
    "hard": (
        "Professor Plume",
        "Captain Eider",
        "Grand Mallard",
        "Madame Merganser",
        "Doctor Drake",
        "Baroness Brant",
        "Admiral Canvasback",
        "Master Goldeneye",
    ),
}
# a level of its own (a game's, a test's): friendly names all the same
OTHER: tuple[str, ...] = (
    "Dabbling Duck",
    "Paddle Pal",
    "Feathers",
    "Webfoot",
    "Quackers",
    "Waddles",
    "Ripple",
    "Drizzle",
)


def bot_name(table_id: str, seat: int, level: str, taken: Collection[str]) -> str:
    """The name of a bot that takes `seat` at `table_id`: one of its level's names, chosen by
    the table and seat, and none that someone at the table (`taken`) has."""
    names = NAMES.get(level, OTHER)
    digest = hashlib.sha256(f"{table_id}/{seat}".encode()).digest()
    first = int.from_bytes(digest[:4], "big") % len(names)
    used = {name.casefold() for name in taken}
    for round_ in range(1, 100):
        for i in range(len(names)):
            name = names[(first + i) % len(names)]
            if round_ > 1:
                name = f"{name} {round_}"
            if name.casefold() not in used:
                return name
    raise AssertionError("no bot name left")  # pragma: no cover - a table has at most 256 seats
