"""What a host publishes, checked against the protocol's schemas and the game's own: the
protocol's schemas cover the envelope; a game's views and events follow the game's schemas."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from duckdown.client import Credential
from duckdown.engine import get_ruleset
from duckdown.engine.schemas import problem
from duckdown.host import crypto, schema

JSON = dict[str, Any]
# the host's own events (docs/protocol.md, "Public events"); every other event is the game's
HOST_EVENTS = frozenset(
    {
        "player_joined",
        "player_left",
        "bot_added",
        "bot_removed",
        "seat_handed_to_bot",
        "seat_taken_back",
        "presence",
        "game_started",
        "table_deleted",
    }
)


def _game(name: str, kind: str, value: Any) -> None:
    msg = problem(get_ruleset(name).schemas[kind], value, kind)
    assert msg is None, f"{name}: {msg}\n{json.dumps(value)[:1500]}"


def check_snapshot(snap: JSON) -> None:
    schema.check("public", snap)
    if snap["game"] is not None:
        _game(snap["ruleset"], "public", snap["game"])


def check_event(game: str, event: JSON) -> None:
    if event["type"] not in HOST_EVENTS:
        _game(game, "event", event)


def check_private(game: str, plain: JSON) -> None:
    schema.check("private_plain", plain)
    if plain["view"] is not None:
        _game(game, "seat", plain["view"])
    for event in plain["events"]:
        check_event(game, event)


def check_messages(
    messages: Iterable[tuple[str, bytes, bool]],
    base: str,
    games: Mapping[str, str],
    creds: Iterable[Credential] = (),
) -> Counter[str]:
    """Every snapshot, event and (for the seats whose credentials are given) private message
    under `base`; `games` maps table ids to their game. Returns how many of each were checked."""
    keys = {(c.table_id, c.seat): c for c in creds}
    checked: Counter[str] = Counter()
    for topic, payload, _retained in messages:
        parts = topic[len(base) + 1 :].split("/")
        if parts[0] != "tables" or not payload:
            continue
        game = games.get(parts[1])
        if game is None:
            continue
        data = json.loads(payload)
        if parts[-1] == "public":
            check_snapshot(data)
            checked["public"] += 1
        elif parts[-1] == "events":
            schema.check("event", data)
            check_event(game, data["event"])
            checked["event"] += 1
        elif parts[-1] == "private":
            schema.check("private", data)
            cred = keys.get((parts[1], data["seat"]))
            if cred is None or data["kid"] != cred.keys.kid:
                continue
            aad = crypto.private_aad(parts[1], data["seat"], data["seq"])
            plain = json.loads(
                crypto.decrypt_private(cred.keys.view, data["nonce"], data["ct"], aad)
            )
            check_private(game, plain)
            checked["private"] += 1
    return checked
