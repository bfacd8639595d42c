"""Command line: `duckdown serve`, `duckdown repair`, `duckdown play` and the host benchmark."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import logging
import os
import signal
import sys
from pathlib import Path

from duckdown.args import add_game_option
from duckdown.host.limits import Limits

SERVE_DESCRIPTION = """\
Start the Duck Down host. It runs the tables and the bots, and serves the browser table:
open the address it prints (port 8080 unless --http says otherwise) on a phone, a tablet or a
computer in the house, create a table, add a bot or two, and play. The rules are in the app:
"How to play" in the lobby, and the ? during a game.

With --mqtt it also speaks to Home Assistant through its MQTT broker (the Duck Down
integration then finds it by itself). Tables survive a restart: every move is on disk before
it is acknowledged. Stop it with Ctrl-C."""

SERVE_EPILOG = """\
examples:
  duckdown serve                                    the browser table on port 8080
  duckdown serve --http :8081                       another port, when 8080 is taken
  duckdown serve --mqtt mqtt://user:pass@homeassistant.local:1883
                                                    also for Home Assistant"""


def error_line(message: str) -> None:
    """What stops `serve` before it runs: one line, no traceback."""
    print(f"duckdown serve: error: {message}", file=sys.stderr)


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
        help="how much to log: debug, info, warning or error; also read from"
        " DUCKDOWN_LOG_LEVEL (default: info)",
    )
    p.add_argument(
        "--log-file",
        type=Path,
        default=None,
        metavar="FILE",
        help="also write the log to this file (default: the terminal only)",
    )


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

    serve = sub.add_parser(
        "serve",
        help="start the game host: the browser table for phones and tablets, and Home Assistant",
        description=SERVE_DESCRIPTION,
        epilog=SERVE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument(
        "--http",
        default="0.0.0.0:8080",
        metavar="HOST:PORT",
        help="where the browser table listens; pick another port with :8081, say, or 'off' for"
        " no browser table (default: 0.0.0.0:8080, every address of this machine)",
    )
    serve.add_argument(
        "--mqtt",
        default=os.environ.get("DUCKDOWN_MQTT"),
        metavar="URL",
        help="the MQTT broker Home Assistant uses, mqtt[s]://user:pass@host:port; also read"
        " from DUCKDOWN_MQTT, which keeps the password out of the process list (default: no"
        " MQTT, browser play only)",
    )
    serve.add_argument(
        "--data",
        type=Path,
        default=default_data_dir(),
        metavar="DIR",
        help=f"where the tables, their move logs and the admin key live; one host per folder"
        f" (default: {default_data_dir()})",
    )
    serve.add_argument(
        "--name",
        default="Duck Down",
        help="the host's name, shown in Home Assistant (default: Duck Down)",
    )
    serve.add_argument(
        "--base-topic",
        default="duckdown",
        metavar="TOPIC",
        help="MQTT topic prefix; change it only to run two hosts on one broker (default: duckdown)",
    )
    serve.add_argument(
        "--web-url",
        default=None,
        metavar="URL",
        help="the browser table's address as phones reach it (behind a reverse proxy or in a"
        " container), or 'none' (default: from --http and this machine's LAN address)",
    )
    serve.add_argument(
        "--bot-delay-ms",
        type=int,
        default=800,
        metavar="MS",
        help="a bot's pause before each move (default: 800)",
    )
    serve.add_argument(
        "--bot-workers",
        type=int,
        default=2,
        metavar="N",
        help="worker processes the bots think in (default: 2)",
    )
    serve.add_argument(
        "--sync-full",
        action="store_true",
        help="write every move to disk at once: survives power cuts, wears SD cards (default: off)",
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
    from duckdown.host.app import HostOptions, http_address

    if args.http != "off":
        try:
            http_address(args.http)
        except ValueError as err:
            error_line(str(err))
            return 2
    if args.bot_workers < 1 or args.bot_delay_ms < 0:
        error_line("--bot-workers must be at least 1 and --bot-delay-ms at least 0")
        return 2
    setup_logging(args)

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
    from duckdown.host.lock import DataInUse
    from duckdown.host.store import NewerLogError

    assert isinstance(options, HostOptions)
    try:
        host = Host(options)
    except (NewerLogError, DataInUse) as err:
        error_line(str(err))
        return 2
    try:
        await host.start()
    except OSError as err:
        await host.stop()  # what did start (the bots' workers, the log) ends with it
        error_line(listen_problem(options.http or "", err))
        return 2
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    logging.getLogger("duckdown.host").info("stopping")
    await host.stop()
    return 0


def listen_problem(http: str, err: OSError) -> str:
    """Why the browser table cannot listen at `--http`, in one line, with what to do."""
    if err.errno == errno.EADDRINUSE:
        return (
            f"port {http.rpartition(':')[2]} is in use (another program, or a host already"
            f" running): choose another with --http, for example --http :8081"
        )
    if err.errno in (errno.EACCES, errno.EPERM):
        return f"not allowed to listen on {http}: ports below 1024 need root; try --http :8080"
    return f"cannot listen on {http}: {err.strerror or err}; check --http HOST:PORT"


def _cmd_repair(args: argparse.Namespace) -> int:
    from duckdown.host.repair import cmd_repair

    return cmd_repair(args)


def cmd_play(args: argparse.Namespace) -> int:
    setup_logging(args)
    from duckdown.client.terminal import play

    return asyncio.run(play(args))
