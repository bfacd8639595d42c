"""The command line of a calendar game: `duckdown simulate --weeks` plays a Duck Pond household
through its calendar, and `duckdown pond verify` recomputes a period's rolls from its seed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from duckdown.cli import main
from duckdown.engine.duck_pond.dice import commitment, roll

SEED = bytes(range(32))
PERIOD = "2024-01-07/1"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_simulate_weeks_plays_a_household_with_its_invariants(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--game", "duck_pond", "--weeks", "3", "--players", "4", "--seed", "3"]
    code, out = _run(capsys, *argv, "--json", "--quiet")
    assert code == 0
    summary = json.loads(out)
    assert summary["game"] == "duck_pond" and summary["weeks"] == 3 and summary["players"] == 4
    assert summary["invariants_checked"] is True
    assert 6 <= summary["periods"] <= 8  # two periods a week, the first one begun mid-week
    assert summary["actions"] > 0 and summary["events"]["period_started"] >= 5
    again = json.loads(_run(capsys, *argv, "--json")[1])
    assert {k: v for k, v in again.items() if k != "wall_s"} == {
        k: v for k, v in summary.items() if k != "wall_s"
    }  # the seed decides the household


def test_weeks_are_for_calendar_games_only() -> None:
    with pytest.raises(SystemExit, match="--weeks is for calendar games; duck_down is not one"):
        main(["simulate", "--game", "duck_down", "--weeks", "2"])
    with pytest.raises(SystemExit, match="at least 1"):
        main(["simulate", "--game", "duck_pond", "--weeks", "0"])


def _record(**changes: Any) -> dict[str, Any]:
    rolls = [
        {"n": n, "sides": s, "result": roll(SEED, PERIOD, n, s), "cause": "feed"}
        for n, s in enumerate([6, 6, 12, 20, 6], start=1)
    ]
    record = {
        "period": PERIOD,
        "commitment": commitment(SEED),
        "seed": SEED.hex(),
        "roll_log": rolls,
    }
    record.update(changes)
    return record


def test_verify_checks_every_roll_of_a_period(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_record()))
    code, out = _run(capsys, "pond", "verify", str(good))
    assert code == 0 and out.strip() == f"{PERIOD}: all 5 rolls check out"
    forged = _record()
    forged["roll_log"][2]["result"] = forged["roll_log"][2]["result"] % 12 + 1  # another face
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"periods": [_record(), forged]}))
    code, out = _run(capsys, "pond", "verify", str(bad), "--json")
    verdict = json.loads(out)
    assert code == 1 and verdict["ok"] is False
    assert verdict["periods"][0]["ok"] is True
    (problem,) = verdict["periods"][1]["problems"]
    assert problem["n"] == 3 and problem["problem"] == "wrong result"


def test_verify_refuses_a_seed_that_breaks_its_commitment_or_is_not_out_yet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = bytes(32)
    path = tmp_path / "p.json"
    path.write_text(json.dumps([_record(seed=other.hex()), _record(seed=None)]))
    code, out = _run(capsys, "pond", "verify", str(path), "--json")
    first, second = json.loads(out)["periods"]
    assert code == 1
    assert any("commitment" in p["problem"] for p in first["problems"])
    assert second["problems"][0]["problem"].startswith("the seed is not revealed yet")


def test_verify_says_what_is_wrong_with_a_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[1, 2]")
    with pytest.raises(SystemExit, match="expected a period record"):
        main(["pond", "verify", str(path)])
    with pytest.raises(SystemExit, match="No such file"):
        main(["pond", "verify", str(tmp_path / "missing.json")])
