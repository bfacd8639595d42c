"""The CLI: arena JSON shape, bench keys, a demo that names a winner; `duckdown games`, and
`--game` on every command that plays, with clear errors for what a game lacks."""

from __future__ import annotations

import json
from typing import Any

import pytest

from duckdown.cli import build_parser, main
from duckdown.engine import rulesets


def test_arena_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "arena",
                "--bots",
                "counting,random",
                "--games",
                "4",
                "--seed",
                "1",
                "--json",
                "--quiet",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4
    assert set(out["bots"]) == {"counting", "random"}
    for stats in out["bots"].values():
        assert set(stats) >= {"win_rate", "ci95"} and len(stats["ci95"]) == 2


def test_bench_engine_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--json", "--seconds", "0.2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions_per_s"] > 0 and out["rounds_per_s_counting"] > 0


def test_demo_prints_a_winner(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--bots", "medium,easy", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Round 1 of 2" in out and "Turn 1" in out
    assert " wins with " in out or " win with " in out
    assert "Final totals" in out


def test_simulate_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--bots", "counting,random", "--games", "3", "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["games"] == 3 and abs(sum(out["wins"]) - 3) < 1e-9
    assert "3/3" in captured.err  # the progress bar


def test_parser_has_the_subcommands() -> None:
    parser = build_parser()
    text = parser.format_help()
    for name in ("demo", "simulate", "arena", "bench"):
        assert name in text
    with pytest.raises(SystemExit):
        main(["arena", "--bots", "nobody"])


def test_bench_ceiling_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "ceiling", "--games", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert 0.0 <= out["oracle_win_rate"] <= 1.0
    assert 0.0 <= out["oracle_never_calls_win_rate"] <= 1.0


# --- games and --game ------------------------------------------------------------------------


def test_games_json_lists_duck_down_with_its_metadata(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert isinstance(listed, list) and all(isinstance(g, dict) for g in listed)
    (duck_down,) = [g for g in listed if g["name"] == "duck_down"]
    assert duck_down["title"]["en"] == "Duck Down" and duck_down["players"] == [2, 8]
    assert duck_down["bot_levels"] == ["random", "easy", "medium", "hard"]  # weakest first
    assert duck_down["result"] == "lowest" and duck_down["options"]["type"] == "object"
    assert [g["name"] for g in listed] == sorted(g["name"] for g in listed)


def test_games_lists_every_game_with_the_levels_offered_here(
    capsys: pytest.CaptureFixture[str], pebbles_game: Any
) -> None:
    assert main(["games", "--json"]) == 0
    listed = {g["name"]: g for g in json.loads(capsys.readouterr().out)}
    assert set(listed) == set(rulesets())  # every registered game, the test's own included
    assert {"duck_down", "pebbles"} <= set(listed)
    assert listed["pebbles"]["bot_levels"] == ["random"]  # its info's `easy` has no bot here
    assert listed["pebbles"]["teams"] == {"4": [[0, 2], [1, 3]]}
    assert main(["games"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split()[:3] == ["game", "title", "players"]
    assert any(line.split()[:4] == ["duck_down", "Duck", "Down", "2-8"] for line in table)
    assert any(line.startswith("pebbles") and "highest" in line for line in table)


def test_every_command_plays_the_game_it_is_given(
    capsys: pytest.CaptureFixture[str], pebbles_game: Any
) -> None:
    quiet = ["--json", "--quiet"]
    assert main(["arena", "--game", "pebbles", "--players", "4", "--games", "4", *quiet]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pebbles" and set(out["bots"]) == {"random"} and "teams" in out
    assert main(["simulate", "--game", "pebbles", "--bots", "random", "--games", "3", *quiet]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pebbles" and out["seats"] == ["random", "random"]
    assert main(["bench", "engine", "--game", "pebbles", "--seconds", "0.1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pebbles" and out["players"] == 4  # 4: within the game's 2-4
    assert out["decisions_per_s"] > 0 and out["rounds_per_s_random"] > 0
    # no narrator of its own: each event's type and fields
    assert main(["demo", "--game", "pebbles", "--seed", "2"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Pebbles demo: 3 players (random, random, random), seed 2")
    assert "  take seat=0 n=" in text and "  game_ended winners=[" in text


def test_the_default_game_is_duck_down(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--bots", "counting,random", "--games", "4", "--json", "--quiet"]
    assert main(args) == 0
    default = json.loads(capsys.readouterr().out)
    assert main([*args, "--game", "duck_down"]) == 0
    named = json.loads(capsys.readouterr().out)
    for out in (default, named):
        del out["wall_s"], out["seconds_per_game"]
    assert default == named and default["game"] == "duck_down"
    assert main(["bench", "engine", "--game", "duck_down", "--seconds", "0.1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "duck_down" and out["rounds_per_s_counting"] > 0


COMMANDS = [
    ["arena"],
    ["simulate"],
    ["demo"],
    ["bench", "engine"],
    ["play", "--mqtt", "mqtt://127.0.0.1:1"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_an_unknown_game_is_refused_clearly(
    capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--game", "chess"])
    assert exit_.value.code == 2
    assert "unknown game 'chess'; available: duck_down" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["arena", "--game", "pebbles", "--bots", "random,easy"],
        ["simulate", "--game", "pebbles", "--bots", "easy"],
        ["demo", "--game", "pebbles", "--bots", "hard"],
        ["simulate", "--bots", "counting,grandmaster"],
    ],
)
def test_a_level_the_game_lacks_is_refused_clearly(
    capsys: pytest.CaptureFixture[str], pebbles_game: Any, args: list[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    game = args[args.index("--game") + 1] if "--game" in args else "duck_down"
    err = capsys.readouterr().err
    assert f"error: {game} has no bot level " in err and "choose from random" in err


def test_seats_the_game_cannot_hold_are_refused(
    capsys: pytest.CaptureFixture[str], pebbles_game: Any
) -> None:
    for args in (
        ["arena", "--game", "pebbles", "--players", "5"],
        ["simulate", "--game", "pebbles", "--bots", "random,random,random,random,random"],
    ):
        with pytest.raises(SystemExit) as exit_:
            main(args)
        assert exit_.value.code == 2
        assert "pebbles seats 2-4 players, not 5" in capsys.readouterr().err
    assert main(["bench", "engine", "--game", "pebbles", "--players", "9"]) == 2
    assert "pebbles seats 2-4 players, not 9" in capsys.readouterr().err


def test_options_the_game_refuses_get_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--bots", "random", "--players", "4", "--rounds", "2"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("duckdown demo: error: rounds is 2") and "Traceback" not in err


def test_play_needs_a_terminal_board(capsys: pytest.CaptureFixture[str], pebbles_game: Any) -> None:
    # refused before any connection: nothing listens on port 1
    assert main(["play", "--game", "pebbles", "--mqtt", "mqtt://127.0.0.1:1"]) == 2
    err = capsys.readouterr().err
    assert err == "duckdown play: pebbles has no terminal board; play it at the browser table\n"


@pytest.mark.parametrize("level", ["grandmaster", "counting"])  # counting: analysis only
def test_play_refuses_a_bot_level_the_games_tables_lack(
    capsys: pytest.CaptureFixture[str], level: str
) -> None:
    assert main(["play", "--level", level, "--mqtt", "mqtt://127.0.0.1:1"]) == 2
    assert capsys.readouterr().err == (
        f"duckdown play: duck_down tables have no bot level {level!r}; "
        "choose from random, easy, medium, hard\n"
    )
