"""`duckdown`: play bots against each other in the terminal, measure them, benchmark the engine.

Subcommands: demo, simulate, arena, bench engine; the host adds serve, play and bench host.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from duckdown.bots import LEVELS, PROFILES, make_bot
from duckdown.bots.arena import arena, bot_seed, play_game, simulate

JSON = dict[str, Any]


# --- helpers -------------------------------------------------------------------------------


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",") if part.strip()]
    for level in levels:
        if level not in PROFILES:
            raise argparse.ArgumentTypeError(
                f"unknown bot {level!r}; choose from {', '.join(LEVELS)}"
            )
    if not levels:
        raise argparse.ArgumentTypeError("name at least one bot")
    return levels


def _config(text: str) -> JSON:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise argparse.ArgumentTypeError(f"--config is not JSON: {err}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("--config must be a JSON object of table options")
    return value


def progress_bar(stream: TextIO, label: str) -> Callable[[int, int], None]:
    started = time.perf_counter()
    last = [0.0]

    def show(done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - last[0] < 0.2:
            return
        last[0] = now
        width = 30
        filled = int(width * done / total) if total else width
        rate = done / max(time.perf_counter() - started, 1e-9)
        stream.write(
            f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {rate:.1f} games/s"
        )
        if done >= total:
            stream.write("\n")
        stream.flush()

    return show


# --- demo ------------------------------------------------------------------------------------


def _card(value: Any) -> str:
    return "?" if value is None else str(value)


class Narrator:
    """Turns event views into lines a person can follow."""

    def __init__(self, names: Sequence[str], out: TextIO) -> None:
        self.names = names
        self.out = out

    def who(self, seat: Any) -> str:
        return f"Seat {seat} ({self.names[int(seat)]})"

    def __call__(self, public: JSON, actor: JSON) -> None:
        kind = public["type"]
        say = self.out.write
        if kind == "round_started":
            say(
                f"\n=== Round {public['round']} of {public['rounds']} — "
                f"{self.who(public['first_seat'])} begins ===\n"
            )
        elif kind == "turn_started":
            say(f"  Turn {public['number']}: {self.who(public['seat'])}\n")
        elif kind == "drew":
            say(f"      draws {_card(actor.get('card'))} from the deck\n")
        elif kind == "took":
            say(f"      takes {public['card']} from the pile\n")
        elif kind == "replaced":
            say(f"      puts it in slot {public['slot']}, discarding {public['discarded']}\n")
        elif kind == "threw":
            say(f"      throws {public['card']} away\n")
        elif kind == "peeked":
            say(f"      peeks at slot {public['slot']}: {_card(actor.get('card'))}\n")
        elif kind == "swapped":
            say(
                f"      swaps slot {public['slot']} with {self.who(public['other_seat'])}'s "
                f"slot {public['other_slot']}\n"
            )
        elif kind == "doubled":
            say("      uses Double and draws again\n")
        elif kind == "duck_down_called":
            say(f"  >>> {self.who(public['seat'])} calls DUCK DOWN! <<<\n")
        elif kind == "reshuffled":
            say(f"      (the pile is shuffled into a new deck of {public['deck']})\n")
        elif kind == "round_ended":
            caller = public["caller"]
            say(
                f"  Round {public['round']} over"
                + (f", called by {self.who(caller)}" if caller is not None else ", no call")
                + (" (deck ran out)" if public.get("exhausted") else "")
                + "\n"
            )
            for seat, row in enumerate(public["rows"]):
                extra = " (+penalty)" if caller == seat and public["penalty"] else ""
                say(
                    f"    {self.who(seat):<22} {' '.join(f'{_card(c):>2}' for c in row)}"
                    f"  = {public['scores'][seat]:>3}{extra}   total {public['totals'][seat]}\n"
                )
        elif kind == "game_ended":
            winners = public["winners"]
            names = " and ".join(self.who(s) for s in winners)
            verb = "win" if len(winners) > 1 else "wins"
            say(f"\n*** {names} {verb} with {min(public['totals'])} points ***\n")


def cmd_demo(args: argparse.Namespace) -> int:
    levels: list[str] = args.bots
    if len(levels) == 1:
        levels = levels * args.players
    config = args.config or {}
    bots = [
        make_bot(level, seat, bot_seed(args.seed, seat), config=config)
        for seat, level in enumerate(levels)
    ]
    out = sys.stdout
    out.write(f"Duck Down demo: {len(levels)} players ({', '.join(levels)}), seed {args.seed}\n")
    result = play_game(bots, config, args.seed, rounds=args.rounds, log=Narrator(levels, out))
    out.write(f"Final totals: {result['totals']}\n")
    return 0


# --- simulate and arena ----------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace) -> int:
    levels: list[str] = args.bots
    if len(levels) == 1:
        levels = levels * args.players
    bar = None if args.quiet else progress_bar(sys.stderr, "simulate")
    summary = simulate(
        levels, args.games, args.seed, config=args.config, jobs=args.jobs, progress=bar
    )
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{summary['games']} games, {summary['wall_s']} s")
    for seat, level in enumerate(summary["seats"]):
        print(
            f"  seat {seat} {level:<9} wins {summary['wins'][seat]:>8} "
            f"({100 * summary['win_rate'][seat]:.1f}%)  mean total {summary['mean_total'][seat]}"
        )
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    bar = None if args.quiet else progress_bar(sys.stderr, "arena")
    result = arena(
        args.bots,
        args.players,
        args.games,
        args.seed,
        config=args.config,
        jobs=args.jobs,
        progress=bar,
    )
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"{result['games']} games, {args.players} players, seed {args.seed}, {result['wall_s']} s"
    )
    for level, stats in result["bots"].items():
        low, high = stats["ci95"]
        print(
            f"  {level:<9} win rate {100 * stats['win_rate']:.1f}%  "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%)"
        )
    return 0


def _print_result(args: argparse.Namespace, result: dict[str, Any]) -> int:
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


def cmd_bench_engine(args: argparse.Namespace) -> int:
    from duckdown.benchmarks.engine import bench_engine

    result = bench_engine(players=args.players, seconds=args.seconds, seed=args.seed)
    return _print_result(args, result)


def cmd_bench_ceiling(args: argparse.Namespace) -> int:
    from duckdown.benchmarks.ceiling import bench_ceiling

    result = bench_ceiling(games=args.games, seed=args.seed)
    return _print_result(args, result)


def cmd_bench_headroom(args: argparse.Namespace) -> int:
    from duckdown.benchmarks.headroom import bench_headroom

    bar = None if args.quiet else progress_bar(sys.stderr, "headroom")
    result = bench_headroom(
        games=args.games,
        decisions=args.decisions,
        deals=args.deals,
        seed=args.seed,
        jobs=args.jobs,
        progress=bar,
    )
    return _print_result(args, result)


# --- parser ----------------------------------------------------------------------------------


def _match_options(p: argparse.ArgumentParser, games: int) -> None:
    """The options `simulate` and `arena` share."""
    p.add_argument("--games", type=int, default=games)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--config", type=_config, default=None, help="table options as JSON")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="duckdown", description=__doc__)
    sub = parser.add_subparsers(dest="command", metavar="command")
    sub.required = True
    bot_help = f"comma-separated bots, one per seat (levels: {', '.join(LEVELS)})"

    demo = sub.add_parser("demo", help="watch a bot game in the terminal")
    demo.add_argument("--bots", type=_levels, default=["hard", "medium", "easy"], help=bot_help)
    demo.add_argument("--players", type=int, default=3, help="seats, when one bot is named")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--rounds", type=int, default=None)
    demo.add_argument("--config", type=_config, default=None, help="table options as JSON")
    demo.set_defaults(func=cmd_demo)

    sim = sub.add_parser("simulate", help="play N games between bots and summarize")
    sim.add_argument("--bots", type=_levels, default=["counting", "random"], help=bot_help)
    sim.add_argument("--players", type=int, default=2, help="seats, when one bot is named")
    _match_options(sim, games=100)
    sim.set_defaults(func=cmd_simulate)

    ar = sub.add_parser("arena", help="win rates with 95%% intervals over paired games")
    ar.add_argument(
        "--bots",
        type=_levels,
        default=["planner", "counting"],
        help="comma-separated distinct bot levels",
    )
    ar.add_argument("--players", type=int, default=2)
    _match_options(ar, games=200)
    ar.set_defaults(func=cmd_arena)

    bench = sub.add_parser("bench", help="benchmarks")
    bench_sub = bench.add_subparsers(dest="bench", metavar="target")
    bench_sub.required = True
    engine = bench_sub.add_parser("engine", help="engine speed on one core")
    engine.add_argument("--players", type=int, default=4)
    engine.add_argument("--seconds", type=float, default=2.0, help="per measurement")
    engine.add_argument("--seed", type=int, default=1)
    engine.add_argument("--json", action="store_true", help="print one JSON object")
    engine.set_defaults(func=cmd_bench_engine)

    ceiling = bench_sub.add_parser(
        "ceiling", help="an oracle's win rate against random: how much of that match is the deal"
    )
    ceiling.add_argument("--games", type=int, default=1000)
    ceiling.add_argument("--seed", type=int, default=1)
    ceiling.add_argument("--json", action="store_true", help="print one JSON object")
    ceiling.set_defaults(func=cmd_bench_ceiling)

    headroom = bench_sub.add_parser(
        "headroom",
        help="counting against random: could any single decision do better? (every legal "
        "action scored by deals drawn from what counting knows, each played to the game's end)",
    )
    headroom.add_argument(
        "--games", type=int, default=2000, help="paired games played (the arena's, same seed)"
    )
    headroom.add_argument(
        "--decisions",
        type=int,
        default=80,
        help="counting's decisions analysed, drawn uniformly from those games",
    )
    headroom.add_argument("--deals", type=int, default=200, help="hidden deals per decision")
    headroom.add_argument("--seed", type=int, default=1)
    headroom.add_argument("--jobs", type=int, default=1)
    headroom.add_argument("--json", action="store_true", help="print one JSON object")
    headroom.add_argument("--quiet", action="store_true", help="no progress bar")
    headroom.set_defaults(func=cmd_bench_headroom)

    _add_host(sub, bench_sub)
    return parser


def _add_host(sub: Any, bench_sub: Any) -> None:
    """The host's subcommands (serve, play, bench host). A missing module is tolerated only
    while duckdown/host doesn't exist yet; once it does, its import errors are real errors."""
    try:
        from duckdown.host.cli import add_subcommands  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        if (Path(__file__).parent / "host").exists():
            raise
        return
    # `add_subcommands(sub, bench_sub)` adds `bench host` too; a one-argument version is fine
    add: Any = add_subcommands
    if len(inspect.signature(add).parameters) >= 2:
        add(sub, bench_sub)
    else:
        add(sub)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    # a held-out split needs two deals
    for name, low in (("players", 1), ("games", 1), ("jobs", 1), ("decisions", 1), ("deals", 2)):
        value = getattr(args, name, None)
        if value is not None and value < low:
            parser.error(f"--{name} must be at least {low}")
    func: Callable[[argparse.Namespace], int] = args.func
    return func(args)


if __name__ == "__main__":
    sys.exit(main())
