"""One table: its lobby, its game state, its game clock and its views.

A table changes only through `apply(entry, t)`, which either raises with nothing changed or
makes exactly one change and bumps `seq`. The same entries replayed in order rebuild the same
table (same `seq`), which is how the host recovers after a crash. A log begins with `create`,
or, once a table has played again, with the `restore` entry that stands for its old games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import OWNER, ConfigError, Event, IllegalAction, Ruleset, get_ruleset
from duckdown.engine.info import ANY_TIME, CALENDAR
from duckdown.host.crypto import Keys
from duckdown.host.protocol import PROTOCOL, HostError

JSON = dict[str, Any]

EMPTY, HUMAN, BOT = "empty", "human", "bot"
LOBBY, PLAYING, OVER = "lobby", "playing", "over"


@dataclass(slots=True)
class Seat:
    index: int
    kind: str = EMPTY
    name: str | None = None
    level: str | None = None  # the level of the bot playing this seat now
    bot_seed: int = 0
    keys: Keys | None = None  # a human seat's credential
    connected: bool = False  # logged presence of the seat's person
    last_seen: int = 0  # host ms of the last proven request (not logged)
    sockets: int = 0  # authenticated WebSockets (not logged)

    @property
    def left(self) -> bool:
        """A player who left a game that seats players at any time: the seat is kept, its
        credential revoked, and it is never given to anyone else."""
        return self.kind == HUMAN and self.keys is None

    def public(self) -> JSON:
        return {
            "seat": self.index,
            "name": self.name,
            "kind": self.kind,
            "connected": self.kind == BOT or self.connected,
            "bot": self.level,
        }


@dataclass(slots=True)
class Change:
    seq: int
    events: list[Event] = field(default_factory=list)
    lobby: list[JSON] = field(default_factory=list)


def _compact(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


class Table:
    __slots__ = (
        "_acting",
        "_game_base",
        "_host_base",
        "_running",
        "any_time",
        "calendar",
        "config",
        "created",
        "max_seats",
        "name",
        "options",
        "owner",
        "ruleset",
        "ruleset_name",
        "seats",
        "seq",
        "started",
        "state",
        "status",
        "table_id",
    )

    def __init__(self, table_id: str, create: JSON, t: int = 0) -> None:
        """`create` is the table's first log entry (seq 1)."""
        self.table_id = table_id
        self.name: str = create["name"]
        self.ruleset_name: str = create["ruleset"]
        self.options: JSON = create["options"]
        self.ruleset: Ruleset[Any, Any] = get_ruleset(self.ruleset_name)
        self.config: Any = self.ruleset.parse_config(self.options)
        # the game's policies (docs/games.md): its clock, and when players may take a seat
        self.calendar = self.ruleset.info.clock == CALENDAR
        self.any_time = self.ruleset.info.join == ANY_TIME
        self.max_seats: int = create["max_seats"]
        self.owner = Keys.derive(bytes.fromhex(create["owner"]))
        self.seats = [Seat(i) for i in range(self.max_seats)]
        self.status = LOBBY
        self.state: Any = None
        self.seq = 1
        # calendar UTC ms of the table's creation and of its game's start, for the lobby (a log
        # written before they were kept has none)
        self.created: int | None = create.get("at")
        self.started: int | None = None
        self._game_base = t
        self._host_base = 0
        self._running = self.calendar  # the calendar never stands still
        self._acting: tuple[int, list[int], list[int]] = (0, [], [])

    @classmethod
    def restored(cls, table_id: str, e: JSON, seq: int, t: int) -> Table:
        """The table a `restore` entry (from `restore_entry`) describes, at `seq`."""
        if e["status"] not in (LOBBY, OVER):
            raise ValueError(f"cannot restore a table that is {e['status']}")
        table = cls(table_id, e, t)  # name, ruleset, options, max_seats and owner as in create
        for s, r in zip(table.seats, e["seats"], strict=True):  # one seat per max_seats
            s.kind, s.name, s.level, s.bot_seed = r["kind"], r["name"], r["level"], r["bot_seed"]
            s.keys = None if r["secret"] is None else Keys.derive(bytes.fromhex(r["secret"]))
            s.connected = r["connected"]
        table.status = e["status"]
        table.started = e.get("started")
        table.seq = seq
        return table

    def restore_entry(self) -> JSON:
        """What `restored` needs to rebuild this table as it stands, without its game.

        Only for a table with no game to go on (lobby, or over before the next start): the
        state of a finished game is left out, as a new start replaces it.
        """
        if self.status == PLAYING:
            raise ValueError("a game in play cannot be restored without its log")
        return {
            "kind": "restore",
            "name": self.name,
            "ruleset": self.ruleset_name,
            "options": self.options,
            "max_seats": self.max_seats,
            "owner": self.owner.secret.hex(),
            "at": self.created,
            "started": self.started,
            "status": self.status,
            "seats": [
                {
                    "kind": s.kind,
                    "name": s.name,
                    "level": s.level,
                    "bot_seed": s.bot_seed,
                    "secret": None if s.keys is None else s.keys.secret.hex(),
                    "connected": s.connected,
                }
                for s in self.seats
            ],
        }

    # --- the table's clock ----------------------------------------------------------------

    def game_now(self, host_now: int) -> int:
        """The table's time: game time, or for a `calendar` game UTC ms of the calendar (as
        last synced by `update_clock`, carried on by the monotonic clock)."""
        if self._running:
            return self._game_base + max(0, host_now - self._host_base)
        return self._game_base

    def should_run(self) -> bool:
        if self.calendar:
            return True
        return self.status == PLAYING and any(s.kind == HUMAN and s.connected for s in self.seats)

    @property
    def running(self) -> bool:
        return self._running

    def update_clock(self, host_now: int, wall: int) -> None:
        """Set a calendar game's time to the calendar (`wall`); start or stop a game clock
        according to presence (Duck Down's ruling 18)."""
        if self.calendar:
            self._game_base, self._host_base, self._running = wall, host_now, True
            return
        run = self.should_run()
        if run != self._running:
            self._game_base = self.game_now(host_now)
            self._host_base = host_now
            self._running = run

    def set_game_time(self, game_now: int, host_now: int) -> None:
        self._game_base = game_now
        self._host_base = host_now

    def host_time_of(self, game_t: int, host_now: int) -> int | None:
        """When the host clock reaches game time `game_t`, or None while paused."""
        if not self._running:
            return None
        return host_now + max(0, game_t - self.game_now(host_now))

    # --- queries -------------------------------------------------------------------------

    def seat(self, index: int) -> Seat:
        if not 0 <= index < self.max_seats:
            raise HostError("unknown_seat", f"seat {index} is out of range 0..{self.max_seats - 1}")
        return self.seats[index]

    def human(self, index: int) -> Seat:
        seat = self.seat(index)
        if seat.kind != HUMAN or seat.keys is None:
            raise HostError("unknown_seat", f"seat {index} has no player")
        return seat

    def occupied(self) -> list[Seat]:
        return [s for s in self.seats if s.kind != EMPTY]

    def joins_running_game(self) -> bool:
        """A join now seats a new player in the running game (`join: any_time` games)."""
        return self.any_time and self.status == PLAYING

    def free_seat(self, wanted: int | None) -> int:
        if self.joins_running_game():
            # the next seat number, up to the game's maximum; a seat once left is never reused
            index = len(self.seats)
            if index >= self.ruleset.max_players:
                raise HostError("table_full", f"all {self.ruleset.max_players} seats are taken")
            if wanted is not None and wanted != index:
                raise HostError("seat_taken", f"a running game seats its next player at {index}")
            return index
        if self.status != LOBBY:
            raise HostError("wrong_status", f"the table is {self.status}, not in the lobby")
        if wanted is not None:
            if self.seat(wanted).kind != EMPTY:
                raise HostError("seat_taken", f"seat {wanted} is taken")
            return wanted
        for s in self.seats:
            if s.kind == EMPTY:
                return s.index
        raise HostError("table_full", f"all {self.max_seats} seats are taken")

    def round_choices(self) -> list[int]:
        players = max(self.ruleset.min_players, min(len(self.occupied()), self.max_seats))
        try:
            return [int(r) for r in self.ruleset.round_choices(self.config, players)]
        except ConfigError:
            return []

    def bot_seats(self) -> list[Seat]:
        return [s for s in self.seats if s.level is not None]

    def connected_humans(self) -> int:
        return sum(1 for s in self.seats if s.kind == HUMAN and s.connected)

    # --- changes -------------------------------------------------------------------------

    def apply(self, entry: JSON, t: int) -> Change:
        """Validate and make one change at game time `t`; raise with nothing changed."""
        kind = entry["kind"]
        handler = getattr(self, f"_do_{kind}", None)
        if handler is None:
            raise HostError("internal_error", f"unknown log entry {kind!r}")
        change: Change = handler(entry, t)
        self.seq += 1
        change.seq = self.seq
        return change

    def _need(self, status: str) -> None:
        if self.status != status:
            raise HostError("wrong_status", f"the table is {self.status}, not {status}")

    def _do_join(self, e: JSON, t: int) -> Change:
        index = self.free_seat(e["seat"])
        name = e["name"]
        if any(s.name == name for s in self.seats if s.kind != EMPTY and not s.left):
            raise HostError("name_taken", f"someone at this table is already called {name!r}")
        events: list[Event] = []
        if self.joins_running_game():
            events = self._engine(lambda: self.ruleset.join(self.state, index, name, t))
            self.seats.append(Seat(index))
            self.max_seats = len(self.seats)
        s = self.seats[index]
        s.kind, s.name, s.level, s.connected = HUMAN, name, None, True
        s.keys = Keys.derive(bytes.fromhex(e["secret"]))
        lobby: list[JSON] = [{"type": "player_joined", "seat": index, "name": name}]
        return Change(0, events=events, lobby=lobby)

    def _do_leave(self, e: JSON, t: int) -> Change:
        s = self.human(e["seat"])
        name = s.name
        events: list[Event] = []
        if self.status == LOBBY:
            self.seats[s.index] = Seat(s.index)
        elif self.joins_running_game():
            # for good: the game lets the player go, the seat stays theirs and nobody's else
            events = self._engine(lambda: self.ruleset.leave(self.state, s.index, t))
            s.connected, s.keys, s.level = False, None, None
            self._over_check()
        else:
            s.connected = False
        lobby: list[JSON] = [{"type": "player_left", "seat": s.index, "name": name}]
        return Change(0, events=events, lobby=lobby)

    def _engine(self, call: Any) -> list[Event]:
        """An engine call that may refuse: its IllegalAction becomes the host's error."""
        try:
            events: list[Event] = call()
        except IllegalAction as err:
            raise HostError(err.code, err.message) from None
        return events

    def _over_check(self) -> None:
        if self.ruleset.is_over(self.state):
            self.status = OVER

    def _do_add_bot(self, e: JSON, t: int) -> Change:
        index = self.free_seat(e["seat"])
        s = self.seats[index]
        s.kind, s.name, s.level, s.bot_seed = BOT, e["name"], e["level"], e["seed"]
        return Change(0, lobby=[{"type": "bot_added", "seat": index, "level": e["level"]}])

    def _do_remove_bot(self, e: JSON, t: int) -> Change:
        self._need(LOBBY)
        s = self.seat(e["seat"])
        if s.kind != BOT:
            raise HostError("not_a_bot", f"seat {s.index} holds no bot")
        self.seats[s.index] = Seat(s.index)
        return Change(0, lobby=[{"type": "bot_removed", "seat": s.index}])

    def _do_start(self, e: JSON, t: int) -> Change:
        # from the lobby, or again once a game is over: the same seats play a new game
        if self.status not in (LOBBY, OVER):
            raise HostError("wrong_status", f"the table is {self.status}, not lobby or over")
        taken = [s.index for s in self.occupied()]
        if len(taken) < self.ruleset.min_players:
            raise HostError(
                "not_enough_players",
                f"{len(taken)} seats are taken; {self.ruleset.name} needs "
                f"at least {self.ruleset.min_players}",
            )
        if taken != list(range(len(taken))):
            raise HostError("seat_gap", f"seats {taken} leave a gap; fill or free seats first")
        rounds = e["rounds"]
        choices = self.round_choices()
        if rounds is not None and not choices:
            raise HostError("invalid_rounds", f"{self.ruleset.name} has no choice of rounds")
        if rounds is not None and rounds not in choices:
            raise HostError("invalid_rounds", f"rounds is {rounds}; choose one of {choices}")
        entropy = bytes.fromhex(e["entropy"]) if "entropy" in e else b""
        try:
            state = self.ruleset.new_game(
                self.config, len(taken), e["seed"], rounds=rounds, now=t, entropy=entropy
            )
        except ConfigError as err:
            code = err.code if err.code == "invalid_rounds" else "invalid_config"
            raise HostError(code, err.message) from None
        lobby: list[JSON] = []
        if self.status == OVER:
            # a player who is here plays the new game themselves; a bot keeps an absent one's seat
            for s in self.seats:
                if s.kind == HUMAN and s.level is not None and s.connected:
                    s.level = None
                    lobby.append({"type": "seat_taken_back", "seat": s.index})
        # shrink the table to its players: seat numbers stay, empty seats go
        del self.seats[len(taken) :]
        self.max_seats = len(taken)
        self.state = state
        self.status = PLAYING
        self.started = e.get("at")
        view = self.ruleset.public_view(state, t)
        lobby.append({"type": "game_started", "rounds": view.get("rounds"), "players": len(taken)})
        return Change(0, events=self.ruleset.opening_events(state), lobby=lobby)

    def _do_action(self, e: JSON, t: int) -> Change:
        """An action of a seat, of the host (`seat` null: a timeout) or of the table's owner
        (`seat` -1, the engine's OWNER)."""
        self._need(PLAYING)
        seat: int | None = e["seat"]
        if seat is not None and seat != OWNER:
            self.seat(seat)
        if seat is not None and e["action"].get("type") == "timeout":
            raise HostError("illegal_action", "only the host applies timeouts")

        def act() -> list[Event]:
            return self.ruleset.apply(self.state, seat, self.ruleset.parse_action(e["action"]), t)

        events = self._engine(act)
        self._over_check()
        return Change(0, events=events)

    def _do_presence(self, e: JSON, t: int) -> Change:
        s = self.human(e["seat"])
        if s.connected == e["connected"]:
            raise HostError("internal_error", "presence did not change")
        s.connected = e["connected"]
        return Change(0, lobby=[{"type": "presence", "seat": s.index, "connected": s.connected}])

    def _do_hand_bot(self, e: JSON, t: int) -> Change:
        self._need(PLAYING)
        s = self.human(e["seat"])
        if s.level is not None:
            raise HostError("seat_is_bot", f"a bot already plays seat {s.index}")
        s.level, s.bot_seed = e["level"], e["seed"]
        return Change(0, lobby=[{"type": "seat_handed_to_bot", "seat": s.index, "level": s.level}])

    def _do_take_back(self, e: JSON, t: int) -> Change:
        s = self.human(e["seat"])
        if s.level is None:
            raise HostError("not_handed_to_bot", f"no bot plays seat {s.index}")
        s.level = None
        return Change(0, lobby=[{"type": "seat_taken_back", "seat": s.index}])

    # --- views ---------------------------------------------------------------------------

    def snapshot(self, host_now: int) -> JSON:
        now = self.game_now(host_now)
        game = None if self.state is None else self.ruleset.public_view(self.state, now)
        return {
            "protocol": PROTOCOL,
            "table_id": self.table_id,
            "seq": self.seq,
            "name": self.name,
            "ruleset": self.ruleset_name,
            "status": self.status,
            "options": self.options,
            "max_seats": self.max_seats,
            "round_choices": [] if self.status == PLAYING else self.round_choices(),
            "seats": [s.public() for s in self.seats],
            "paused": self.status == PLAYING and not self._running,
            "now": now,
            "game": game,
        }

    def summary(self) -> JSON:
        """The lobby's line of the table: who is there (present or not, a bot's level) and
        when it was made and its game started (calendar UTC ms, or None)."""
        return {
            "table_id": self.table_id,
            "name": self.name,
            "ruleset": self.ruleset_name,
            "status": self.status,
            "seq": self.seq,
            "max_seats": self.max_seats,
            "created": self.created,
            "started": self.started,
            "seats": [
                {
                    "seat": s.index,
                    "name": s.name,
                    "kind": s.kind,
                    "connected": s.kind == BOT or s.connected,
                    "bot": s.level,
                }
                for s in self.seats
            ],
        }

    def seat_view(self, seat: int, host_now: int) -> JSON | None:
        if self.state is None:
            return None
        return self.ruleset.seat_view(self.state, seat, self.game_now(host_now))

    def public_events(self, change: Change) -> list[JSON]:
        return self.seat_events(None, change)

    def seat_events(self, seat: int | None, change: Change) -> list[JSON]:
        """A change's events as `seat` may see them (None: the public): the one filter of what
        reaches a seat, for its private messages and for its history (`table/history`)."""
        return [*change.lobby, *(e.view(seat) for e in change.events)]

    def private_plain(self, seat: int, host_now: int, change: Change | None) -> bytes:
        events: list[JSON] = []
        if change is not None:
            events = self.seat_events(seat, change)
        body = {"seq": self.seq, "view": self.seat_view(seat, host_now), "events": events}
        return _compact(body)

    def deadline(self) -> int | None:
        if self.status != PLAYING:
            return None
        d = self.ruleset.deadline(self.state)
        return None if d is None else int(d)

    def view_expiry(self, host_now: int) -> int | None:
        if self.status != PLAYING:
            return None
        v = self.ruleset.view_expiry(self.state, self.game_now(host_now))
        return None if v is None else int(v)

    def _seats(self) -> tuple[int, list[int], list[int]]:
        """The seats to act and the seats that may act now, cached per seq."""
        acting = self._acting
        if acting[0] != self.seq:
            to_act: list[int] = []
            may: list[int] = []
            if self.status == PLAYING:
                to_act = list(self.ruleset.seats_to_act(self.state))
                may = [s for s in self.ruleset.may_act(self.state) if s not in to_act]
            acting = self._acting = (self.seq, to_act, may)
        return acting

    def seats_to_act(self) -> list[int]:
        """The seats whose decision is due (the engine's `seats_to_act`)."""
        return self._seats()[1]

    def may_act(self) -> list[int]:
        """The seats that may also act now, nobody waiting for them (the engine's `may_act`)."""
        return self._seats()[2]

    def seat_memory(self, seat: int) -> JSON:
        return self.ruleset.seat_memory(self.state, seat)
