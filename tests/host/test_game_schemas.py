"""The host knows no game: a table's options, seats and actions are checked against the game's
own metadata and schemas (strictly: no 1.0 for an integer), refused with nothing changed; the
protocol's schemas cover the envelope, the lobby and the credentials only."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from duckdown.engine import games
from tests.host.offline import Offline, table_print
from tests.support import dice_pond, guess_game

JSON = dict[str, Any]
ROOT = Path(__file__).resolve().parents[2]
HOST = ROOT / "duckdown" / "host"


@pytest.fixture()
def host(tmp_path: Path) -> Any:
    with guess_game.registered(), dice_pond.registered():
        offline = Offline(tmp_path / "db.sqlite3")
        yield offline
        offline.close()


def refused(host: Offline, fields: JSON) -> JSON:
    body = {"name": "Refused", "client_key": host.client_key, **fields}
    resp = host.call("table/create", body)
    assert resp["status"] == "error", resp
    assert host.service.tables == {} and host.service.store.table_ids() == []
    error: JSON = resp["error"]
    return error


@pytest.mark.parametrize(
    ("game", "options", "named"),
    [
        ("duck_down", {"turn_time": 30.0}, "options/turn_time"),  # the schema: strictly
        ("duck_down", {"keep_known": 1}, "options/keep_known"),
        ("duck_down", {"turn_time": True}, "options/turn_time"),
        ("duck_down", {"no_such_option": 1}, "no_such_option"),
        ("guess", {"deck": 2}, "options/deck"),
        ("guess", {"look_time": 40, "turn_time": 30}, "look_time"),  # the game's own check
        ("dice_pond", {"period_hours": "24"}, "options/period_hours"),
    ],
)
def test_options_are_checked_by_the_game_and_named_when_refused(
    host: Offline, game: str, options: JSON, named: str
) -> None:
    error = refused(host, {"ruleset": game, "options": options})
    assert error["code"] == "invalid_config" and named in error["message"], error


@pytest.mark.parametrize(
    ("game", "seats", "ok"),
    [
        ("duck_down", None, 8),
        ("duck_down", 9, None),
        ("duck_down", 1, None),
        ("guess", None, 4),
        ("guess", 5, None),
        ("guess", 2, 2),
        ("dice_pond", 1, 1),
        ("dice_pond", None, 6),
    ],
)
def test_seats_come_from_the_game(host: Offline, game: str, seats: int | None, ok: int) -> None:
    fields: JSON = {"ruleset": game}
    if seats is not None:
        fields["max_seats"] = seats
    if ok is None:
        error = refused(host, fields)
        assert error["code"] == "invalid_config" and "max_seats" in error["message"]
        return
    table_id, _ = host.create(
        "Seats", None, game, **({} if seats is None else {"max_seats": seats})
    )
    assert host.table(table_id).max_seats == ok


@pytest.mark.parametrize(
    ("game", "action"),
    [
        ("duck_down", {"type": "replace", "slot": 1.0}),  # 1.0 is no slot
        ("duck_down", {"type": "draw", "slot": 1}),
        ("duck_down", {"type": "swap", "slot": 0, "other_seat": 1}),
        ("guess", {"type": "guess", "target": 1, "card": "7"}),
        ("guess", {"type": "ready", "note": "x" * 200}),
    ],
)
def test_an_action_the_games_schema_refuses_is_a_bad_action(
    host: Offline, game: str, action: JSON
) -> None:
    table_id, owner = host.create("Acts", {"turn_time": 0}, game)
    creds = [host.join(table_id, name) for name in ("Anna", "Ben")]
    host.ok("table/start", {"table_id": table_id}, owner)
    table = host.table(table_id)
    before = table_print(table)
    body = {"table_id": table_id, "seat": 0, "action": action}
    resp = host.call("game/action", body, creds[0])
    assert resp["status"] == "error" and resp["error"]["code"] == "bad_action", resp
    assert resp["error"]["message"].startswith("action")  # the schema's own words
    assert table_print(table) == before


def test_rounds_are_chosen_at_the_start_only_where_the_game_offers_a_choice(
    host: Offline,
) -> None:
    table_id, owner = host.create("Rounds", None, "guess")
    for name in ("Anna", "Ben"):
        host.join(table_id, name)
    assert host.table(table_id).snapshot(0)["round_choices"] == []
    seq = host.table(table_id).seq
    resp = host.call("table/start", {"table_id": table_id, "rounds": 2}, owner)
    assert resp["error"]["code"] == "invalid_rounds" and host.table(table_id).seq == seq
    assert host.ok("table/start", {"table_id": table_id}, owner)["rounds"] == 2  # its option


def test_host_info_lists_every_game_with_the_bot_levels_offered_for_it(host: Offline) -> None:
    info = host.ok("host/info", {})["info"]
    listed = {g["name"]: g for g in info["games"]}
    assert set(listed) == {g.name for g in games()} >= {"duck_down", "guess", "dice_pond"}
    assert listed["dice_pond"]["clock"] == "calendar" and listed["dice_pond"]["join"] == "any_time"
    # this host has no bots: it offers no level, whatever a game could have
    assert all(g["bot_levels"] == [] for g in info["games"])


WORDS = re.compile(r"\b(peek|swap|double|slot|pile|duck_down|ready)\b", re.IGNORECASE)


def test_the_host_knows_no_game() -> None:
    """No game's words in the host (the default game for old clients is named in one place)."""
    found = []
    for path in sorted(HOST.rglob("*")):
        if path.suffix not in (".py", ".json"):
            continue
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if WORDS.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == ['duckdown/host/app.py:27: DEFAULT_GAME = "duck_down"'], found


def test_the_protocols_schemas_know_no_games_views() -> None:
    public = json.loads((HOST / "schemas" / "public.json").read_text("utf-8"))
    assert public["properties"]["game"] == {
        "description": public["properties"]["game"]["description"],
        "type": ["object", "null"],
    }
    request = json.loads((HOST / "schemas" / "request.json").read_text("utf-8"))
    action = request["$defs"]["action"]
    assert set(action["properties"]) == {"type"} and "additionalProperties" not in action
    assert "seat" not in request["$defs"]["game/action"]["required"]  # the owner acts seat-less
