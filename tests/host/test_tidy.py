"""The lobby tidies itself (docs/protocol.md, "Tidying the lobby"), on a manual clock: finished
tables leave after a while with their history kept, abandoned ones are archived, names are
unique, and the lobby says when a table started and who is there."""

from __future__ import annotations

import random
from pathlib import Path

from duckdown.client import Credential
from duckdown.host.clock import ManualClock
from duckdown.host.tidy import DAY_MS, HOUR_MS, MINUTE_MS, TidyRules
from tests.host.offline import Offline

RULES = TidyRules()


def host_at(path: Path, clock: ManualClock | None = None) -> Offline:
    host = Offline(path, clock)
    host.service.tidy.start()
    return host


def listed(host: Offline) -> list[str]:
    return [t["table_id"] for t in host.ok("table/list", {})["tables"]]


def archived(host: Offline) -> dict[str, str]:
    tables = host.ok("table/list", {"archived": True})["tables"]
    return {t["table_id"]: t["why"] for t in tables}


def finished_game(host: Offline, name: str = "Kitchen") -> tuple[str, list[Credential]]:
    table_id, owner = host.create(name, {"turn_time": 0, "peek_time": 0}, "duck_down")
    creds = [host.join(table_id, "Anna"), host.join(table_id, "Ben")]
    host.ok("table/start", {"table_id": table_id, "rounds": 2}, owner)
    for cred in creds:
        # present throughout: a seat's requests are its presence
        host.ok("seat/reconnect", {"table_id": table_id, "seat": cred.seat}, cred)
    host.play_until_over(table_id, creds, random.Random(5))
    return table_id, creds


def test_a_finished_table_leaves_the_lobby_after_a_while_and_keeps_its_history(
    tmp_path: Path,
) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        table_id, creds = finished_game(host)
        history = host.ok("table/history", {"table_id": table_id, "seat": 0}, creds[0])
        assert history["complete"] and any(
            e["event"]["type"] == "game_ended" for e in history["events"]
        )
        # the podium, the scores, Play again: the table stays its while
        host.clock.advance(RULES.finished_ms - 2 * MINUTE_MS)
        assert table_id in listed(host)
        host.clock.advance(3 * MINUTE_MS)
        assert table_id not in listed(host)
        assert archived(host) == {table_id: "finished"}
        # gone from service, but its history answers, the seat's own too
        assert host.call("table/spectate", {"table_id": table_id})["error"]["code"] == (
            "unknown_table"
        )
        again = host.ok("table/history", {"table_id": table_id, "seat": 0}, creds[0])
        # the same, and the presences that ran out meanwhile
        n = len(history["events"])
        assert again["events"][:n] == history["events"]
        assert {e["event"]["type"] for e in again["events"][n:]} == {"presence"}
        # and after a restart it stays archived, not loaded
        host = host.restart()
        host.service.tidy.start()
        assert table_id not in host.service.tables and table_id not in listed(host)
        assert archived(host) == {table_id: "finished"}
        public = host.ok("table/history", {"table_id": table_id})
        assert len(public["events"]) == len(again["events"])
    finally:
        host.close()


def test_a_player_still_at_a_finished_table_keeps_it_until_they_go(tmp_path: Path) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        table_id, creds = finished_game(host)
        anna = creds[0]
        for _ in range(2 * RULES.finished_ms // (30 * 1000)):
            host.clock.advance(30 * 1000)  # Anna's page sends its heartbeat
            host.ok("seat/reconnect", {"table_id": table_id, "seat": 0}, anna)
        assert table_id in listed(host)
        # she closes the page: her presence runs out, and the table goes at the next sweep
        host.clock.advance(3 * MINUTE_MS)
        assert archived(host) == {table_id: "finished"}
    finally:
        host.close()


def test_playing_again_keeps_a_finished_table(tmp_path: Path) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("Again", {"turn_time": 0, "peek_time": 0}, "duck_down")
        creds = [host.join(table_id, "Anna"), host.join(table_id, "Ben")]
        host.ok("table/start", {"table_id": table_id, "rounds": 2}, owner)
        host.play_until_over(table_id, creds, random.Random(1))
        host.clock.advance(RULES.finished_ms - MINUTE_MS)
        host.ok("table/start", {"table_id": table_id, "rounds": 2}, owner)
        host.clock.advance(2 * MINUTE_MS)
        assert table_id in listed(host)  # a new game: its end starts the while again
    finally:
        host.close()


def test_abandoned_tables_are_archived_a_calendar_game_after_weeks(tmp_path: Path) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        lobby, _ = host.create("Lobby", {}, "duck_down")
        host.join(lobby, "Anna")  # she wanders off: her presence runs out after a minute
        game, owner = host.create("Game", {"turn_time": 0, "peek_time": 0}, "duck_down")
        host.join(game, "Cleo"), host.join(game, "Dan")
        host.ok("table/start", {"table_id": game}, owner)
        pond, _ = host.create("Pond", {}, "duck_pond")
        host.join(pond, "Eve")
        host.clock.advance(RULES.abandoned_ms - 5 * MINUTE_MS)
        assert {lobby, game, pond} <= set(listed(host))
        host.clock.advance(10 * MINUTE_MS)
        assert archived(host) == {lobby: "abandoned", game: "abandoned"}
        assert listed(host) == [pond]
        host.clock.advance(RULES.abandoned_calendar_ms - RULES.abandoned_ms - 2 * HOUR_MS)
        assert listed(host) == [pond]
        host.clock.advance(3 * HOUR_MS)
        assert archived(host)[pond] == "abandoned" and listed(host) == []
        assert RULES.abandoned_calendar_ms >= 7 * DAY_MS
    finally:
        host.close()


def test_a_restart_gives_every_table_its_whole_while_again(tmp_path: Path) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        table_id, _ = host.create("Kept", {}, "duck_down")
        host.clock.advance(RULES.abandoned_ms - HOUR_MS)
        host = host.restart()  # the host's downtime does not count against a table
        host.service.tidy.start()
        host.clock.advance(2 * HOUR_MS)
        assert table_id in listed(host)
        host.clock.advance(RULES.abandoned_ms)
        assert table_id not in listed(host)
    finally:
        host.close()


def test_table_names_are_unique_among_the_open_tables(tmp_path: Path) -> None:
    host = host_at(tmp_path / "db.sqlite3")
    try:
        first, _ = host.create("Kitchen table", {}, "duck_down")
        for same in ("Kitchen table", "kitchen  TABLE", " Kitchen table "):
            refused = host.call(
                "table/create", {"name": same, "client_key": host.client_key, "ruleset": "dutch"}
            )
            assert refused["error"]["code"] == "table_name_taken", refused
        assert listed(host) == [first]
        host.create("Kitchen table 2", {}, "duck_down")
        # once the first is archived its name is free again
        host.clock.advance(RULES.abandoned_ms + 2 * MINUTE_MS)
        host.create("Kitchen table", {}, "duck_down")
    finally:
        host.close()


def test_the_lobby_says_when_a_table_started_and_who_is_there(tmp_path: Path) -> None:
    clock = ManualClock()
    host = host_at(tmp_path / "db.sqlite3", clock)
    try:
        made = clock.wall()
        table_id, owner = host.create("Who", {"turn_time": 0, "peek_time": 0}, "duck_down")
        anna = host.join(table_id, "Anna")
        host.join(table_id, "Ben")
        clock.advance(5 * MINUTE_MS)
        host.ok("seat/reconnect", {"table_id": table_id, "seat": 0}, anna)
        host.ok("table/start", {"table_id": table_id}, owner)
        (line,) = host.ok("table/list", {})["tables"]
        assert line["created"] == made and line["started"] == made + 5 * MINUTE_MS
        seats = [(s["name"], s["kind"], s["connected"]) for s in line["seats"]]
        # Ben's presence ran out (no request for five minutes); Anna just proved hers
        assert seats == [("Anna", "human", True), ("Ben", "human", False)]
        host = host.restart()
        (line,) = host.ok("table/list", {})["tables"]
        assert line["created"] == made and line["started"] == made + 5 * MINUTE_MS
    finally:
        host.close()
