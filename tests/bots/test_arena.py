"""The arena: paired seeds with seats swapped, shared credit for ties, bootstrap intervals."""

from __future__ import annotations

from duckdown.bots.arena import arena, bootstrap_ci, credit, is_tie, lineups, schedule


def test_schedule_pairs_seeds_with_seats_swapped() -> None:
    matches = schedule("duck_down", ["planner", "counting"], 2, 6, 3)
    assert [m.seats for m in matches] == [("planner", "counting"), ("counting", "planner")] * 3
    assert matches[0].seed == matches[1].seed != matches[2].seed


def test_credit_shares_ties() -> None:
    result = {"winners": [0, 1], "seats": ["a", "b"]}
    assert credit(result) == {"a": 0.5, "b": 0.5}
    assert credit({"winners": [1], "seats": ["a", "b"]}) == {"a": 0.0, "b": 1.0}


def test_bootstrap_interval() -> None:
    groups = [[1.0, 0.0]] * 50 + [[1.0, 1.0]] * 50
    low, high = bootstrap_ci(groups)
    assert low < 0.75 < high and high - low < 0.2
    assert bootstrap_ci([[1.0, 1.0]] * 10) == (1.0, 1.0)


def test_arena_shape_and_sum() -> None:
    result = arena("duck_down", ["counting", "random"], players=2, games=8, seed=2)
    assert result["games"] == 8
    rates = [result["bots"][b]["win_rate"] for b in ("counting", "random")]
    assert abs(sum(rates) - 1.0) < 1e-6
    for b in ("counting", "random"):
        low, high = result["bots"][b]["ci95"]
        assert 0.0 <= low <= result["bots"][b]["win_rate"] <= high <= 1.0


def test_four_players_in_two_teams_with_seats_rotated() -> None:
    matches = schedule("quack_quack", ["hard", "random"], 4, 4, 1)
    # each seed twice: one line-up per team, then the teams' seats swapped
    assert [m.seats for m in matches] == [
        ("hard", "random", "hard", "random"),
        ("random", "hard", "random", "hard"),
    ] * 2
    assert matches[0].seed == matches[1].seed != matches[2].seed
    won = {"winners": [0, 2], "teams": [[0, 2], [1, 3]], "seats": ["a", "b", "a", "b"]}
    assert not is_tie(won)  # both seats of one team: one win
    assert lineups(won) == [("a+a", 1.0), ("b+b", 0.0)]
    assert is_tie({**won, "winners": [0, 1, 2, 3]})
    assert is_tie({"winners": [0, 1], "seats": ["a", "b"]})
