"""Command line: `duckdown serve`, `duckdown repair`, `duckdown play` and the host benchmark."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
from pathlib import Path

from duckdown.args import add_game_option
from duckdown.host.limits import Limits


def default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "share"
    )
    return Path(base) / "duckdown"


def add_logging_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--log-level",
        default=os.environ.get("DUCKDOWN_LOG_LEVEL", "info"),
        choices=["debug", "info", "warning", "error"],
        help="how much to log (default: info)",
    )
    p.add_argument("--log-file", type=Path, default=None, help="also log to this file")


def setup_logging(args: argparse.Namespace) -> None:
    handlers: list[logging.Handler] = [logging.StreamHandler()]
    if getattr(args, "log_file", None):
        handlers.append(logging.FileHandler(args.log_file))
    logging.basicConfig(
        level=getattr(logging, str(args.log_level).upper()),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        handlers=handlers,
        force=True,
    )


def add_subcommands(
    sub: argparse._SubParsersAction,  # type: ignore[type-arg]
    bench_sub: argparse._SubParsersAction | None = None,  # type: ignore[type-arg]
) -> None:
    """Add `serve` and `play` to `sub`, and `host` to the `bench` subcommands if given."""
    if bench_sub is not None:
        from duckdown.host import bench

        host = bench_sub.add_parser(
            "host", help="host latency through a real Mosquitto, snapshot size, memory"
        )
        bench.add_arguments(host)
        host.set_defaults(func=bench.cmd_bench_host)

    serve = sub.add_parser("serve", help="host tables over MQTT and the browser")
    serve.add_argument(
        "--mqtt",
        default=os.environ.get("DUCKDOWN_MQTT"),
        help="broker URL, mqtt[s]://user:pass@host:port (default: no MQTT, browser only)",
    )
    serve.add_argument("--base-topic", default="duckdown", help="MQTT base topic (duckdown)")
    serve.add_argument(
        "--data", type=Path, default=default_data_dir(), help="state directory (log, admin key)"
    )
    serve.add_argument(
        "--http",
        default="0.0.0.0:8080",
        help="web server HOST:PORT (default 0.0.0.0:8080); 'off' for none",
    )
    serve.add_argument("--name", default="Duck Down", help="host name shown to clients")
    serve.add_argument(
        "--web-url",
        default=None,
        help="the browser table's address as clients reach it (behind a proxy or in a"
        " container), or 'none'; default: derived from --http and the LAN address",
    )
    serve.add_argument("--bot-delay-ms", type=int, default=800, help="a bot's pause before moving")
    serve.add_argument(
        "--bot-workers", type=int, default=2, help="worker processes thinking for bots (2)"
    )
    serve.add_argument(
        "--sync-full", action="store_true", help="fsync every change (survives power cuts)"
    )
    serve.add_argument("--no-rate-limits", action="store_true", help=argparse.SUPPRESS)
    serve.add_argument("--manual-clock", action="store_true", help=argparse.SUPPRESS)
    serve.add_argument("--manual-wall", type=int, default=None, help=argparse.SUPPRESS)
    serve.add_argument("--bench-trace", type=Path, default=None, help=argparse.SUPPRESS)
    add_logging_options(serve)
    serve.set_defaults(func=cmd_serve)

    repair = sub.add_parser(
        "repair", help="list, restore or drop the tables a host quarantined (host stopped)"
    )
    repair.add_argument(
        "--data", type=Path, default=default_data_dir(), help="the host's state directory"
    )
    what = repair.add_mutually_exclusive_group()
    what.add_argument(
        "--restore", metavar="TABLE_ID", help="repair the table's text, serve it again"
    )
    what.add_argument("--drop", metavar="TABLE_ID", help="delete the quarantined table for good")
    repair.set_defaults(func=_cmd_repair)

    play = sub.add_parser("play", help="play at a table in the terminal (over MQTT)")
    add_game_option(play)
    play.add_argument("--mqtt", required=True, help="broker URL, mqtt[s]://user:pass@host:port")
    play.add_argument("--base-topic", default="duckdown")
    play.add_argument("--name", default=os.environ.get("USER", "player"), help="your name")
    play.add_argument("--table", help="table id to join (default: create one of --game)")
    play.add_argument("--bots", type=int, default=1, help="bots to add to a new table")
    play.add_argument("--level", default="easy", help="bot level")
    play.add_argument("--rounds", type=int, default=None)
    play.add_argument(
        "--credentials", type=Path, default=None, help="keep credentials here to reconnect"
    )
    add_logging_options(play)
    play.set_defaults(func=cmd_play, log_level="warning")


def cmd_serve(args: argparse.Namespace) -> int:
    setup_logging(args)
    from duckdown.host.app import HostOptions

    options = HostOptions(
        data=args.data,
        mqtt=args.mqtt,
        base_topic=args.base_topic,
        http=None if args.http == "off" else args.http,
        name=args.name,
        bot_delay_ms=args.bot_delay_ms,
        bot_workers=args.bot_workers,
        sync_full=args.sync_full,
        manual_clock=args.manual_clock,
        manual_wall=args.manual_wall,
        limits=Limits.unlimited() if args.no_rate_limits else Limits(),
        trace=args.bench_trace,
        web_url=None if args.web_url is None else ("" if args.web_url == "none" else args.web_url),
    )
    return asyncio.run(_serve(options))


async def _serve(options: object) -> int:
    from duckdown.host.app import Host, HostOptions
    from duckdown.host.store import NewerLogError

    assert isinstance(options, HostOptions)
    try:
        host = Host(options)
    except NewerLogError as err:
        logging.getLogger("duckdown.host").error("%s", err)
        return 2
    await host.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    logging.getLogger("duckdown.host").info("stopping")
    await host.stop()
    return 0


def _cmd_repair(args: argparse.Namespace) -> int:
    from duckdown.host.repair import cmd_repair

    return cmd_repair(args)


def cmd_play(args: argparse.Namespace) -> int:
    setup_logging(args)
    from duckdown.client.terminal import play

    return asyncio.run(play(args))
