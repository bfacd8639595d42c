"""Bots have names with a little personality per level, never "Bot 2", the same for the same
table and seat, and none that someone at the table has."""

from __future__ import annotations

from pathlib import Path

from duckdown.host.botnames import NAMES, OTHER, bot_name
from tests.host.offline import Offline
from tests.host.standin_bots import slow_bot

LEVELS = ("random", "easy", "medium", "hard")


def test_each_level_has_names_of_its_own_for_a_full_table() -> None:
    lists = [NAMES[level] for level in LEVELS]
    every = [name for names in [*lists, OTHER] for name in names]
    assert len(set(every)) == len(every)  # a name says its level
    for names in lists:
        assert len(names) >= 8 and all(len(n) <= 32 and not n.startswith("Bot") for n in names)


def test_a_bots_name_comes_from_its_table_and_seat_and_is_never_taken() -> None:
    same = {bot_name("t-abc", 2, "hard", []) for _ in range(5)}
    assert len(same) == 1 and same <= set(NAMES["hard"])
    # other tables, other names (not all the same one)
    assert len({bot_name(f"t-{i}", 2, "hard", []) for i in range(20)}) > 3
    name = bot_name("t-abc", 2, "easy", [])
    assert bot_name("t-abc", 2, "easy", [name.upper()]) != name
    full = list(NAMES["medium"])
    assert bot_name("t-abc", 0, "medium", full) not in full
    assert bot_name("t-abc", 0, "strange", []) in OTHER


def test_the_lobby_and_the_seats_show_the_bots_names(tmp_path: Path) -> None:
    # a factory makes the levels offered; the bots never play here (no game starts)
    host = Offline(tmp_path / "db.sqlite3", bot_factory=slow_bot, bot_levels=LEVELS)
    try:
        table_id, owner = host.create("Names", {}, "duck_down")
        host.join(table_id, "Anna")
        for level in LEVELS:
            host.ok("table/add_bot", {"table_id": table_id, "level": level}, owner)
        seats = host.ok("table/spectate", {"table_id": table_id})["snapshot"]["seats"]
        names = [s["name"] for s in seats[1:5]]
        for name, level in zip(names, LEVELS, strict=True):
            assert name in NAMES[level]
        assert len(set(names)) == 4 and not any(n.startswith("Bot") for n in names)
        (line,) = host.ok("table/list", {})["tables"]
        assert [s["name"] for s in line["seats"][1:5]] == names
        assert [s["bot"] for s in line["seats"][1:5]] == list(LEVELS)
        # the same table and seat give the same name again (removed, added back)
        host.ok("table/remove_bot", {"table_id": table_id, "seat": 4}, owner)
        host.ok("table/add_bot", {"table_id": table_id, "level": "hard"}, owner)
        seats = host.ok("table/spectate", {"table_id": table_id})["snapshot"]["seats"]
        assert seats[4]["name"] == names[3]
        # a person may not take a bot's name (it is taken at the table)
        refused = host.call(
            "table/join", {"table_id": table_id, "name": names[0], "client_key": host.client_key}
        )
        assert refused["error"]["code"] == "name_taken"
    finally:
        host.close()
