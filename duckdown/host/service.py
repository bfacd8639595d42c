"""The host's core: tables, requests, the durable log, timers, bots and fan-out.

Everything here runs on one asyncio loop thread. Transports (MQTT, WebSocket) hand requests to
`handle` and receive changes through the `Sink` interface. A request either gets an `ok`
response after its change is committed, or an `error` response and nothing changes.
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
from dataclasses import dataclass, field
from typing import Any, Protocol

import duckdown
from duckdown.engine import ConfigError, games, rulesets
from duckdown.host import crypto, decode, schema
from duckdown.host.bots import BotFactory, BotPool
from duckdown.host.clock import Clock, ManualClock, Timer
from duckdown.host.crypto import CryptoError, Keys
from duckdown.host.limits import Limits, RateLimiter
from duckdown.host.protocol import PROTOCOL, HostError, Topics, error, ok
from duckdown.host.store import Entry, Store
from duckdown.host.table import HUMAN, LOBBY, OVER, PLAYING, Change, Table

log = logging.getLogger("duckdown.host")

JSON = dict[str, Any]

PRESENCE_TTL_MS = 60_000
SOCKET_GRACE_MS = 5_000
CHECKPOINT_MS = 1_000
BOT_BUDGET_MS = 2_000
FALLBACK_ORDER = ("ready", "draw", "throw", "replace", "take")
MQTT_COMMANDS = frozenset(
    {
        "ping",
        "host/info",
        "table/list",
        "table/create",
        "table/spectate",
        "table/delete",
        "table/join",
        "table/leave",
        "table/add_bot",
        "table/remove_bot",
        "table/start",
        "seat/reconnect",
        "seat/bot",
        "seat/take_back",
        "game/action",
    }
)
WS_COMMANDS = frozenset({"ws/watch", "ws/unwatch", "ws/lobby", "ws/auth"})


def replay(table_id: str, entries: list[Entry]) -> Table:
    """The table a log rebuilds: its first entry is `create` or `restore`, then changes."""
    first = entries[0].data if entries else {}
    if first.get("kind") == "create":
        table = Table(table_id, first, entries[0].t)
    elif first.get("kind") == "restore":
        table = Table.restored(table_id, first, entries[0].seq, entries[0].t)
    else:
        raise ValueError("log does not start with create or restore")
    for e in entries[1:]:
        table.set_game_time(e.t, 0)
        table.apply(e.data, e.t)
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


class Sink(Protocol):
    """A transport that fans out what the host publishes."""

    def host_info(self, info: JSON) -> None: ...

    def table_changed(self, table: Table, snapshot: bytes) -> None:
        """A new public snapshot (serialized). Sent at once: it is what every screen waits on."""
        ...

    def table_events(self, table: Table, events: list[bytes]) -> None:
        """The public event messages of the change just published (serialized)."""
        ...

    def private_changed(self, table: Table, seat: int, plain: bytes, public_len: int) -> None:
        """A seat's private message in clear; the transport encrypts if it must."""
        ...

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        """Clear the table's retained topics; `seq` is one past the table's last."""
        ...


class Session(Protocol):
    """A WebSocket connection, for the `ws/*` commands."""

    def watch(self, table_id: str) -> None: ...

    def unwatch(self, table_id: str) -> None: ...

    def lobby(self) -> None: ...

    def auth(self, table_id: str, seat: int) -> None: ...


@dataclass(slots=True)
class Request:
    command: str
    data: JSON
    transaction: str | None
    origin: str
    session: Session | None
    nonces: list[tuple[str, int]] = field(default_factory=list)


@dataclass(slots=True)
class TableRuntime:
    """What the host keeps beside a table: its timer and its bot's progress."""

    timer: Timer | None = None
    timer_at: int | None = None
    bot_due: int | None = None  # when to ask the bot to act
    bot_seq: int | None = None  # the seq a thinking bot was asked at
    bot_release: int | None = None  # its move is played no sooner (host ms)
    bot_answer: tuple[int, JSON | None, str | None] | None = None  # held till the release
    checkpoint: int = 0  # host ms of the last clock checkpoint
    expiry: int | None = None  # game time at which some seat's view changes by itself


class Service:
    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        base_topic: str = "duckdown",
        name: str = "Duck Down",
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
    ) -> None:
        self.store = store
        self.clock = clock
        self.topics = Topics(base_topic)
        self.name = name
        self.limits = limits or Limits()
        self.bots = BotPool(bot_factory, bot_levels, bot_workers)
        self.bot_delay_ms = bot_delay_ms
        self.bot_think_ms = dict(bot_think_ms or {})  # per level: the longest a bot thinks
        self.bot_budget_ms = bot_budget_ms
        self.admin = Keys.derive(admin_secret) if admin_secret else None
        self.presence_ttl_ms = presence_ttl_ms
        self.web_url = web_url
        self.debug_clock = debug_clock
        self.sinks: list[Sink] = []
        self.tables: dict[str, Table] = {}
        self.runtime: dict[str, TableRuntime] = {}
        self.nonces: dict[str, int] = {}
        self._client_limit = RateLimiter(self.limits.client_rate, self.limits.client_burst)
        self._global_limit = RateLimiter(self.limits.global_rate, self.limits.global_burst)
        self._create_limit = RateLimiter(self.limits.create_rate, self.limits.create_burst)
        self._loop: asyncio.AbstractEventLoop | None = None
        host_id = store.get_meta("host_id")
        if host_id is None:
            host_id = "h-" + secrets.token_hex(6)
            store.set_meta("host_id", host_id)
        self.host_id = host_id
        self.on_change: list[Callable[[Table, Change], None]] = []  # hooks (benchmarks)
        self.change_started_ns = 0  # when the change being made began (benchmarks)

    # --- start and stop ------------------------------------------------------------------

    def load(self) -> None:
        """Rebuild every table from the log."""
        self.nonces = self.store.nonces()
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
            table.set_game_time(max(last, clocks.get(table_id, 0)), now)
            for seat in table.seats:
                seat.last_seen = now
            table.update_clock(now)
            self.tables[table_id] = table
            self.runtime[table_id] = TableRuntime(checkpoint=now)
        log.info("loaded %d tables from %s", len(self.tables), self.store.path)

    def _replay(self, table_id: str) -> Table:
        return replay(table_id, self.store.entries(table_id))

    def start(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Begin timers for every table (call on the loop, after `load`)."""
        self._loop = loop or asyncio.get_running_loop()
        self.bots.start(self._loop)
        for table in self.tables.values():
            self._schedule(table)

    def stop(self) -> None:
        now = self.clock.now()
        clocks = [(t.table_id, t.game_now(now)) for t in self.tables.values()]
        with contextlib.suppress(Exception):
            self.store.commit(clocks=clocks)
        for rt in self.runtime.values():
            if rt.timer is not None:
                rt.timer.cancel()
        self.bots.shutdown()

    # --- what is published ---------------------------------------------------------------

    def info(self) -> JSON:
        return {
            "protocol": PROTOCOL,
            "host_id": self.host_id,
            "name": self.name,
            "version": duckdown.__version__,
            "rulesets": list(rulesets()),
            "games": [game.info.to_json() for game in games()],
            "bot_levels": list(self.bots.levels),
            "web_url": self.web_url,
            "base_topic": self.topics.base,
            "tables": sorted(self.tables),
        }

    def snapshot_bytes(self, table: Table) -> bytes:
        return json.dumps(
            table.snapshot(self.clock.now()), separators=(",", ":"), ensure_ascii=False
        ).encode()

    def event_messages(self, table: Table, change: Change) -> list[JSON]:
        return [
            {"protocol": PROTOCOL, "table_id": table.table_id, "seq": change.seq, "event": ev}
            for ev in table.public_events(change)
        ]

    def private_envelope(self, table: Table, seat: int, plain: bytes, public_len: int) -> bytes:
        keys = table.seats[seat].keys
        assert keys is not None
        nonce, ct = crypto.encrypt_private(
            keys.view, plain, public_len, crypto.private_aad(table.table_id, seat, table.seq)
        )
        env = {
            "protocol": PROTOCOL,
            "table_id": table.table_id,
            "seat": seat,
            "seq": table.seq,
            "kid": keys.kid,
            "nonce": nonce,
            "ct": ct,
        }
        return json.dumps(env, separators=(",", ":")).encode()

    def publish_info(self) -> None:
        info = self.info()
        for sink in self.sinks:
            sink.host_info(info)

    def publish_table(self, table: Table, change: Change | None = None) -> None:
        snap = self.snapshot_bytes(table)
        for sink in self.sinks:
            try:
                sink.table_changed(table, snap)
            except Exception:
                log.exception("a transport failed to publish table %s", table.table_id)
        # the events are built only once the snapshot is on its way
        events = [
            json.dumps(e, separators=(",", ":"), ensure_ascii=False).encode()
            for e in (self.event_messages(table, change) if change is not None else [])
        ]
        if events:
            for sink in self.sinks:
                try:
                    sink.table_events(table, events)
                except Exception:
                    log.exception("a transport failed to publish events of %s", table.table_id)
        public_len = len(snap) + sum(len(e) for e in events)
        now = self.clock.now()
        for seat in table.seats:
            if seat.kind == HUMAN and seat.keys is not None:
                self.publish_private(table, seat.index, change, now, public_len)

    def publish_private(
        self, table: Table, seat: int, change: Change | None, now: int, public_len: int = 0
    ) -> None:
        if not public_len:
            public_len = len(self.snapshot_bytes(table))
        plain = table.private_plain(seat, now, change)
        for sink in self.sinks:
            try:
                sink.private_changed(table, seat, plain, public_len)
            except Exception:
                log.exception("a transport failed to publish a private message")

    def republish_all(self) -> None:
        self.publish_info()
        for table in list(self.tables.values()):
            self.publish_table(table)

    # --- requests ------------------------------------------------------------------------

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
        allowed = MQTT_COMMANDS | (WS_COMMANDS if req.session is not None else frozenset())
        if self.debug_clock:
            allowed |= {"debug/advance_clock"}
        if command not in allowed:
            raise HostError("unknown_command", f"no command {command[:64]!r}")
        if "protocol" in data and data["protocol"] != PROTOCOL:
            raise HostError("unsupported_protocol", f"this host speaks protocol {PROTOCOL}")
        problem = schema.problem(command, data)
        if problem is not None:
            raise HostError("invalid_request", problem)
        now = self.clock.now()
        if "auth" not in data:
            self._limit_unproven(data, now)
        if command == "table/create" and not self._create_limit.allow("all", now):
            raise HostError("rate_limited", "too many tables created; retry later")
        handler: Callable[[Request], JSON] = getattr(self, "_cmd_" + command.replace("/", "_"))
        return handler(req)

    def _limit_unproven(self, data: JSON, now: int) -> None:
        client = data.get("client")
        if client is not None and not self._client_limit.allow("c/" + client, now):
            raise HostError("rate_limited", "too many requests from this client; retry later")
        if not self._global_limit.allow("all", now):
            raise HostError("rate_limited", "too many requests; retry later")

    def _table(self, data: JSON) -> Table:
        table = self.tables.get(data["table_id"])
        if table is None:
            raise HostError("unknown_table", f"no table {data['table_id']!r}")
        return table

    def _authorize(self, req: Request, table: Table | None, roles: tuple[str, ...]) -> str:
        """Check the proof and the nonce; return the role. Raises before anything changes."""
        data = req.data
        auth = data.get("auth")
        now = self.clock.now()
        if not isinstance(auth, dict):
            self._limit_unproven(data, now)
            raise HostError("unauthorized", "this command needs a proof (auth)")
        role = auth["role"]
        keys: Keys | None = None
        cred = ""
        if role == "admin":
            keys, cred = self.admin, "admin"
        elif table is None:
            keys = None
        elif role == "owner":
            keys, cred = table.owner, f"{table.table_id}/owner"
        elif role == "seat" and "seat" in data:
            seat = data["seat"]
            if 0 <= seat < len(table.seats):
                s = table.seats[seat]
                if s.kind == HUMAN and s.keys is not None:
                    keys, cred = s.keys, f"{table.table_id}/seat/{seat}/{s.keys.kid}"
        if keys is None or not crypto.verify(req.command, data, keys.mac, auth["mac"]):
            self._limit_unproven(data, now)
            raise HostError("unauthorized", "the proof does not check out for this role and seat")
        if not self._client_limit.allow("k/" + cred, now):
            raise HostError("rate_limited", "too many requests for this credential; retry later")
        if role not in roles and not (role == "admin" and "owner" in roles):
            raise HostError("forbidden", f"{role} may not use {req.command}")
        nonce = auth["nonce"]
        last = self.nonces.get(cred, 0)
        if nonce <= last:
            raise HostError("replayed", f"nonce {nonce} is not above the last accepted ({last})")
        self.nonces[cred] = nonce
        req.nonces.append((cred, nonce))
        return str(role)

    # --- changes -------------------------------------------------------------------------

    def _change(self, table: Table, entry: JSON, req: Request | None = None) -> Change:
        self.change_started_ns = time.monotonic_ns()
        now = self.clock.now()
        t = table.game_now(now)
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
            self._schedule(table)
        return change

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
        table.update_clock(now)
        self.tables[table_id] = table

    def _after_change(self, table: Table, change: Change, entry: JSON) -> None:
        now = self.clock.now()
        table.update_clock(now)
        self.publish_table(table, change)
        kind = entry["kind"]
        if kind in ("join", "leave", "add_bot", "remove_bot", "start"):
            self._lobby_changed(kind)
        rt = self.runtime[table.table_id]
        # bots: feed what they saw; a bot seat that got a new player or memory starts fresh
        for seat in table.bot_seats():
            if table.state is None:
                continue
            slot = self.bots.slot(table.table_id, seat.index)
            if slot is None or slot.level != seat.level:
                continue
            self.bots.observe(
                table.table_id, seat.index, [e.view(seat.index) for e in change.events]
            )
        if kind == "take_back":
            self.bots.drop(table.table_id, entry["seat"])
        elif table.status == OVER:
            self.bots.drop(table.table_id)
        if rt.bot_seq is not None and rt.bot_seq != table.seq:
            rt.bot_seq = rt.bot_answer = None  # a thinking bot's answer is now stale
        rt.bot_due = rt.bot_release = None
        for hook in self.on_change:
            hook(table, change)
        self._schedule(table)

    def _lobby_changed(self, kind: str) -> None:
        if kind in ("create", "delete"):
            self.publish_info()
        for sink in self.sinks:
            lobby = getattr(sink, "lobby_changed", None)
            if lobby is not None:
                lobby()

    # --- timers --------------------------------------------------------------------------

    def _schedule(self, table: Table) -> None:
        rt = self.runtime.get(table.table_id)
        if rt is None:
            return
        now = self.clock.now()
        due: list[int] = []
        if table.status == PLAYING:
            deadline = table.deadline()
            if deadline is not None:
                at = table.host_time_of(deadline, now)
                if at is not None:
                    due.append(at)
            rt.expiry = expiry = table.view_expiry(now)
            if expiry is not None:
                at = table.host_time_of(expiry, now)
                if at is not None:
                    due.append(at)
            if table.running:
                due.append(rt.checkpoint + CHECKPOINT_MS)
            if self._auto_ready(table):
                due.append(now)
            elif rt.bot_seq is None:
                bot = self._bot_to_act(table)
                if bot is not None:
                    if rt.bot_due is None:
                        # asked at once, played a fixed pause later: how long it thought (which
                        # can follow the cards it holds) never shows. In the opening look a bot
                        # is ready at once (ruling 4), after seeing its cards as a person would.
                        looking = table.acting().get(bot) == ["ready"]
                        rt.bot_due = now
                        rt.bot_release = now + (0 if looking else self._bot_pause(table, bot))
                    due.append(rt.bot_due)
            elif rt.bot_answer is not None and rt.bot_release is not None:
                due.append(rt.bot_release)
        for seat in table.seats:
            if seat.kind == HUMAN and seat.connected and seat.sockets == 0:
                due.append(seat.last_seen + self.presence_ttl_ms)
        when = min(due) if due else None
        if when == rt.timer_at and rt.timer is not None:
            return
        if rt.timer is not None:
            rt.timer.cancel()
            rt.timer = None
        rt.timer_at = when
        if when is not None:
            table_id = table.table_id
            if when <= now and self._loop is not None:
                # due now: run soon, whatever the clock (a manual clock may never advance)
                rt.timer = self._loop.call_soon(self._on_timer, table_id)
            else:
                rt.timer = self.clock.call_at(when, lambda: self._on_timer(table_id))

    def _auto_ready(self, table: Table) -> list[int]:
        """Absent seats are ready at once in the opening look (ruling 4). Bots answer `ready`
        themselves, after seeing the look's view, or they would never learn slots 0 and 3."""
        out = []
        for index, legal in table.acting().items():
            if legal != ["ready"]:
                continue
            seat = table.seats[index]
            if seat.level is None and seat.kind == HUMAN and not seat.connected:
                out.append(index)
        return out

    def _bot_to_act(self, table: Table) -> int | None:
        for index in table.acting():
            if table.seats[index].level is not None:
                return index
        return None

    def _on_timer(self, table_id: str) -> None:
        table = self.tables.get(table_id)
        rt = self.runtime.get(table_id)
        if table is None or rt is None:
            return
        rt.timer, rt.timer_at = None, None
        try:
            self._run_timers(table, rt)
        except Exception:
            log.exception("timer of table %s failed", table_id)
        if self.tables.get(table_id) is table:
            self._schedule(table)

    def _run_timers(self, table: Table, rt: TableRuntime) -> None:
        now = self.clock.now()
        for seat in table.seats:
            if (
                seat.kind == HUMAN
                and seat.connected
                and seat.sockets == 0
                and now >= seat.last_seen + self.presence_ttl_ms
            ):
                self._try_change(
                    table, {"kind": "presence", "seat": seat.index, "connected": False}
                )
        if table.status != PLAYING:
            return
        for index in self._auto_ready(table):
            self._try_change(table, {"kind": "action", "seat": index, "action": {"type": "ready"}})
        deadline = table.deadline()
        if deadline is not None and table.running and table.game_now(now) >= deadline:
            self._try_change(table, {"kind": "action", "seat": None, "action": {"type": "timeout"}})
        expiry = rt.expiry
        if expiry is not None and table.running and table.game_now(now) >= expiry:
            rt.expiry = None
            for seat in table.seats:
                if seat.kind == HUMAN and seat.keys is not None:
                    self.publish_private(table, seat.index, None, now)
        if table.running and now >= rt.checkpoint + CHECKPOINT_MS:
            rt.checkpoint = now
            self.store.commit(clocks=[(table.table_id, table.game_now(now))])
        if rt.bot_due is not None and now >= rt.bot_due and rt.bot_seq is None:
            self._start_bot(table, rt)
        if rt.bot_answer is not None and rt.bot_release is not None and now >= rt.bot_release:
            self._play_bot(table, rt, *rt.bot_answer)

    def _try_change(self, table: Table, entry: JSON) -> Change | None:
        try:
            return self._change(table, entry)
        except HostError as err:
            log.warning("table %s: %s refused: %s", table.table_id, entry["kind"], err)
            return None

    # --- bots ----------------------------------------------------------------------------

    def _start_bot(self, table: Table, rt: TableRuntime) -> None:
        index = self._bot_to_act(table)
        rt.bot_due = None
        if index is None:
            return
        seat = table.seats[index]
        assert seat.level is not None
        slot = self.bots.slot(table.table_id, index)
        if slot is None or slot.level != seat.level or slot.broken:
            try:
                slot = self.bots.create(
                    table.table_id,
                    index,
                    table.ruleset_name,
                    seat.level,
                    seat.bot_seed,
                    table.options,
                    table.seat_memory(index),
                )
            except Exception:
                log.exception("cannot create a %s bot", seat.level)
                self._fallback(table, index)
                return
        if slot.busy:
            return
        view = table.seat_view(index, self.clock.now())
        assert view is not None
        rt.bot_seq = seq = table.seq
        table_id = table.table_id

        def done(action: JSON | None, err: str | None) -> None:
            self._bot_done(table_id, index, seq, action, err)

        self.bots.submit(table_id, index, view, done)
        loop = self._loop
        assert loop is not None
        # the budget is compute time, so it runs on the loop's real clock, not the game's
        loop.call_later(self.bot_budget_ms / 1000, self._bot_overdue, table_id, index, seq)

    def _bot_done(
        self, table_id: str, index: int, seq: int, action: JSON | None, err: str | None
    ) -> None:
        slot = self.bots.slot(table_id, index)
        if slot is not None:
            slot.busy = False
        table = self.tables.get(table_id)
        rt = self.runtime.get(table_id)
        if table is None or rt is None:
            return
        if rt.bot_seq != seq or table.seq != seq:
            self._schedule(table)
            return
        if rt.bot_release is not None and self.clock.now() < rt.bot_release:
            rt.bot_answer = (index, action, err)  # found early: shown at the release, not now
            self._schedule(table)
            return
        self._play_bot(table, rt, index, action, err)

    def _play_bot(
        self, table: Table, rt: TableRuntime, index: int, action: JSON | None, err: str | None
    ) -> None:
        table_id = table.table_id
        rt.bot_seq = rt.bot_answer = rt.bot_release = None
        slot = self.bots.slot(table_id, index)
        if action is None:
            log.warning("bot at table %s seat %d failed: %s", table_id, index, err)
            if slot is not None:
                slot.broken = True
            self._fallback(table, index)
        elif self._try_change(table, {"kind": "action", "seat": index, "action": action}) is None:
            # not the action itself: what a bot tried can hint at the card it holds
            log.warning("bot at table %s seat %d chose an illegal action", table_id, index)
            if slot is not None:
                slot.broken = True
            self._fallback(table, index)
        self._schedule(table)

    def _bot_overdue(self, table_id: str, index: int, seq: int) -> None:
        self.bots.check_stuck(self.bot_budget_ms / 1000)
        table = self.tables.get(table_id)
        rt = self.runtime.get(table_id)
        if table is None or rt is None or rt.bot_seq != seq or table.seq != seq:
            return
        if rt.bot_answer is not None:  # it answered in time; the answer waits for its release
            return
        log.warning("bot at table %s seat %d ran over its budget", table_id, index)
        rt.bot_seq = None
        slot = self.bots.slot(table_id, index)
        if slot is not None:
            slot.broken = True
        self._fallback(table, index)
        self._schedule(table)

    def _bot_pause(self, table: Table, index: int) -> int:
        """How long after it is asked a bot's move is played: the bot delay, but never less
        than the longest its level thinks, so the pause is the same whatever it holds."""
        level = table.seats[index].level
        return max(self.bot_delay_ms, self.bot_think_ms.get(level or "", 0))

    def _fallback(self, table: Table, index: int) -> None:
        legal = [
            table.ruleset.action_to_json(a) for a in table.ruleset.legal_actions(table.state, index)
        ]
        if not legal:
            return
        legal.sort(
            key=lambda a: FALLBACK_ORDER.index(a["type"]) if a["type"] in FALLBACK_ORDER else 99
        )
        self._try_change(table, {"kind": "action", "seat": index, "action": legal[0]})

    # --- commands ------------------------------------------------------------------------

    def _cmd_ping(self, req: Request) -> JSON:
        return {"host_id": self.host_id, "protocol": PROTOCOL, "version": duckdown.__version__}

    def _cmd_host_info(self, req: Request) -> JSON:
        return {"info": self.info()}

    def _cmd_table_list(self, req: Request) -> JSON:
        return {"tables": [t.summary() for t in self.tables.values()]}

    def _cmd_table_create(self, req: Request) -> JSON:
        data = req.data
        if len(self.tables) >= self.limits.max_tables:
            raise HostError("too_many_tables", f"this host holds at most {self.limits.max_tables}")
        try:
            crypto.parse_public_key(data["client_key"])
        except (CryptoError, ValueError):
            raise HostError("bad_key", "client_key is not an X25519 public key") from None
        ruleset_name = data.get("ruleset", "duck_down")
        if ruleset_name not in rulesets():
            raise HostError("unknown_ruleset", f"no ruleset {ruleset_name!r} on this host")
        table_id = "t-" + secrets.token_hex(6)
        owner = crypto.new_secret()
        options = data.get("options", {})
        from duckdown.engine import get_ruleset

        ruleset = get_ruleset(ruleset_name)
        max_seats = data.get("max_seats", ruleset.max_players)
        max_seats = max(ruleset.min_players, min(ruleset.max_players, max_seats))
        entry = {
            "kind": "create",
            "name": data["name"],
            "ruleset": ruleset_name,
            "options": options,
            "max_seats": max_seats,
            "owner": owner.hex(),
        }
        try:
            table = Table(table_id, entry, 0)
        except ConfigError as err:
            code = (
                err.code if err.code in ("invalid_config", "unknown_ruleset") else "invalid_config"
            )
            raise HostError(code, err.message) from None
        try:
            sealed = crypto.seal(
                owner, data["client_key"], crypto.seal_aad(table_id, "owner", None)
            )
        except CryptoError as err:
            raise HostError("bad_key", str(err)) from None
        self.store.commit([Entry(table_id, 1, 0, entry)])
        self.tables[table_id] = table
        self.runtime[table_id] = TableRuntime(checkpoint=self.clock.now())
        try:
            self.publish_table(table, Change(1))
            self._lobby_changed("create")
            snapshot = table.snapshot(self.clock.now())
        except Exception:
            # the answer will be an error, so the table must not stand: not in the log, not
            # here, not retained on the broker
            log.exception("table %s could not be published; undoing its creation", table_id)
            with contextlib.suppress(Exception):
                self.delete_table(table_id)
            raise HostError(
                "internal_error", "the table could not be made; nothing changed"
            ) from None
        log.info("table %s %r created (%s)", table_id, table.name, ruleset_name)
        return {"table_id": table_id, "owner": sealed, "snapshot": snapshot}

    def _cmd_table_spectate(self, req: Request) -> JSON:
        table = self._table(req.data)
        return {
            "snapshot": table.snapshot(self.clock.now()),
            "config": table.ruleset.config_to_json(table.config),
            "topics": {
                "public": self.topics.public(table.table_id),
                "events": self.topics.events(table.table_id),
            },
        }

    def _cmd_table_delete(self, req: Request) -> JSON:
        table = self._table(req.data)
        self._authorize(req, table, ("owner",))
        self.delete_table(table.table_id)
        return {}

    def delete_table(self, table_id: str) -> None:
        table = self.tables.pop(table_id)
        rt = self.runtime.pop(table_id, None)
        if rt is not None and rt.timer is not None:
            rt.timer.cancel()
        self.bots.drop(table_id)
        self.store.delete_table(table_id)
        prefix = table_id + "/"
        for cred in [c for c in self.nonces if c.startswith(prefix)]:
            del self.nonces[cred]
        seats = list(range(table.ruleset.max_players))
        for sink in self.sinks:
            sink.table_deleted(table_id, seats, table.seq + 1)
        self._lobby_changed("delete")
        log.info("table %s deleted", table_id)

    def _cmd_table_join(self, req: Request) -> JSON:
        data = req.data
        table = self._table(data)
        try:
            crypto.parse_public_key(data["client_key"])
        except (CryptoError, ValueError):
            raise HostError("bad_key", "client_key is not an X25519 public key") from None
        seat = table.free_seat(data.get("seat"))
        secret = crypto.new_secret()
        try:
            sealed = crypto.seal(
                secret, data["client_key"], crypto.seal_aad(table.table_id, "seat", seat)
            )
        except CryptoError as err:
            raise HostError("bad_key", str(err)) from None
        entry = {"kind": "join", "seat": seat, "name": data["name"], "secret": secret.hex()}
        change = self._change(table, entry, req)
        table.seats[seat].last_seen = self.clock.now()
        self._schedule(table)
        return {
            "seat": seat,
            "credential": sealed,
            "seq": change.seq,
            "topics": {
                "public": self.topics.public(table.table_id),
                "events": self.topics.events(table.table_id),
                "private": self.topics.private(table.table_id, seat),
            },
        }

    def _seat_request(self, req: Request, roles: tuple[str, ...] = ("seat",)) -> tuple[Table, str]:
        table = self._table(req.data)
        role = self._authorize(req, table, roles)
        return table, role

    def _seen(self, table: Table, seat: int, req: Request) -> None:
        """A proven request from a seat: it is present."""
        s = table.seats[seat]
        s.last_seen = self.clock.now()
        if not s.connected and s.kind == HUMAN:
            self._change(table, {"kind": "presence", "seat": seat, "connected": True}, req)
        else:
            self._schedule(table)

    def _cmd_table_leave(self, req: Request) -> JSON:
        table, _ = self._seat_request(req)
        seat = req.data["seat"]
        if table.status == LOBBY or table.seats[seat].connected:
            change = self._change(table, {"kind": "leave", "seat": seat}, req)
        else:
            return {"seq": table.seq}
        return {"seq": change.seq}

    def _cmd_table_add_bot(self, req: Request) -> JSON:
        data = req.data
        table = self._table(data)
        self._authorize(req, table, ("owner",))
        level = data["level"]
        if level not in self.bots.levels:
            raise HostError("unknown_bot_level", f"bot levels are {list(self.bots.levels)}")
        seat = table.free_seat(data.get("seat"))
        names = {s.name for s in table.seats}
        n = seat + 1
        while f"Bot {n}" in names:
            n += 1
        entry = {
            "kind": "add_bot",
            "seat": seat,
            "level": level,
            "name": f"Bot {n}",
            "seed": secrets.randbits(63),
        }
        change = self._change(table, entry, req)
        return {"seat": seat, "seq": change.seq}

    def _cmd_table_remove_bot(self, req: Request) -> JSON:
        data = req.data
        table = self._table(data)
        self._authorize(req, table, ("owner",))
        change = self._change(table, {"kind": "remove_bot", "seat": data["seat"]}, req)
        return {"seq": change.seq}

    def _cmd_table_start(self, req: Request) -> JSON:
        data = req.data
        table = self._table(data)
        self._authorize(req, table, ("owner",))
        entry = {"kind": "start", "rounds": data.get("rounds"), "seed": secrets.randbits(63)}
        change = self._change(table, entry, req)
        game = table.snapshot(self.clock.now())["game"] or {}
        return {"seq": change.seq, "rounds": game.get("rounds")}

    def _cmd_seat_reconnect(self, req: Request) -> JSON:
        table, _ = self._seat_request(req)
        seat = req.data["seat"]
        table.human(seat)
        self._seen(table, seat, req)
        self.publish_private(table, seat, None, self.clock.now())
        return {"seq": table.seq, "snapshot": table.snapshot(self.clock.now())}

    def _cmd_seat_bot(self, req: Request) -> JSON:
        data = req.data
        table, _role = self._seat_request(req, ("owner", "seat"))
        level = data["level"]
        if level not in self.bots.levels:
            raise HostError("unknown_bot_level", f"bot levels are {list(self.bots.levels)}")
        entry = {
            "kind": "hand_bot",
            "seat": data["seat"],
            "level": level,
            "seed": secrets.randbits(63),
        }
        change = self._change(table, entry, req)
        return {"seq": change.seq}

    def _cmd_seat_take_back(self, req: Request) -> JSON:
        data = req.data
        table, role = self._seat_request(req, ("owner", "seat"))
        change = self._change(table, {"kind": "take_back", "seat": data["seat"]}, req)
        if role == "seat":
            self._seen(table, data["seat"], req)
        return {"seq": change.seq}

    def _cmd_game_action(self, req: Request) -> JSON:
        data = req.data
        table, _ = self._seat_request(req)
        seat = data["seat"]
        s = table.human(seat)
        expect = data.get("expect_seq")
        if expect is not None and expect != table.seq:
            raise HostError("stale", f"the table is at seq {table.seq}, not {expect}")
        if table.status != PLAYING:
            raise HostError("wrong_status", f"the table is {table.status}, not playing")
        if s.level is not None:
            raise HostError("seat_is_bot", f"a bot plays seat {seat}; take it back first")
        if data["action"].get("type") == "timeout":
            raise HostError("illegal_action", "only the host applies timeouts")
        change = self._change(
            table, {"kind": "action", "seat": seat, "action": data["action"]}, req
        )
        seq = change.seq
        self._seen(table, seat, req)
        return {"seq": seq}

    def _cmd_debug_advance_clock(self, req: Request) -> JSON:
        self._authorize(req, None, ("admin",))
        if not isinstance(self.clock, ManualClock):
            raise HostError("unknown_command", "the host does not run a manual clock")
        self.clock.advance(req.data["ms"])
        return {"now": self.clock.now()}

    # WebSocket-only commands: the session does the work

    def _cmd_ws_watch(self, req: Request) -> JSON:
        table = self._table(req.data)
        assert req.session is not None
        req.session.watch(table.table_id)
        return {"snapshot": table.snapshot(self.clock.now())}

    def _cmd_ws_unwatch(self, req: Request) -> JSON:
        assert req.session is not None
        req.session.unwatch(req.data["table_id"])
        return {}

    def _cmd_ws_lobby(self, req: Request) -> JSON:
        assert req.session is not None
        req.session.lobby()
        return {"tables": [t.summary() for t in self.tables.values()]}

    def _cmd_ws_auth(self, req: Request) -> JSON:
        table, _ = self._seat_request(req)
        seat = req.data["seat"]
        s = table.human(seat)
        assert req.session is not None
        req.session.auth(table.table_id, seat)
        s.sockets += 1
        self._seen(table, seat, req)
        self.publish_private(table, seat, None, self.clock.now())
        return {"seq": table.seq, "snapshot": table.snapshot(self.clock.now())}

    def socket_closed(self, table_id: str, seat: int) -> None:
        table = self.tables.get(table_id)
        if table is None or seat >= len(table.seats):
            return
        s = table.seats[seat]
        s.sockets = max(0, s.sockets - 1)
        if s.sockets == 0:
            s.last_seen = self.clock.now() - self.presence_ttl_ms + SOCKET_GRACE_MS
            self._schedule(table)
