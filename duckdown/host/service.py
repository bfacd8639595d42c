"""The host's core: its tables, the one entry point for requests and the one change primitive.

Everything here runs on one asyncio loop thread. Transports (MQTT, WebSocket) hand requests to
`handle` (or `handle_data`) and receive what is published through the `Sink` interface. A
request either gets an `ok` response after its change is committed, or an `error` response and
nothing changes. The jobs around it live in their own modules: authorization (`auth.py`), fan-out
(`publish.py`), timers (`timers.py`), the bots (`runner.py`) and the command handlers
(`handlers/`). The host knows no game: what a game does comes from its `Ruleset`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import time
from collections.abc import Callable, Mapping
from typing import Any

import duckdown
from duckdown.engine import Ruleset, games, get_ruleset, rulesets
from duckdown.host import decode, schema
from duckdown.host.auth import Guard
from duckdown.host.bots import BotFactory, BotPool
from duckdown.host.clock import Clock
from duckdown.host.crypto import Keys
from duckdown.host.handlers import COMMANDS, DEBUG_COMMANDS, WS_ONLY
from duckdown.host.limits import Limits
from duckdown.host.protocol import PROTOCOL, HostError, Topics, error, ok
from duckdown.host.publish import Fanout, Sink
from duckdown.host.request import JSON, Request, Session
from duckdown.host.runner import BOT_BUDGET_MS, BotRunner
from duckdown.host.store import Entry, Store
from duckdown.host.table import HUMAN, OVER, Change, Table
from duckdown.host.tidy import Tidy, TidyRules
from duckdown.host.timers import PRESENCE_TTL_MS, SOCKET_GRACE_MS, Scheduler

log = logging.getLogger("duckdown.host")

__all__ = ["JSON", "MQTT_COMMANDS", "WS_COMMANDS", "Service", "Session", "Sink", "replay"]

MQTT_COMMANDS = frozenset(COMMANDS) - WS_ONLY - DEBUG_COMMANDS
WS_COMMANDS = WS_ONLY


def replay(
    table_id: str,
    entries: list[Entry],
    on_change: Callable[[Table, Change], None] | None = None,
) -> Table:
    """The table a log rebuilds: its first entry is `create` or `restore`, then changes.
    `on_change` sees each change as it is made again (the history, `table/history`)."""
    first = entries[0].data if entries else {}
    if first.get("kind") == "create":
        table = Table(table_id, first, entries[0].t)
    elif first.get("kind") == "restore":
        table = Table.restored(table_id, first, entries[0].seq, entries[0].t)
    else:
        raise ValueError("log does not start with create or restore")
    for e in entries[1:]:
        table.set_game_time(e.t, 0)
        change = table.apply(e.data, e.t)
        if on_change is not None:
            on_change(table, change)
        if table.seq != e.seq:
            raise ValueError(f"seq {table.seq} after replay of entry {e.seq}")
    return table


def unservable(table: Table, host_now: int) -> str | None:
    """Why what the host publishes of a table cannot be sent, or None.

    A log written before requests were checked for valid Unicode may hold a lone surrogate.
    """
    try:
        json.dumps(table.snapshot(host_now), ensure_ascii=False).encode()
        json.dumps(table.summary(), ensure_ascii=False).encode()
        for seat in table.seats:
            if seat.kind == HUMAN and seat.keys is not None:
                table.private_plain(seat.index, host_now, None)
    except UnicodeEncodeError:
        return "its log holds text that is not valid Unicode (a lone surrogate)"
    except Exception as err:
        return f"it cannot be published ({type(err).__name__}: {err})"
    return None


class Service:
    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        base_topic: str = "duckdown",
        name: str = "Duck Down",
        default_game: str | None = None,
        limits: Limits | None = None,
        bot_factory: BotFactory | None = None,
        bot_levels: tuple[str, ...] = (),
        bot_delay_ms: int = 800,
        bot_think_ms: Mapping[str, int] | None = None,
        bot_budget_ms: int = BOT_BUDGET_MS,
        bot_workers: int = 2,
        admin_secret: bytes | None = None,
        presence_ttl_ms: int = PRESENCE_TTL_MS,
        web_url: str | None = None,
        debug_clock: bool = False,
        tidy: TidyRules | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.topics = Topics(base_topic)
        self.name = name
        # the game of a `table/create` that names none (older clients); None: the first
        self.default_game = default_game or rulesets()[0]
        self.limits = limits or Limits()
        self.web_url = web_url
        self.debug_clock = debug_clock
        self.sinks: list[Sink] = []
        self.tables: dict[str, Table] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self.guard = Guard(self.limits, Keys.derive(admin_secret) if admin_secret else None)
        self.fanout = Fanout(self.sinks, clock.now)
        self.timers = Scheduler(self, presence_ttl_ms)
        self.tidy = Tidy(self, tidy)
        self.bots = BotPool(bot_factory, bot_levels, bot_workers)
        self.runner = BotRunner(
            self,
            delay_ms=bot_delay_ms,
            think_ms=bot_think_ms or {},
            budget_ms=bot_budget_ms,
        )
        host_id = store.get_meta("host_id")
        if host_id is None:
            host_id = "h-" + secrets.token_hex(6)
            store.set_meta("host_id", host_id)
        self.host_id = host_id
        self.on_change: list[Callable[[Table, Change], None]] = []  # hooks (benchmarks)
        self.change_started_ns = 0  # when the change being made began (benchmarks)

    @property
    def presence_ttl_ms(self) -> int:
        return self.timers.presence_ttl_ms

    # --- start and stop ------------------------------------------------------------------

    def load(self) -> None:
        """Rebuild every table from the log."""
        self.guard.nonces = self.store.nonces()
        clocks = self.store.clocks()
        now = self.clock.now()
        for table_id in self.store.table_ids():
            try:
                table = self._replay(table_id)
            except Exception:
                log.exception("table %s cannot be replayed; leaving it out", table_id)
                continue
            problem = unservable(table, now)
            if problem is not None:
                # served, it would fail every publish (and every reconnect): set it aside
                self.store.quarantine(table_id, problem)
                log.error(
                    "table %s quarantined: %s; every other table is served. To repair it, stop "
                    "the host and run: duckdown repair --data %s --restore %s (or --drop)",
                    table_id,
                    problem,
                    os.path.dirname(self.store.path) or ".",
                    table_id,
                )
                continue
            last = table.game_now(now)
            # a game clock goes on from where it was stored; a calendar game is at the calendar
            # (what it missed meanwhile is applied once the timers start, in order)
            table.set_game_time(max(last, clocks.get(table_id, 0)), now)
            for seat in table.seats:
                seat.last_seen = now
            table.update_clock(now, self.clock.wall())
            self.tables[table_id] = table
            self.timers.add(table_id, now)
        log.info("loaded %d tables from %s", len(self.tables), self.store.path)

    def _replay(self, table_id: str) -> Table:
        return replay(table_id, self.store.entries(table_id))

    def replay_log(self, table_id: str, on_change: Callable[[Table, Change], None]) -> Table:
        """The table's log replayed, each change shown to `on_change` (`table/history`)."""
        return replay(table_id, self.store.entries(table_id), on_change)

    def start(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Begin timers for every table (call on the loop, after `load`)."""
        self.loop = loop or asyncio.get_running_loop()
        self.bots.start(self.loop)
        for table in self.tables.values():
            self.timers.schedule(table)
        self.tidy.start()

    def stop(self) -> None:
        now = self.clock.now()
        clocks = [(t.table_id, t.game_now(now)) for t in self.tables.values() if not t.calendar]
        with contextlib.suppress(Exception):
            self.store.commit(clocks=clocks)
        self.timers.stop()
        self.tidy.stop()
        self.bots.shutdown()

    # --- what is published ---------------------------------------------------------------

    def ruleset(self, game: str) -> Ruleset[Any, Any]:
        return get_ruleset(game)

    def info(self) -> JSON:
        """Host info: the games with their metadata (and the bot levels offered for each)."""
        game_list = []
        for game in games():
            data = game.info.to_json()
            data["bot_levels"] = list(self.runner.levels(game.name))
            game_list.append(data)
        return {
            "protocol": PROTOCOL,
            "host_id": self.host_id,
            "name": self.name,
            "version": duckdown.__version__,
            "rulesets": list(rulesets()),
            "games": game_list,
            "bot_levels": list(self.bots.levels),
            "web_url": self.web_url,
            "base_topic": self.topics.base,
            "tables": sorted(self.tables),
        }

    def publish_info(self) -> None:
        self.fanout.info(self.info())

    def republish_all(self) -> None:
        self.publish_info()
        for table in list(self.tables.values()):
            self.fanout.table(table)

    def lobby_changed(self, kind: str) -> None:
        if kind in ("create", "delete"):
            self.publish_info()
        self.fanout.lobby()

    # --- requests: the one entry point ---------------------------------------------------

    def handle(
        self, command: str, raw: bytes | str, origin: str = "mqtt", session: Session | None = None
    ) -> JSON:
        """Answer one raw request (MQTT). Never raises: every failure is an error response."""
        try:
            data = decode.request(raw, self.limits.payload_bytes)
        except HostError as err:  # not read far enough to trust its transaction
            return error(None, err.code, err.message)
        return self.handle_data(command, data, origin, session)

    def handle_data(
        self, command: str, data: JSON, origin: str = "mqtt", session: Session | None = None
    ) -> JSON:
        """Answer one request that `decode.request` accepted (both transports come here)."""
        tx = data.get("transaction")
        transaction = tx if isinstance(tx, str) and 0 < len(tx) <= 64 else None
        req = Request(command, data, transaction, origin, session)
        try:
            data_out = self._dispatch(req)
            return ok(transaction, data_out)
        except HostError as err:
            return error(transaction, err.code, err.message)
        except Exception:
            log.exception("internal error on %s", command)
            return error(transaction, "internal_error", "the host failed; nothing changed")
        finally:
            if req.nonces:
                self._commit_nonces(req)

    def _commit_nonces(self, req: Request) -> None:
        try:
            self.store.commit(nonces=req.nonces)
        except Exception:
            log.exception("cannot store nonces")
        req.nonces.clear()

    def _dispatch(self, req: Request) -> JSON:
        command, data = req.command, req.data
        handler = COMMANDS.get(command)
        if (
            handler is None
            or (command in WS_ONLY and req.session is None)
            or (command in DEBUG_COMMANDS and not self.debug_clock)
        ):
            raise HostError("unknown_command", f"no command {command[:64]!r}")
        if "protocol" in data and data["protocol"] != PROTOCOL:
            raise HostError("unsupported_protocol", f"this host speaks protocol {PROTOCOL}")
        problem = schema.problem(command, data)
        if problem is not None:
            raise HostError("invalid_request", problem)
        now = self.clock.now()
        if "auth" not in data:
            self.guard.unproven(data, now)
        if command == "table/create":
            self.guard.create(now)
        return handler(self, req)

    # --- what the handlers share ---------------------------------------------------------

    def table(self, data: JSON) -> Table:
        table = self.tables.get(data["table_id"])
        if table is None:
            raise HostError("unknown_table", f"no table {data['table_id']!r}")
        return table

    def authorize(self, req: Request, table: Table | None, roles: tuple[str, ...]) -> str:
        return self.guard.authorize(req, table, roles, self.clock.now())

    def seen(self, table: Table, seat: int, req: Request) -> None:
        """A proven request from a seat: it is present."""
        s = table.seats[seat]
        s.last_seen = self.clock.now()
        if not s.connected and s.kind == HUMAN:
            self.change(table, {"kind": "presence", "seat": seat, "connected": True}, req)
        else:
            self.timers.schedule(table)

    def socket_closed(self, table_id: str, seat: int) -> None:
        table = self.tables.get(table_id)
        if table is None or seat >= len(table.seats):
            return
        s = table.seats[seat]
        s.sockets = max(0, s.sockets - 1)
        if s.sockets == 0:
            s.last_seen = self.clock.now() - self.presence_ttl_ms + SOCKET_GRACE_MS
            self.timers.schedule(table)

    def add_table(self, table: Table, entry: JSON) -> None:
        """A new table, its `create` entry committed (seq 1) and published."""
        table_id = table.table_id
        self.store.commit([Entry(table_id, 1, 0, entry)])
        self.tables[table_id] = table
        now = self.clock.now()
        table.update_clock(now, self.clock.wall())
        self.timers.add(table_id, now)
        self.tidy.added(table, now)
        try:
            self.fanout.table(table, Change(1))
            self.lobby_changed("create")
        except Exception:
            # the answer will be an error, so the table must not stand: not in the log, not
            # here, not retained on the broker
            log.exception("table %s could not be published; undoing its creation", table_id)
            with contextlib.suppress(Exception):
                self.delete_table(table_id)
            raise HostError(
                "internal_error", "the table could not be made; nothing changed"
            ) from None

    def delete_table(self, table_id: str) -> None:
        table = self.tables.pop(table_id)
        self._out_of_service(table)
        self.store.delete_table(table_id)
        self.guard.forget(table_id)
        self._gone(table)
        log.info("table %s deleted", table_id)

    def archive_table(self, table_id: str, why: str) -> None:
        """Out of the lobby for good, its log kept for its history (`tidy.py`)."""
        table = self.tables[table_id]
        self.store.archive(table_id, self.clock.wall(), why, table.summary())
        del self.tables[table_id]
        self._out_of_service(table)
        self._gone(table)
        log.info("table %s %r archived: %s", table_id, table.name, why)

    def _out_of_service(self, table: Table) -> None:
        self.timers.drop(table.table_id)
        self.runner.drop(table.table_id)
        self.tidy.forget(table.table_id)

    def _gone(self, table: Table) -> None:
        """Its retained topics cleared, `table_deleted` published, the lobby told."""
        seats = list(range(max(table.ruleset.max_players, len(table.seats))))
        self.fanout.deleted(table.table_id, seats, table.seq + 1)
        self.lobby_changed("delete")

    def table_with_history(self, data: JSON) -> Table:
        """A table in service, or an archived one rebuilt from its log (`table/history`)."""
        table_id = data["table_id"]
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if self.store.is_archived(table_id):
            return self._replay(table_id)
        raise HostError("unknown_table", f"no table {table_id!r}")

    # --- changes: the one primitive ------------------------------------------------------

    def change(
        self, table: Table, entry: JSON, req: Request | None = None, at: int | None = None
    ) -> Change:
        """Make one change: apply it, commit it (with the request's nonces), then publish it.
        `at` is the table time of the change when it is not now (a calendar deadline the host
        missed). Raises HostError with nothing changed."""
        self.change_started_ns = time.monotonic_ns()
        now = self.clock.now()
        if table.calendar:
            table.update_clock(now, self.clock.wall())
        t = table.game_now(now) if at is None else at
        # playing again: the finished games' entries give way to one that restores the table
        restore = None
        if entry["kind"] == "start" and table.status == OVER:
            restore = Entry(table.table_id, table.seq, t, table.restore_entry())
        change = table.apply(entry, t)
        nonces = req.nonces if req is not None else []
        try:
            self.store.commit(
                [Entry(table.table_id, change.seq, t, entry)], nonces=nonces, restore=restore
            )
        except Exception:
            log.exception("cannot commit to the log; reloading table %s", table.table_id)
            self._reload(table.table_id)
            raise HostError("internal_error", "the change could not be stored") from None
        if req is not None:
            req.nonces = []
        try:
            self._after_change(table, change, entry)
        except Exception:  # the change is committed: it stands, whatever a transport did
            log.exception("fan-out after seq %d of table %s failed", change.seq, table.table_id)
            self.timers.schedule(table)
        return change

    def try_change(self, table: Table, entry: JSON, at: int | None = None) -> Change | None:
        """A change the host makes itself (timeouts, bots, presence): refused, it is logged."""
        try:
            return self.change(table, entry, None, at)
        except HostError as err:
            log.warning("table %s: %s refused: %s", table.table_id, entry["kind"], err)
            return None

    def _reload(self, table_id: str) -> None:
        old = self.tables.get(table_id)
        try:
            table = self._replay(table_id)
        except Exception:
            log.exception("table %s cannot be reloaded", table_id)
            return
        now = self.clock.now()
        if old is not None:
            table.set_game_time(old.game_now(now), now)
            for a, b in zip(old.seats, table.seats, strict=False):
                b.last_seen, b.sockets = a.last_seen, a.sockets
        table.update_clock(now, self.clock.wall())
        self.tables[table_id] = table

    def _after_change(self, table: Table, change: Change, entry: JSON) -> None:
        now = self.clock.now()
        table.update_clock(now, self.clock.wall())
        self.fanout.table(table, change)
        self.tidy.changed(table, now)
        kind = entry["kind"]
        if kind in ("join", "leave", "add_bot", "remove_bot", "start"):
            self.lobby_changed(kind)
        self.runner.changed(table, change, entry)
        for hook in self.on_change:
            hook(table, change)
        self.timers.schedule(table)
