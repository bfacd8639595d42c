"""Bots off the event loop, in worker processes, so a thinking bot never holds the host's GIL.

Each bot lives in one worker process, chosen by its table and seat. The host sends it the
events it has not seen yet and the seat's view, and gets the action back on the loop later
(the result pipe is watched with `add_reader`). A bot that runs over its time budget has a
simple legal move played for it and is rebuilt from the seat's memory at its next turn; a
worker that stays stuck is replaced. A worker ends with the host, however the host ends
(killed too): it holds the read end of a pipe whose only writer is the host.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import itertools
import logging
import math
import multiprocessing as mp
import os
import threading
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any, Protocol

from duckdown.engine import rulesets

log = logging.getLogger(__name__)

JSON = dict[str, Any]
STUCK_FACTOR = 10  # a worker this many budgets late on one move is replaced
THINK_MARGIN = 1.25  # a level's think ceiling over its budget
MAX_DELAY_MS = 60_000  # the longest pause a bot may ask for its answer (a person's slowest)


class Bot(Protocol):
    def observe(self, event_view: JSON) -> None: ...

    def act(self, seat_view: JSON) -> JSON | None:
        """An action, or None to decline a decision nobody waits for (a game's `may_act`)."""
        ...

    def load_memory(self, memory: JSON) -> None: ...


BotFactory = Callable[[str, str, int, int, JSON], Bot]
"""(game, level, seat, seed, table options) -> a bot. Must be picklable (a module-level
function)."""


def make_default_bot(game: str, level: str, seat: int, seed: int, options: JSON) -> Bot:
    module = importlib.import_module("duckdown.bots")
    bot: Bot = module.make_bot(game, level, seat, seed, options)
    return bot


def default_factory() -> tuple[BotFactory | None, tuple[str, ...]]:
    """`duckdown.bots.make_bot` and the levels the registered games offer to tables (each
    game's `duckdown.bots.levels`, in order, once each), or (None, ()) if the package is not
    there. Analysis levels are never offered."""
    try:
        module = importlib.import_module("duckdown.bots")
    except ImportError:
        return None, ()
    if getattr(module, "make_bot", None) is None or getattr(module, "levels", None) is None:
        return None, ()
    names: dict[str, None] = {}
    for game in rulesets():
        names.update(dict.fromkeys(str(level) for level in module.levels(game)))
    return make_default_bot, tuple(names)


def think_ceilings_ms() -> dict[str, int]:
    """Per game and level (`"<game>/<level>"`), the longest its bot thinks: the profile's
    budget, plus a quarter (a planner checks its budget between samples, so it runs a little
    over). Each game's bots package lists its levels' budgets in `PROFILES`.

    The host plays a bot's move no sooner than this after asking, so the time the search took,
    which can follow the cards the bot holds, does not show.
    """
    try:
        module = importlib.import_module("duckdown.bots")
    except ImportError:
        return {}
    out: dict[str, int] = {}
    for game in rulesets():
        profiles = getattr(module.game_bots(game), "PROFILES", None) or {}
        for name, p in profiles.items():
            if getattr(p, "budget_s", None) is not None:
                out[f"{game}/{name}"] = math.ceil(p.budget_s * 1000 * THINK_MARGIN)
    return out


# --- the worker process ---------------------------------------------------------------------


def _worker(factory: BotFactory, requests: Any, results: Connection, lifeline: Connection) -> None:
    threading.Thread(target=_follow_host, args=(lifeline,), daemon=True).start()
    bots: dict[tuple[str, int], Bot] = {}
    while True:
        msg = requests.get()
        if msg is None:
            return
        kind = msg[0]
        if kind == "drop":
            for key in [k for k in bots if k[0] == msg[1] and msg[2] in (None, k[1])]:
                del bots[key]
            continue
        _, job, key, create, events, view = msg
        try:
            if create is not None:
                game, level, seed, options, memory = create
                bots[key] = bot = factory(game, level, key[1], seed, options)
                if memory is not None:
                    bot.load_memory(memory)
            else:
                bot = bots[key]
            for event in events:
                bot.observe(event)
            action = bot.act(view)
            if action is not None and not isinstance(action, dict):
                raise TypeError(f"bot returned {type(action).__name__}, not an action")
            results.send((job, action, None, answer_delay(bot, view)))
        except Exception as err:
            bots.pop(key, None)
            results.send((job, None, f"{type(err).__name__}: {err}", None))


def answer_delay(bot: Bot, view: JSON) -> int | None:
    """How long the bot says its answer should take to show (`delay_ms`, docs/games.md,
    "Pacing"), if it says: a whole number of ms up to MAX_DELAY_MS, else None."""
    ask = getattr(bot, "delay_ms", None)
    if not callable(ask):
        return None
    ms = ask(view)
    if ms is None:
        return None
    if type(ms) is not int or not 0 <= ms <= MAX_DELAY_MS:
        raise TypeError(f"bot delay {ms!r} is not a whole number of ms up to {MAX_DELAY_MS}")
    return ms


def _follow_host(lifeline: Connection) -> None:
    """Exit when the host is gone. The host never writes to the lifeline, so the read returns
    only at end of file: when the host closed it or died, even by SIGKILL, which no shutdown
    code sees. (The request queue cannot tell: the worker holds its write end as well.)"""
    with contextlib.suppress(EOFError, OSError):
        lifeline.recv_bytes()
    os._exit(0)


# --- the host side ------------------------------------------------------------------------


@dataclass(slots=True)
class SeatBot:
    """The host's side of the bot playing one seat."""

    game: str
    level: str
    seed: int
    options: JSON
    memory: JSON | None
    created: bool = False  # the worker holds this bot
    pending: list[JSON] = field(default_factory=list)
    busy: bool = False
    broken: bool = False


Done = Callable[[JSON | None, str | None, int | None], None]
"""(action, error, the bot's own delay in ms or None): the bot's answer, on the loop."""


class _Worker:
    def __init__(self, ctx: Any, factory: BotFactory) -> None:
        self.requests = ctx.Queue()
        reader, writer = ctx.Pipe(duplex=False)
        self.results: Connection = reader
        lifeline, self.lifeline = ctx.Pipe(duplex=False)
        self.process = ctx.Process(
            target=_worker, args=(factory, self.requests, writer, lifeline), daemon=True,
            name="duckdown-bots",
        )  # fmt: skip
        self.process.start()
        writer.close()
        lifeline.close()
        self.jobs: dict[int, tuple[Done, float]] = {}


class BotPool:
    def __init__(self, factory: BotFactory | None, levels: Sequence[str], workers: int = 2) -> None:
        self.factory = factory
        self.levels = tuple(levels) if factory is not None else ()
        self.workers_wanted = max(1, workers)
        self._workers: list[_Worker] = []
        self._bots: dict[tuple[str, int], SeatBot] = {}
        self._jobs = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None

    # lifecycle

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Start the worker processes now (they take a moment to import the bots)."""
        self._loop = loop
        self._ensure_workers()

    def _ensure_workers(self) -> None:
        if self._workers or self.factory is None:
            return
        self._loop = self._loop or asyncio.get_running_loop()
        ctx = mp.get_context("spawn")
        for _ in range(self.workers_wanted):
            self._start_worker(ctx, len(self._workers))

    def _start_worker(self, ctx: Any, index: int) -> None:
        assert self.factory is not None and self._loop is not None
        w = _Worker(ctx, self.factory)
        if index < len(self._workers):
            self._workers[index] = w
        else:
            self._workers.append(w)
        self._loop.add_reader(w.results.fileno(), self._drain, w)

    def shutdown(self) -> None:
        for w in self._workers:
            if self._loop is not None:
                with contextlib.suppress(Exception):
                    self._loop.remove_reader(w.results.fileno())
            with contextlib.suppress(Exception):
                w.requests.put(None)
                w.requests.close()
                w.requests.cancel_join_thread()
            w.process.join(1)
            if w.process.is_alive():
                w.process.kill()
                w.process.join(1)
            w.results.close()
            w.lifeline.close()
        self._workers = []

    # the seats' bots

    def get(self, table_id: str, seat: int) -> SeatBot | None:
        return self._bots.get((table_id, seat))

    def create(
        self,
        table_id: str,
        seat: int,
        game: str,
        level: str,
        seed: int,
        options: JSON,
        memory: JSON | None,
    ) -> SeatBot:
        if self.factory is None:
            raise RuntimeError("no bots installed")
        bot = SeatBot(game, level, seed, options, memory)
        self._bots[(table_id, seat)] = bot
        return bot

    def drop(self, table_id: str, seat: int | None = None) -> None:
        for key in [k for k in self._bots if k[0] == table_id and seat in (None, k[1])]:
            del self._bots[key]
        for w in self._workers:
            w.requests.put(("drop", table_id, seat))

    def observe(self, table_id: str, seat: int, events: list[JSON]) -> None:
        bot = self._bots.get((table_id, seat))
        if bot is not None and events:
            bot.pending.extend(events)

    def _worker_for(self, key: tuple[str, int]) -> _Worker:
        index = zlib.crc32(f"{key[0]}/{key[1]}".encode()) % len(self._workers)
        return self._workers[index]

    def submit(self, table_id: str, seat: int, view: JSON, done: Done) -> None:
        """Ask the seat's bot for an action; `done(action, error)` runs on the loop."""
        self._ensure_workers()
        key = (table_id, seat)
        bot = self._bots[key]
        create = None
        if not bot.created:
            create = (bot.game, bot.level, bot.seed, bot.options, bot.memory)
            bot.created, bot.memory = True, None
        pending, bot.pending = bot.pending, []
        bot.busy = True
        job = next(self._jobs)
        w = self._worker_for(key)
        assert self._loop is not None
        w.jobs[job] = (done, self._loop.time())
        w.requests.put(("act", job, key, create, pending, view))

    def _drain(self, w: _Worker) -> None:
        try:
            while w.results.poll():
                job, action, err, delay = w.results.recv()
                entry = w.jobs.pop(job, None)
                if entry is not None:
                    entry[0](action, err, delay)
        except (EOFError, OSError):
            self._replace(w, "its pipe closed")

    def check_stuck(self, budget_s: float) -> None:
        """Replace a worker that has been on one move for far longer than the budget."""
        if self._loop is None:
            return
        now = self._loop.time()
        for w in list(self._workers):
            if any(now - t > budget_s * STUCK_FACTOR for _, t in w.jobs.values()):
                self._replace(w, "a bot is stuck")

    def _replace(self, w: _Worker, why: str) -> None:
        if w not in self._workers:
            return
        log.warning("replacing a bot worker: %s", why)
        index = self._workers.index(w)
        assert self._loop is not None
        with contextlib.suppress(Exception):
            self._loop.remove_reader(w.results.fileno())
        w.process.kill()
        w.results.close()
        w.lifeline.close()
        jobs = list(w.jobs.values())
        w.jobs.clear()
        self._start_worker(mp.get_context("spawn"), index)
        for key, bot in self._bots.items():
            if self._worker_for(key) is self._workers[index]:
                bot.created = False
                bot.broken = True
        for done, _ in jobs:
            done(None, "worker replaced", None)
