"""`duckdown bench engine --anchor uno`: the game and RLCard's Uno take turns, and the medians'
ratio is the figure. RLCard itself lives in the bench venv only, so here it is stood in for."""

from __future__ import annotations

import sys

import pytest

from duckdown.benchmarks import anchor


def test_versus_takes_turns_and_compares_medians(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    anchor_runs = iter([100.0, 400.0, 200.0])
    game_runs = iter([300.0, 900.0, 600.0])

    def fake_uno(seconds: float, seed: int = 1, players: int = 2) -> float:
        calls.append(f"uno {seed}")
        return next(anchor_runs)

    def measure(seconds: float, seed: int) -> float:
        calls.append(f"game {seed}")
        return next(game_runs)

    monkeypatch.setattr(anchor, "rlcard_uno", fake_uno)
    monkeypatch.setattr(anchor.metadata, "version", lambda name: "1.2.0")
    out = anchor.versus(measure, 0.1, 5)
    assert calls == ["game 5", "uno 5", "game 6", "uno 6", "game 7", "uno 7"]
    assert out["decisions_per_s"] == 600 and out["anchor"]["decisions_per_s"] == 200
    assert out["ratio"] == 3.0 and out["clock"] == "process_time"


def test_without_rlcard_the_anchor_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rlcard", None)  # an import of it now fails
    monkeypatch.setitem(sys.modules, "rlcard.games.uno.game", None)
    with pytest.raises(SystemExit, match="scripts/bench anchor"):
        anchor.rlcard_uno(0.01)


def test_an_unknown_anchor_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    from duckdown.cli import main

    with pytest.raises(SystemExit) as err:
        main(["bench", "engine", "--anchor", "chess"])
    assert err.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
