"""The rules' amendable values (ruling 37): every number with its bounds, the colour table, the
two loot tables, the duck words and the banned names. Passed structured changes edit these;
the engine reads them instead of constants, so an amendment takes effect at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

# name -> (default, lowest, highest, what it is). Dice have 2-100 sides.
NUMBERS: Final[dict[str, tuple[int, int, int, str]]] = {
    "feed_die": (6, 2, 100, "the die a feeding rolls"),
    "seeds_per_feed": (10, 1, 1000, "the Seeds a feeding may add"),
    "seeds_bonus": (1, 0, 100, "the quacks those Seeds add"),
    "blood_orange_bonus": (3, 0, 100, "what a Blood Orange adds to the colour number"),
    "feeds_per_period": (1, 0, 10, "feedings per player per period"),
    "standard_step": (
        2,
        1,
        100,
        "a Standard attack costs a multiple of this, the target losing cost / it",
    ),
    "lay_egg_threshold": (10, 2, 100, "the Lay Egg roll that lays an Egg (also its least cost)"),
    "hatch_eggs": (1, 1, 10, "the Eggs a Hatch costs"),
    "hatch_quacks": (5, 0, 1000, "the quacks a Hatch costs"),
    "scrambler_step": (20, 1, 1000, "the quacks a Divine Scrambler pays per God Egg"),
    "steal_threshold": (10, 0, 1000, "a stolen duck has more quacks than this"),
    "cannibal_bonus": (10, 0, 1000, "the quacks Cannibalism adds to the target's"),
    "disciple_attacks_per_period": (1, 0, 10, "attacks on the Disciple per player per period"),
    "scout_die": (12, 2, 100, "the die of a scouting duck's potential"),
    "retrieve_die": (12, 2, 100, "the die of a retrieval"),
    "retrievals_per_period": (1, 1, 10, "retrieval attempts per scouting duck per period"),
    "bonus_duck_at": (12, 1, 100, "a retrieval roll this high finds a new duck"),
    "cut_losses_above": (9, 0, 100, "cutting losses needs a potential above this"),
    "cut_losses_gain": (1, 0, 100, "the quacks a duck returns with when cutting losses"),
    "melon_adjust": (1, 0, 10, "what a Watermelon Slice adds to or takes from a potential"),
    "loot_die": (20, 2, 100, "the die of the scouting loot table"),
    "disciple_loot_die": (20, 2, 100, "the die of the Disciple's loot table"),
    "disciple_dice": (3, 1, 10, "how many dice a new Disciple's quacks take"),
    "disciple_die": (20, 2, 100, "the die of a new Disciple's quacks"),
    "ritual_die": (6, 2, 100, "the die of the Ritual's damage"),
    "perish_reward_die": (6, 2, 100, "the die each duck that damaged a perished Disciple gains"),
    "pond_die": (6, 2, 100, "the die rolled at every duck creation"),
    "pond_on": (6, 1, 100, "a pond roll this high adds a pond"),
    "ducks_per_pond": (4, 1, 100, "a round starts with one pond per this many ducks"),
    "god_egg_limit": (12, 1, 1000, "the God Eggs at which everyone loses"),
    "god_eggs_per_sunday": (1, 0, 10, "the God Eggs the Duck God gains each Sunday"),
    "name_min": (1, 1, 280, "the fewest characters of a duck's name"),
    "name_max": (140, 1, 280, "the most characters of a duck's name"),
    "upkeep_same": (1, 0, 100, "upkeep lost per other duck of the same colour in a pond"),
    "upkeep_other": (1, 0, 100, "upkeep gained per other duck of another colour in a pond"),
    "move_cost": (1, 0, 100, "the quacks moving a duck to another pond costs"),
    "judge_assents": (2, 1, 10, "assents that appoint a Judge"),
    "appointment_days": (7, 1, 60, "days before a request to become Judge lapses"),
    "removal_assents": (2, 1, 10, "assents (the initiator's included) that remove the Judge"),
    "confidence_window_hours": (96, 1, 720, "hours after a ruling in which a vote may open"),
    "confidence_vote_hours": (48, 1, 720, "hours a vote of confidence runs"),
    "offer_max_days": (7, 1, 60, "the longest an offer may stay open, in days"),
}

ITEMS: Final = ("seeds", "grapes", "watermelon", "blood_orange", "nothing", "god_egg")
ITEM_NAMES: Final = {
    "seeds": "Seeds",
    "grapes": "Grapes",
    "watermelon": "Watermelon Slice",
    "blood_orange": "Blood Orange",
    "nothing": "Abundant Nothing",
    "god_egg": "God Egg",
}
FRUIT: Final = ("grapes", "seeds", "blood_orange", "watermelon")
FALLBACK_COLOUR: Final = "red"  # "if the number was none of the above, the duck is Red"
LOOT_TABLES: Final = ("scouting", "disciple")

DEFAULT_COLOURS: Final = (("yellow", 1, 3), ("green", 4, 5), ("blue", 6, 6))
# (from, to, item, count, sides): `count` of the item, or `count` dice of `sides` when sides
DEFAULT_LOOT: Final = {
    "scouting": (
        (1, 4, "seeds", 2, 6),
        (5, 6, "grapes", 1, None),
        (7, 8, "watermelon", 1, None),
        (9, 9, "blood_orange", 1, None),
        (10, 20, "nothing", 1, None),
    ),
    "disciple": (
        (1, 10, "seeds", 4, 6),
        (11, 14, "grapes", 1, None),
        (15, 17, "watermelon", 1, None),
        (18, 19, "blood_orange", 1, None),
        (20, 20, "god_egg", 1, None),
    ),
}
DEFAULT_DUCK_WORDS: Final = (
    "quack",
    "uwu",
    "egg",
    "waddle",
    "Treason",
    "Chaos",
    "Eldritch",
    "Inter-dimensional",
    "Duck",
    "Pond",
)
DEFAULT_BANNED: Final = ("Jeffery",)


@dataclass(slots=True)
class Rulebook:
    numbers: dict[str, int] = field(default_factory=lambda: {k: v[0] for k, v in NUMBERS.items()})
    # [colour, from, to], first match wins; a number no row holds is the fallback, Red
    colours: list[list[Any]] = field(default_factory=lambda: [list(r) for r in DEFAULT_COLOURS])
    loot: dict[str, list[list[Any]]] = field(
        default_factory=lambda: {t: [list(r) for r in rows] for t, rows in DEFAULT_LOOT.items()}
    )
    duck_words: list[str] = field(default_factory=lambda: list(DEFAULT_DUCK_WORDS))
    banned: list[str] = field(default_factory=lambda: list(DEFAULT_BANNED))

    def __getitem__(self, name: str) -> int:
        return self.numbers[name]

    def colour_of(self, number: int) -> str:
        for colour, low, high in self.colours:
            if low <= number <= high:
                return str(colour)
        return FALLBACK_COLOUR

    def loot_row(self, table: str, result: int) -> list[Any] | None:
        for row in self.loot[table]:
            if row[0] <= result <= row[1]:
                return row
        return None

    def problems(self) -> list[str]:
        """What makes these values unplayable together (checked before a change applies)."""
        out = []
        if self.numbers["name_min"] > self.numbers["name_max"]:
            out.append("the shortest name would be longer than the longest")
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "numbers": dict(self.numbers),
            "colours": [list(r) for r in self.colours],
            "loot": {t: [list(r) for r in rows] for t, rows in self.loot.items()},
            "duck_words": list(self.duck_words),
            "banned": list(self.banned),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rulebook:
        return cls(
            numbers=dict(data["numbers"]),
            colours=[list(r) for r in data["colours"]],
            loot={t: [list(r) for r in rows] for t, rows in data["loot"].items()},
            duck_words=list(data["duck_words"]),
            banned=list(data["banned"]),
        )
