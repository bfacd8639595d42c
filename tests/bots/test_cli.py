"""CLI smoke tests: arena JSON shape, bench keys, a demo that names a winner."""

from __future__ import annotations

import json

import pytest

from duckdown.cli import build_parser, main


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
