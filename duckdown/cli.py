"""`duckdown`: play bots against each other in the terminal, measure them, benchmark the engine.

Subcommands: games, demo, simulate, arena, bench engine|ceiling|headroom; the host adds serve,
play and bench host. Every command that plays takes `--game NAME` (default duck_down).
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

from duckdown.args import add_game_option
from duckdown.bots import all_levels, game_bots, levels, make_bot
from duckdown.bots.arena import arena, bot_seed, play_game, simulate
from duckdown.bots.narrate import narrator
from duckdown.engine import ConfigError, games, get_ruleset, rulesets
from duckdown.parts import game_part

JSON = dict[str, Any]


# --- helpers -------------------------------------------------------------------------------


def _levels(text: str) -> list[str]:
    # checked against the game's levels once `--game` is known (`_check_bots`)
    levels = [part.strip() for part in text.split(",") if part.strip()]
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


def default_bots(game: str, command: str) -> list[str]:
    """The game's own match-up for `command` (its bots' DEFAULT_BOTS), else `random`."""
    suggested = getattr(game_bots(game), "DEFAULT_BOTS", {}).get(command)
    return list(suggested or ("random",))


def _seats(args: argparse.Namespace, bots: list[str]) -> list[str]:
    """One bot per seat: a single named bot fills `--players` seats."""
    return bots * args.players if len(bots) == 1 else bots


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


# --- games -----------------------------------------------------------------------------------


def games_json() -> list[JSON]:
    """Every registered game's metadata; `bot_levels` are the levels offered here."""
    out = []
    for ruleset in games():
        info = ruleset.info.to_json()
        info["bot_levels"] = list(levels(ruleset.name))
        out.append(info)
    return out


def cmd_games(args: argparse.Namespace) -> int:
    listed = games_json()
    if args.json:
        print(json.dumps(listed, ensure_ascii=False))
        return 0
    print(f"{'game':<14} {'title':<24} {'players':<8} {'wins':<8} {'teams':<6} bot levels")
    for info in listed:
        low, high = info["players"]
        print(
            f"{info['name']:<14} {info['title']['en']:<24} {f'{low}-{high}':<8} "
            f"{info['result']:<8} {'yes' if info['teams'] else 'no':<6} "
            f"{', '.join(info['bot_levels'])}"
        )
    return 0


# --- demo ------------------------------------------------------------------------------------


def cmd_demo(args: argparse.Namespace) -> int:
    seats = _seats(args, args.bots)
    config = args.config or {}
    bots = [
        make_bot(args.game, level, seat, bot_seed(args.seed, seat), config)
        for seat, level in enumerate(seats)
    ]
    out = sys.stdout
    title = get_ruleset(args.game).info.title["en"]
    out.write(f"{title} demo: {len(seats)} players ({', '.join(seats)}), seed {args.seed}\n")
    log = narrator(args.game, seats, out)
    result = play_game(args.game, bots, config, args.seed, rounds=args.rounds, log=log)
    out.write(f"Final totals: {result['totals']}\n")
    return 0


# --- simulate and arena ----------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace) -> int:
    if args.weeks is not None:
        return _simulate_calendar(args)
    seats = _seats(args, args.bots)
    bar = None if args.quiet else progress_bar(sys.stderr, "simulate")
    summary = simulate(
        args.game, seats, args.games, args.seed, config=args.config, jobs=args.jobs, progress=bar
    )
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{summary['games']} games of {args.game}, {summary['wall_s']} s")
    for seat, level in enumerate(summary["seats"]):
        print(
            f"  seat {seat} {level:<9} wins {summary['wins'][seat]:>8} "
            f"({100 * summary['win_rate'][seat]:.1f}%)  mean total {summary['mean_total'][seat]}"
        )
    for i, team in enumerate(summary.get("teams") or ()):
        print(
            f"  team {'+'.join(map(str, team)):<14} wins {100 * summary['team_win_rate'][i]:.1f}%"
            f"  mean total {summary['team_mean_total'][i]}"
        )
    return 0


def _simulate_calendar(args: argparse.Namespace) -> int:
    """A calendar game's household through `--weeks` of its calendar (its own simulation:
    random players acting, joining and leaving, every invariant checked after every step)."""
    if get_ruleset(args.game).info.clock != "calendar":
        raise SystemExit(
            f"duckdown simulate: --weeks is for calendar games; {args.game} is not one"
        )
    own = game_part("duckdown.engine", args.game, "simulate")
    if own is None:
        raise SystemExit(f"duckdown simulate: {args.game} has no household simulation")
    if args.weeks < 1 or args.players < 1:
        raise SystemExit("duckdown simulate: --weeks and --players must be at least 1")
    started = time.perf_counter()
    summary: JSON = own.simulate(args.players, args.weeks, args.seed, options=args.config)
    summary["wall_s"] = round(time.perf_counter() - started, 3)
    if args.json:
        print(json.dumps(summary))
        return 0
    for key, value in summary.items():
        print(f"{key}: {json.dumps(value)}")
    return 0


def _pond_verify(args: argparse.Namespace) -> int:
    from duckdown.client.pond_verify import cmd_pond_verify

    return cmd_pond_verify(args)


def cmd_arena(args: argparse.Namespace) -> int:
    bar = None if args.quiet else progress_bar(sys.stderr, "arena")
    result = arena(
        args.game,
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
        f"{result['games']} games of {args.game}, {args.players} players, seed {args.seed}, "
        f"{result['wall_s']} s"
    )
    for label, rows in (("", result["bots"]), ("team ", result.get("teams") or {})):
        for name, stats in rows.items():
            low, high = stats["ci95"]
            print(
                f"  {label}{name:<9} win rate {100 * stats['win_rate']:.1f}%  "
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

    result = bench_engine(
        args.game, players=args.players, seconds=args.seconds, seed=args.seed, anchor=args.anchor
    )
    return _print_result(args, result)


def cmd_bench_ceiling(args: argparse.Namespace) -> int:
    # each game's oracle reads its own state: `duckdown.benchmarks.<game>.ceiling`
    module = game_part("duckdown.benchmarks", args.game, "ceiling")
    if module is None:
        print(f"duckdown bench ceiling: {args.game} has no ceiling analysis", file=sys.stderr)
        return 2
    kwargs: JSON = {"seed": args.seed}
    if args.games is not None:
        kwargs["games"] = args.games
    return _print_result(args, module.bench_ceiling(**kwargs))


def cmd_bench_headroom(args: argparse.Namespace) -> int:
    from duckdown.benchmarks.duck_down.headroom import bench_headroom

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


USAGE = """\
Duck Down: card and dice games for the whole family, at one table, on phones, tablets and
Home Assistant dashboards.

To play, start the host and open the address it prints (port 8080 unless you choose another
with --http) on any phone, tablet or computer in the house:

  duckdown serve                 the browser table, with bots to play against
  duckdown serve --http :8081    the same on another port
  duckdown serve --help          every option, with its default

The rules are in the app: "How to play" in the lobby and the ? during a game.
duckdown games lists the games; demo, simulate, arena and bench are for watching and
measuring the bots."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="duckdown", description=USAGE, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", metavar="command")
    sub.required = True
    known = "; ".join(f"{game}: {', '.join(all_levels(game))}" for game in rulesets())
    bot_help = f"comma-separated bots, one per seat (levels of {known})"

    listing = sub.add_parser("games", help="the games this installation plays")
    listing.add_argument("--json", action="store_true", help="print a JSON list")
    listing.set_defaults(func=cmd_games)

    demo = sub.add_parser("demo", help="watch a bot game in the terminal")
    add_game_option(demo)
    demo.add_argument("--bots", type=_levels, default=None, help=bot_help)
    demo.add_argument("--players", type=int, default=3, help="seats, when one bot is named")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--rounds", type=int, default=None)
    demo.add_argument("--config", type=_config, default=None, help="table options as JSON")
    demo.set_defaults(func=cmd_demo)

    sim = sub.add_parser("simulate", help="play N games between bots and summarize")
    add_game_option(sim)
    sim.add_argument("--bots", type=_levels, default=None, help=bot_help)
    sim.add_argument("--players", type=int, default=2, help="seats, when one bot is named")
    sim.add_argument(
        "--weeks",
        type=int,
        default=None,
        help="a calendar game (duck_pond): one household of --players through this many weeks",
    )
    _match_options(sim, games=100)
    sim.set_defaults(func=cmd_simulate)

    ar = sub.add_parser("arena", help="win rates with 95%% intervals over paired games")
    add_game_option(ar)
    ar.add_argument(
        "--bots", type=_levels, default=None, help=f"distinct {bot_help.removeprefix('comma-')}"
    )
    ar.add_argument("--players", type=int, default=2)
    _match_options(ar, games=200)
    ar.set_defaults(func=cmd_arena)

    pond = sub.add_parser("pond", help="Duck Pond's tools")
    pond_sub = pond.add_subparsers(dest="pond", metavar="tool")
    pond_sub.required = True
    verify = pond_sub.add_parser(
        "verify", help="recompute every roll of a period from its revealed seed"
    )
    verify.add_argument(
        "file", type=Path, help="a period's record (or a list): period, commitment, seed, roll_log"
    )
    verify.add_argument("--json", action="store_true", help="print one JSON object")
    verify.set_defaults(func=_pond_verify)

    bench = sub.add_parser("bench", help="benchmarks")
    bench_sub = bench.add_subparsers(dest="bench", metavar="target")
    bench_sub.required = True
    engine = bench_sub.add_parser("engine", help="engine speed on one core")
    add_game_option(engine)
    engine.add_argument("--players", type=int, default=None, help="default: 4, within the game's")
    engine.add_argument("--seconds", type=float, default=2.0, help="per measurement")
    engine.add_argument("--seed", type=int, default=1)
    engine.add_argument(
        "--anchor",
        choices=["uno"],
        default=None,
        help="also time RLCard's raw Uno game loop, taking turns, in CPU time: report the ratio"
        " (needs rlcard: scripts/bench anchor)",
    )
    engine.add_argument("--json", action="store_true", help="print one JSON object")
    engine.set_defaults(func=cmd_bench_engine)

    # ceiling analyses a game's own counting bot (Duck Down's, Dutch's); headroom Duck Down's
    ceiling = bench_sub.add_parser(
        "ceiling",
        help="an oracle's win rates (shown every card): how much of a match is the deal",
    )
    add_game_option(ceiling)
    ceiling.add_argument(
        "--games", type=int, default=None, help="paired games (default: the game's own)"
    )
    ceiling.add_argument("--seed", type=int, default=1)
    ceiling.add_argument("--json", action="store_true", help="print one JSON object")
    ceiling.set_defaults(func=cmd_bench_ceiling)

    headroom = bench_sub.add_parser(
        "headroom",
        help="Duck Down: counting against random: could any single decision do better? (every "
        "legal action scored by deals drawn from what counting knows, each played to the end)",
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


def _check_game_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """What depends on `--game`: the bots' levels and the number of seats."""
    if args.command not in ("demo", "simulate", "arena"):
        return

    def refuse(message: str) -> None:
        parser.exit(2, f"{parser.prog} {args.command}: error: {message}\n")

    game = args.game
    if args.bots is None:
        args.bots = default_bots(game, args.command)
    known = all_levels(game)
    for level in args.bots:
        if level not in known:
            refuse(f"{game} has no bot level {level!r}; choose from {', '.join(known)}")
    if args.command == "arena" and len(set(args.bots)) != len(args.bots):
        refuse("arena needs distinct bot levels")
    R = get_ruleset(game)
    seats = args.players if args.command == "arena" else len(_seats(args, args.bots))
    if not R.min_players <= seats <= R.max_players:
        refuse(f"{game} seats {R.min_players}-{R.max_players} players, not {seats}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    # a held-out split needs two deals
    for name, low in (("players", 1), ("games", 1), ("jobs", 1), ("decisions", 1), ("deals", 2)):
        value = getattr(args, name, None)
        if value is not None and value < low:
            parser.error(f"--{name} must be at least {low}")
    _check_game_args(parser, args)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return func(args)
    except ConfigError as err:  # what the game refuses: --config, --rounds, --players
        print(f"duckdown {args.command}: error: {err.message}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
