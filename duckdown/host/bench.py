"""`duckdown bench host`: move-to-update latency through a real broker, snapshot size, memory.

The host runs as its own process with busy bot tables. Subscriber processes receive every
public snapshot through the broker. The host notes (monotonic clock, shared by all processes
on the machine) when it began each change; a subscriber notes when the snapshot of that change
arrived. Their difference is the move-to-update latency at that subscriber.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import multiprocessing as mp
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import tracemalloc
import uuid
from pathlib import Path
from typing import Any

JSON = dict[str, Any]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--mqtt", default=None, help="broker URL (default: start a private Mosquitto)")
    p.add_argument("--tables", default="1,100", help="bot table counts to measure (1,100)")
    p.add_argument("--seconds", type=float, default=10.0, help="measuring time per count")
    p.add_argument("--bot-delay-ms", type=int, default=500, help="each bot's pause per move")
    p.add_argument("--level", default="random", help="bot level at the busy tables")
    p.add_argument("--game", default=None, help="the game at the busy tables (the host's default)")
    p.add_argument("--subscribers", type=int, default=2, help="subscriber processes")
    p.add_argument("--json", action="store_true", help="print JSON only")


def cmd_bench_host(args: argparse.Namespace) -> int:
    result = run(args)
    if args.json:
        print(json.dumps(result))
    else:
        for n, r in result["tables"].items():
            print(
                f"{n:>4} busy bot tables: p50 {r['p50_ms']:.3f} ms  p99 {r['p99_ms']:.3f} ms  "
                f"({r['samples']} updates at {r['subscribers']} subscribers)"
            )
        print(f"4-player public snapshot: {result['public_snapshot_bytes']} bytes (largest seen)")
        print(f"memory per idle table: {result['memory_per_table_bytes']} bytes")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench host", description=__doc__)
    add_arguments(p)
    return cmd_bench_host(p.parse_args(argv))


# --- a private broker ---------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def private_broker() -> Any:
    exe = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    workdir = Path(tempfile.mkdtemp(prefix="bench-broker-"))
    port = _free_port()
    (workdir / "mosquitto.conf").write_text(
        f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
    )
    proc = subprocess.Popen(
        [exe, "-c", str(workdir / "mosquitto.conf")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("mosquitto did not start")
            time.sleep(0.02)
        yield f"mqtt://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(workdir, ignore_errors=True)


# --- subscribers --------------------------------------------------------------------------


def _subscriber(url: str, base: str, subscribed: Any, stop: Any, out: Any) -> None:
    import paho.mqtt.client as mqtt
    from paho.mqtt.enums import CallbackAPIVersion

    from duckdown.host.mqtt import BrokerUrl

    broker = BrokerUrl.parse(url)
    got: list[tuple[str, int, int, int]] = []
    now = time.monotonic_ns

    def on_message(client: Any, u: Any, msg: Any) -> None:
        t = now()
        payload = msg.payload
        if not payload:
            return
        seq_at = payload.find(b'"seq":')
        end = payload.find(b",", seq_at)
        table = msg.topic.rsplit("/", 2)[-2]
        got.append((table, int(payload[seq_at + 6 : end]), t, len(payload)))

    client = mqtt.Client(callback_api_version=CallbackAPIVersion.VERSION2)
    client.on_message = on_message
    client.on_subscribe = lambda *a: subscribed.set()
    client.connect(broker.host, broker.port)
    client.subscribe(f"{base}/tables/+/public", qos=1)
    client.loop_start()
    stop.wait()
    client.loop_stop()
    out.put(got)


# --- the run ------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> JSON:
    counts = [int(x) for x in str(args.tables).split(",") if x.strip()]
    with contextlib.ExitStack() as stack:
        url = args.mqtt or stack.enter_context(private_broker())
        tables: JSON = {}
        biggest = 0
        for n in counts:
            stats, big = asyncio.run(_measure(url, n, args))
            tables[str(n)] = stats
            biggest = max(biggest, big)
    return {
        "tables": tables,
        "public_snapshot_bytes": largest_public_snapshot(args.game),
        "largest_snapshot_seen_bytes": biggest,
        "memory_per_table_bytes": memory_per_idle_table(),
        "bot_level": args.level,
        "bot_delay_ms": args.bot_delay_ms,
    }


async def _measure(url: str, n: int, args: argparse.Namespace) -> tuple[JSON, int]:
    from duckdown.client import Client, ProtocolError
    from duckdown.host.app import DEFAULT_GAME

    game = args.game or DEFAULT_GAME
    work = Path(tempfile.mkdtemp(prefix="bench-host-"))
    base = "bench" + uuid.uuid4().hex[:6]
    trace = work / "trace.txt"
    cmd = [
        sys.executable, "-m", "duckdown.host", "serve", "--mqtt", url, "--base-topic", base,
        "--data", str(work / "data"), "--http", "off", "--no-rate-limits",
        "--bot-delay-ms", str(args.bot_delay_ms), "--log-level", "warning",
        "--bench-trace", str(trace),
    ]  # fmt: skip
    host = await asyncio.create_subprocess_exec(*cmd)
    ctx = mp.get_context("spawn")
    stop = ctx.Event()
    out: Any = ctx.Queue()
    subs = []
    try:
        client = Client(url, base_topic=base)
        await client.connect()
        async with asyncio.timeout(30):
            while True:
                try:
                    await client.request("ping", limit_s=0.5)
                    break
                except (TimeoutError, ProtocolError):
                    continue
        for _ in range(args.subscribers):
            subscribed = ctx.Event()
            proc = ctx.Process(target=_subscriber, args=(url, base, subscribed, stop, out))
            proc.start()
            subs.append(proc)
            await asyncio.to_thread(subscribed.wait, 30)
        for i in range(n):
            table_id, owner = await client.create_table(f"Bench {i}", max_seats=4, ruleset=game)
            for _ in range(4):
                await client.add_bot(owner, args.level)
            choices = (await client.spectate(table_id))["snapshot"]["round_choices"]
            # the longest game on offer: every table stays busy
            await client.start(owner, rounds=max(choices) if choices else None)
        await asyncio.sleep(1.0)  # warm up: every table is playing
        start = time.monotonic_ns()
        await asyncio.sleep(args.seconds)  # the measured interval itself
        end = time.monotonic_ns()
        await client.close()
    finally:
        host.send_signal(signal.SIGTERM)
        await asyncio.wait_for(host.wait(), 30)
        stop.set()
    received: list[list[tuple[str, int, int, int]]] = [out.get(timeout=30) for _ in subs]
    for proc in subs:
        proc.join(10)
    began: dict[tuple[str, int], int] = {}
    for line in trace.read_text().splitlines():
        t_id, t_seq, t_ns = line.split()
        began[(t_id, int(t_seq))] = int(t_ns)
    shutil.rmtree(work, ignore_errors=True)
    lat: list[float] = []
    biggest = 0
    for got in received:
        for table, seq, t, size in got:
            biggest = max(biggest, size)
            t0 = began.get((table, seq))
            if t0 is not None and start <= t0 <= end:
                lat.append((t - t0) / 1e6)
    lat.sort()
    if not lat:
        raise RuntimeError("no updates were measured")
    stats = {
        "p50_ms": round(lat[len(lat) // 2], 3),
        "p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))], 3),
        "max_ms": round(lat[-1], 3),
        "samples": len(lat),
        "subscribers": len(subs),
        "updates_per_s": round(len(lat) / len(subs) / ((end - start) / 1e9), 1),
    }
    return stats, biggest


def largest_public_snapshot(game: str | None = None, games: int = 30) -> int:
    """The largest public snapshot of default 4-player games (names of 8 letters)."""
    import random

    from duckdown.host.app import DEFAULT_GAME
    from duckdown.host.table import PLAYING, Table

    biggest = 0
    for g in range(games):
        create = {"name": "Kitchen table", "ruleset": game or DEFAULT_GAME, "options": {},
                  "max_seats": 4, "owner": "00" * 32}  # fmt: skip
        t = Table("t-0123456789ab", create)
        for i in range(4):
            t.apply({"kind": "join", "seat": i, "name": f"Player {i}", "secret": "11" * 32}, 0)
        t.apply({"kind": "start", "rounds": None, "seed": g}, 0)
        rng = random.Random(g)
        now = 0
        for _ in range(100_000):  # an open-ended game is cut short
            if t.status != PLAYING:
                break
            acting = t.seats_to_act() or t.may_act()
            now += 1000
            if acting:
                seat = acting[0]
                legal = t.ruleset.legal_actions(t.state, seat)
                action = t.ruleset.action_to_json(rng.choice(legal))
                t.apply({"kind": "action", "seat": seat, "action": action}, now)
            else:
                now = max(now, t.deadline() or now)
                t.apply({"kind": "action", "seat": None, "action": {"type": "timeout"}}, now)
            size = len(json.dumps(t.snapshot(now), separators=(",", ":")).encode())
            biggest = max(biggest, size)
    return biggest


def memory_per_idle_table(count: int = 200) -> int:
    """Bytes the host holds per idle table: 2 people and 2 bots, a game waiting for a person."""
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

    from duckdown.client import Credential, sign
    from duckdown.host import crypto
    from duckdown.host.bots import default_factory
    from duckdown.host.clock import ManualClock
    from duckdown.host.limits import Limits
    from duckdown.host.service import Service
    from duckdown.host.store import Store

    work = Path(tempfile.mkdtemp(prefix="bench-mem-"))
    factory, levels = default_factory()
    service = Service(
        Store(work / "db.sqlite3"), ManualClock(), limits=Limits.unlimited(),
        bot_factory=factory, bot_levels=levels,
    )  # fmt: skip
    key = X25519PrivateKey.generate()
    ck = crypto.public_key_b64(key)

    def call(command: str, body: JSON, cred: Credential | None = None) -> JSON:
        body = {"transaction": "m", **body}
        if cred is not None:
            body = sign(command, body, cred)
        resp = service.handle(command, json.dumps(body))
        assert resp["status"] == "ok", resp
        data: JSON = resp["data"]
        return data

    names = itertools.count()

    def one_table() -> None:
        # table names are unique among the open tables
        name = f"Idle {next(names)}"
        data = call("table/create", {"name": name, "client_key": ck, "max_seats": 4})
        table_id = data["table_id"]
        aad = crypto.seal_aad(table_id, "owner", None)
        owner = Credential("owner", table_id, None, crypto.open_sealed(data["owner"], key, aad))
        for name in ("Anna", "Ben"):
            call("table/join", {"table_id": table_id, "name": name, "client_key": ck})
        for _ in range(2):
            call("table/add_bot", {"table_id": table_id, "level": levels[0]}, owner)
        call("table/start", {"table_id": table_id}, owner)

    one_table()  # warm caches before measuring
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(count):
        one_table()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    service.store.close()
    service.bots.shutdown()
    shutil.rmtree(work, ignore_errors=True)
    return (after - before) // count


if __name__ == "__main__":
    sys.exit(main())
