"""Whole random games (Hypothesis over seeds, configs and 2-8 players).

Every game ends within its bound; after a call each other seat plays exactly once; cards are
conserved at every step; and seed plus actions replays to the identical state.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from .helpers import R, snap
from .play import Step, check_conservation, check_invariance, check_views, choose, games

# the heavier properties run half as many examples as the profile asks for
HALF = settings(max_examples=max(5, settings.default.max_examples // 2))

# a turn is at most: a call, a draw or take, 3 Doubles used, 1 thrown first card and a last card
MAX_DECISIONS_PER_TURN = 8


def play_game(
    config: Any, players: int, seed: int, rng: random.Random, call_rate: float, check: bool = True
) -> tuple[Any, list[Step], list[Any]]:
    s = R.new_game(config, players, seed)
    log: list[Step] = []
    events: list[Any] = []
    now = 0
    bound = s.rounds * (players + 1 + 30 * players * MAX_DECISIONS_PER_TURN + 1)
    while not R.is_over(s):
        assert len(log) < bound, "the game did not end"
        seat, action, now = choose(s, rng, now, call_rate)
        events += R.apply(s, seat, action, now)
        log.append((seat, action, now))
        if check:
            check_conservation(s)
    check_conservation(s)  # rows + deck + pile + set aside at the very end too
    return s, log, events


def check_turn_order(players: int, events: list[Any]) -> int:
    """Per round: after a call each other seat once, in seat order; without one 30 per seat."""
    calls = 0
    turns: list[int] = []
    called_at: int | None = None
    for event in events:
        if event.type == "turn_started":
            turns.append(event.data["seat"])
        elif event.type == "duck_down_called":
            assert called_at is None, "a second call in one round"
            called_at = len(turns)
        elif event.type == "round_ended":
            caller = event.data["caller"]
            first = turns[0]
            assert turns == [(first + i) % players for i in range(len(turns))]
            if caller is None:
                assert called_at is None
                assert len(turns) == 30 * players
            else:
                calls += 1
                assert turns[called_at - 1] == caller  # called during the caller's own turn
                assert turns[called_at:] == [(caller + i) % players for i in range(1, players)]
            turns, called_at = [], None
    return calls


@given(game=games(), choice=st.integers(0, 2**32 - 1), rate=st.sampled_from([0.0, 0.02, 0.3]))
def test_random_games_end_conserve_cards_and_keep_turn_order(
    game: tuple[Any, int, int], choice: int, rate: float
) -> None:
    config, players, seed = game
    s, _log, events = play_game(config, players, seed, random.Random(choice), rate)
    assert len(s.scores) == s.rounds
    assert sum(e.type == "round_ended" for e in events) == s.rounds
    assert [e.type for e in events].count("game_ended") == 1
    calls = check_turn_order(players, events)
    if rate == 0.0:
        assert calls == 0
    assert s.totals == [sum(r[seat] for r in s.scores) for seat in range(players)]
    assert s.winners == [seat for seat in range(players) if s.totals[seat] == min(s.totals)]


@HALF
@given(game=games(max_players=5), choice=st.integers(0, 2**32 - 1))
def test_seed_and_actions_replay_to_the_identical_state(
    game: tuple[Any, int, int], choice: int
) -> None:
    config, players, seed = game
    s, log, events = play_game(config, players, seed, random.Random(choice), 0.05, check=False)
    replay = R.new_game(config, players, seed)
    replayed: list[Any] = []
    for seat, action, now in log:
        replayed += R.apply(replay, seat, action, now)
        # and through the JSON form of each action
        assert R.parse_action(R.action_to_json(action)) == action
    assert snap(replay) == snap(s)
    assert [e.view(None) for e in replayed] == [e.view(None) for e in events]


@HALF
@given(game=games(max_players=6), choice=st.integers(0, 2**32 - 1))
def test_json_round_trip_at_every_step_continues_identically(
    game: tuple[Any, int, int], choice: int
) -> None:
    config, players, seed = game
    rng = random.Random(choice)
    s = R.new_game(config, players, seed)
    now = 0
    steps = 0
    while not R.is_over(s) and steps < 150:
        restored = R.state_from_json(json.loads(json.dumps(R.state_to_json(s))))
        assert restored == s
        seat, action, now = choose(s, rng, now)
        ev_a = R.apply(s, seat, action, now)
        ev_b = R.apply(restored, seat, action, now)
        assert snap(restored) == snap(s)
        assert [e.view(seat) for e in ev_a] == [e.view(seat) for e in ev_b]
        steps += 1


@HALF
@given(game=games(), choice=st.integers(0, 2**32 - 1))
def test_view_invariance_along_random_games(game: tuple[Any, int, int], choice: int) -> None:
    """Re-deal every card a seat does not know: its view, the public view and the events of
    the same next action (with the cards that action reveals held fixed) stay identical."""
    config, players, seed = game
    rng = random.Random(choice)
    s = R.new_game(config, players, seed)
    now = 0
    permuted = compared = 0
    for _ in range(120):
        if R.is_over(s):
            break
        step = choose(s, rng, now)
        check_views(s, now)
        seat = rng.randrange(players)
        p, c = check_invariance(s, seat, step[2], step, rng)
        permuted += p
        compared += c
        R.apply(s, *step)
        now = step[2]
    assert permuted > 0 and compared > 0
