"""Lobby commands: the host, its tables and their bots before a game starts."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING

import duckdown
from duckdown.engine import ConfigError, rulesets
from duckdown.engine.schemas import problem
from duckdown.host import crypto
from duckdown.host.botnames import bot_name
from duckdown.host.crypto import CryptoError
from duckdown.host.protocol import PROTOCOL, HostError
from duckdown.host.request import JSON, Request
from duckdown.host.table import Table

if TYPE_CHECKING:
    from duckdown.host.handlers import Handler
    from duckdown.host.service import Service

log = logging.getLogger("duckdown.host")

ARCHIVED_LISTED = 100  # the newest archived tables `table/list` names


def client_key(data: JSON) -> str:
    """The request's X25519 public key, checked."""
    key: str = data["client_key"]
    try:
        crypto.parse_public_key(key)
    except (CryptoError, ValueError):
        raise HostError("bad_key", "client_key is not an X25519 public key") from None
    return key


def seal(secret: bytes, key: str, aad: bytes) -> JSON:
    try:
        return crypto.seal(secret, key, aad)
    except CryptoError as err:
        raise HostError("bad_key", str(err)) from None


def bot_level(s: Service, table: Table, level: str) -> str:
    """A level this host offers at a table of the table's game."""
    levels = s.runner.levels(table.ruleset_name)
    if level not in levels:
        raise HostError(
            "unknown_bot_level", f"bot levels of {table.ruleset_name} are {list(levels)}"
        )
    return level


def ping(s: Service, req: Request) -> JSON:
    return {"host_id": s.host_id, "protocol": PROTOCOL, "version": duckdown.__version__}


def host_info(s: Service, req: Request) -> JSON:
    return {"info": s.info()}


def table_list(s: Service, req: Request) -> JSON:
    if req.data.get("archived"):
        # tables the lobby let go of (docs/protocol.md, "Tidying the lobby"): their history stays
        return {
            "tables": [
                {**summary, "archived": at, "why": why}
                for _, at, why, summary in s.store.archived()[:ARCHIVED_LISTED]
            ]
        }
    return {"tables": [t.summary() for t in s.tables.values()]}


def name_key(name: str) -> str:
    """What two table names must not share to be told apart on a wall tablet: case and
    spacing aside ("Kitchen table" and "kitchen  Table" are one name)."""
    return " ".join(name.split()).casefold()


def unique_name(s: Service, name: str) -> None:
    key = name_key(name)
    for table in s.tables.values():
        if name_key(table.name) == key:
            raise HostError("table_name_taken", f"a table called {table.name!r} is open already")


def table_create(s: Service, req: Request) -> JSON:
    data = req.data
    if len(s.tables) >= s.limits.max_tables:
        raise HostError("too_many_tables", f"this host holds at most {s.limits.max_tables}")
    key = client_key(data)
    game_name = data.get("ruleset", s.default_game)
    if game_name not in rulesets():
        raise HostError("unknown_ruleset", f"no ruleset {game_name!r} on this host")
    game = s.ruleset(game_name)
    unique_name(s, data["name"])
    options = data.get("options", {})
    # the game's options schema first (strict: no 1.0 for an integer), then its own checks
    wrong = problem(game.info.options, options, "options")
    if wrong is not None:
        raise HostError("invalid_config", wrong)
    max_seats = data.get("max_seats", game.max_players)
    if not game.min_players <= max_seats <= game.max_players:
        raise HostError(
            "invalid_config",
            f"max_seats is {max_seats}; {game_name} seats {game.min_players} to {game.max_players}",
        )
    table_id = "t-" + secrets.token_hex(6)
    owner = crypto.new_secret()
    entry = {
        "kind": "create",
        "name": data["name"],
        "ruleset": game_name,
        "options": options,
        "max_seats": max_seats,
        "owner": owner.hex(),
        "at": s.clock.wall(),
    }
    try:
        table = Table(table_id, entry, 0)
    except ConfigError as err:
        code = err.code if err.code in ("invalid_config", "unknown_ruleset") else "invalid_config"
        raise HostError(code, err.message) from None
    sealed = seal(owner, key, crypto.seal_aad(table_id, "owner", None))
    s.add_table(table, entry)
    log.info("table %s %r created (%s)", table_id, table.name, game_name)
    return {"table_id": table_id, "owner": sealed, "snapshot": table.snapshot(s.clock.now())}


def table_spectate(s: Service, req: Request) -> JSON:
    table = s.table(req.data)
    return {
        "snapshot": table.snapshot(s.clock.now()),
        "config": table.ruleset.config_to_json(table.config),
        "topics": {
            "public": s.topics.public(table.table_id),
            "events": s.topics.events(table.table_id),
        },
    }


def table_delete(s: Service, req: Request) -> JSON:
    table = s.table(req.data)
    s.authorize(req, table, ("owner",))
    s.delete_table(table.table_id)
    return {}


def table_add_bot(s: Service, req: Request) -> JSON:
    data = req.data
    table = s.table(data)
    s.authorize(req, table, ("owner",))
    level = bot_level(s, table, data["level"])
    seat = table.free_seat(data.get("seat"))
    taken = [x.name for x in table.seats if x.name is not None]
    entry = {
        "kind": "add_bot",
        "seat": seat,
        "level": level,
        "name": bot_name(table.table_id, seat, level, taken),
        "seed": secrets.randbits(63),
    }
    change = s.change(table, entry, req)
    return {"seat": seat, "seq": change.seq}


def table_remove_bot(s: Service, req: Request) -> JSON:
    data = req.data
    table = s.table(data)
    s.authorize(req, table, ("owner",))
    change = s.change(table, {"kind": "remove_bot", "seat": data["seat"]}, req)
    return {"seq": change.seq}


def table_start(s: Service, req: Request) -> JSON:
    data = req.data
    table = s.table(data)
    s.authorize(req, table, ("owner",))
    entry: JSON = {
        "kind": "start",
        "rounds": data.get("rounds"),
        "seed": secrets.randbits(63),
        "at": s.clock.wall(),
    }
    if table.ruleset.info.entropy:
        # fresh and logged: the game's dice come from a secure source, and replay is exact
        entry["entropy"] = secrets.token_bytes(32).hex()
    change = s.change(table, entry, req)
    game = table.snapshot(s.clock.now())["game"] or {}
    return {"seq": change.seq, "rounds": game.get("rounds")}


# WebSocket-only commands: the session does the work


def ws_watch(s: Service, req: Request) -> JSON:
    table = s.table(req.data)
    assert req.session is not None
    req.session.watch(table.table_id)
    return {"snapshot": table.snapshot(s.clock.now())}


def ws_unwatch(s: Service, req: Request) -> JSON:
    assert req.session is not None
    req.session.unwatch(req.data["table_id"])
    return {}


def ws_lobby(s: Service, req: Request) -> JSON:
    assert req.session is not None
    req.session.lobby()
    return {"tables": [t.summary() for t in s.tables.values()]}


COMMANDS: dict[str, Handler] = {
    "ping": ping,
    "host/info": host_info,
    "table/list": table_list,
    "table/create": table_create,
    "table/spectate": table_spectate,
    "table/delete": table_delete,
    "table/add_bot": table_add_bot,
    "table/remove_bot": table_remove_bot,
    "table/start": table_start,
    "ws/watch": ws_watch,
    "ws/unwatch": ws_unwatch,
    "ws/lobby": ws_lobby,
}
