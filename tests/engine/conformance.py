"""The conformance suite's machinery: seeded random playouts of any registered game, with the
interface's promises checked after every step (OpenSpiel's `random_sim_test`, with views).

A game gets all of it by registering: nothing here knows a game.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import IllegalAction, Ruleset
from duckdown.engine.schemas import problem

JSON = dict[str, Any]
Step = tuple[int | None, JSON, int]  # (seat or None for the host, action JSON, now)

# A key that names an identity would let a client follow a card it cannot see.
IDENTITY_KEY = re.compile(r"(^|_)(id|ids|uid|uuid|token|key|serial)$", re.IGNORECASE)


def dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def snap(game: Ruleset[Any, Any], state: Any) -> str:
    return dump(game.state_to_json(state))


@dataclass
class Tally:
    """What a playout checked, so a test can insist it checked something."""

    steps: int = 0
    timeouts: int = 0
    refusals: int = 0
    resamples: int = 0
    resamples_that_moved: int = 0
    event_checks: int = 0
    games_over: int = 0
    trace: list[Step] = field(default_factory=list)


def tables(game: Ruleset[Any, Any]) -> list[tuple[int, JSON]]:
    return list(game.test_tables) or [(game.min_players, {}), (game.max_players, {})]


def check_schema(game: Ruleset[Any, Any], name: str, value: Any) -> None:
    schema = game.schemas.get(name)
    assert schema is not None, f"{game.name} gives no {name} schema"
    msg = problem(schema, value, name)
    assert msg is None, f"{game.name}: {msg}\n{dump(value)[:2000]}"


def check_no_identity(value: Any, where: str = "view") -> None:
    """No key in a view or event may carry an identity (card ids, tokens)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            assert not IDENTITY_KEY.search(str(key)), f"{where} carries an identity key {key!r}"
            check_no_identity(item, f"{where}.{key}")
    elif isinstance(value, list):
        for item in value:
            check_no_identity(item, where)


def legal_json(game: Ruleset[Any, Any], state: Any, seat: int) -> list[str]:
    return sorted(dump(game.action_to_json(a)) for a in game.legal_actions(state, seat))


def check_views(game: Ruleset[Any, Any], state: Any, now: int, deep: bool) -> None:
    """Views are well formed and agree with the state's own answers."""
    public = game.public_view(state, now)
    to_act = game.seats_to_act(state)
    assert public["ruleset"] == game.name
    assert public["to_act"] == to_act, "the public view's to_act is not seats_to_act"
    for key in ("players", "phase", "round", "rounds", "deadline", "totals", "winners"):
        assert key in public, f"the public view lacks the common field {key!r}"
    assert (public["phase"] == "over") == game.is_over(state)
    if deep:
        check_schema(game, "public", public)
        check_no_identity(public, "public view")
    players = int(public["players"])
    for seat in range(players):
        view = game.seat_view(state, seat, now)
        legal = legal_json(game, state, seat)
        assert sorted(dump(a) for a in game.view_actions(view)) == legal, (
            f"seat {seat}: view_actions disagrees with legal_actions"
        )
        if seat in to_act:
            assert legal, f"seat {seat} is to act but has no legal action"
        if deep:
            check_schema(game, "seat", view)
            check_no_identity(view, "seat view")
            for text in legal:
                action = json.loads(text)
                check_schema(game, "action", action)
                assert game.action_to_json(game.parse_action(action)) == action


def check_refusals(game: Ruleset[Any, Any], state: Any, now: int, rng: random.Random) -> int:
    """Illegal actions raise IllegalAction and change nothing. Returns how many were tried."""
    before = snap(game, state)
    players = int(game.public_view(state, now)["players"])
    acting = set(game.seats_to_act(state)) | set(game.may_act(state))
    tried = 0
    candidates: list[tuple[int | None, Any]] = [
        (rng.randrange(players), {"type": "no such action"}),
        (rng.randrange(players), {"type": "timeout"}),  # only the host may time out
        (players, {"type": "timeout"}),
    ]
    for seat in acting:
        for action in game.legal_actions(state, seat)[:3]:
            for other in range(players):
                if other not in acting and not game.legal_actions(state, other):
                    candidates.append((other, game.action_to_json(action)))
    deadline = game.deadline(state)
    if deadline is not None and deadline > now:
        candidates.append((None, {"type": "timeout"}))  # not due yet
    for seat, data in candidates:
        try:
            action = game.parse_action(data)
            game.apply(state, seat, action, now)
        except IllegalAction:
            tried += 1
        else:
            raise AssertionError(f"{game.name}: seat {seat} could play {data} unasked")
        assert snap(game, state) == before, f"a refused {data} changed the state"
    return tried


def check_resample(
    game: Ruleset[Any, Any], state: Any, now: int, seat: int, rng: random.Random
) -> bool:
    """The seat's view, the public view and the seat's memory survive a re-deal of what the
    seat does not know. Returns whether the re-deal moved anything."""
    other = game.resample(state, seat, rng)
    game.check(other)
    assert dump(game.seat_view(other, seat, now)) == dump(game.seat_view(state, seat, now)), (
        f"seat {seat}'s view depends on what it does not know"
    )
    assert dump(game.public_view(other, now)) == dump(game.public_view(state, now)), (
        "the public view depends on what seat cannot know"
    )
    assert dump(game.seat_memory(other, seat)) == dump(game.seat_memory(state, seat))
    assert legal_json(game, other, seat) == legal_json(game, state, seat)
    assert game.seats_to_act(other) == game.seats_to_act(state)
    assert game.deadline(other) == game.deadline(state)
    assert game.view_expiry(other, now) == game.view_expiry(state, now)
    return snap(game, other) != snap(game, state)


def check_events(
    game: Ruleset[Any, Any],
    state: Any,
    step: Step,
    observer: int,
    rng: random.Random,
    tries: int = 24,
) -> bool:
    """Event secrets reach only the seats in `seen_by`: play the same action on the state and
    on re-deals of what `observer` does not know. Where the observer ends up seeing and
    remembering the same in both (rejection sampling: a re-deal that shows it another card is
    drawn again), every event it gets must be the same too; where the public view after is the
    same as well, so must every public event. Returns whether a comparison applied."""
    seat, data, now = step
    a = game.state_from_json(game.state_to_json(state))
    ev_a = game.apply(a, seat, game.parse_action(data), now)
    mine_a = dump([e.view(observer) for e in ev_a])
    pub_a = dump([e.view(None) for e in ev_a])
    after_a = dump(game.seat_view(a, observer, now)), dump(game.seat_memory(a, observer))
    public_a = dump(game.public_view(a, now))
    for _ in range(tries):
        b = game.resample(state, observer, rng)
        try:
            ev_b = game.apply(b, seat, game.parse_action(data), now)
        except IllegalAction:
            continue  # legal only where the hidden cards lie as they did
        after_b = dump(game.seat_view(b, observer, now)), dump(game.seat_memory(b, observer))
        if after_b != after_a:
            continue
        mine_b = dump([e.view(observer) for e in ev_b])
        assert mine_a == mine_b, f"seat {observer} learns from events what it cannot see"
        if dump(game.public_view(b, now)) == public_a:
            pub_b = dump([e.view(None) for e in ev_b])
            assert pub_a == pub_b, f"public events depend on hidden cards: {data}"
        return True
    return False


def next_step(game: Ruleset[Any, Any], state: Any, now: int, rng: random.Random) -> Step | None:
    """A random next step: a legal action of a seat that may act, or the host's timeout."""
    deadline = game.deadline(state)
    seats = sorted(set(game.seats_to_act(state)) | set(game.may_act(state)))
    choices = [(seat, game.legal_actions(state, seat)) for seat in seats]
    choices = [(seat, legal) for seat, legal in choices if legal]
    if deadline is not None and (not choices or rng.random() < 0.08):
        return None, {"type": "timeout"}, max(now, deadline)
    if not choices:
        return None
    seat, legal = choices[rng.randrange(len(choices))]
    action = legal[rng.randrange(len(legal))]
    return seat, game.action_to_json(action), now + rng.randrange(0, 1500)


def playout(
    game: Ruleset[Any, Any],
    players: int,
    options: JSON,
    seed: int,
    *,
    max_steps: int,
    deep_every: int = 1,
    resample_every: int = 3,
) -> tuple[Any, Tally]:
    """Play one seeded random game (or `max_steps` of it), checking everything on the way."""
    rng = random.Random(seed)
    config = game.parse_config(options)
    entropy = rng.randbytes(32) if game.info.entropy else b""
    state = game.new_game(config, players, seed, now=0, entropy=entropy)
    game.opening_events(state)
    tally = Tally()
    now = 0
    for i in range(max_steps):
        game.check(state)
        assert snap(game, game.state_from_json(game.state_to_json(state))) == snap(game, state)
        check_views(game, state, now, deep=i % deep_every == 0)
        if game.is_over(state):
            tally.games_over += 1
            break
        if i % 5 == 0:
            tally.refusals += check_refusals(game, state, now, rng)
        if i % resample_every == 0:
            observer = rng.randrange(players)
            tally.resamples += 1
            tally.resamples_that_moved += check_resample(game, state, now, observer, rng)
        step = next_step(game, state, now, rng)
        assert step is not None, f"{game.name}: nobody can act, no deadline, game not over"
        if i % resample_every == 1:
            tally.event_checks += check_events(game, state, step, rng.randrange(players), rng)
        seat, data, now = step
        events = game.apply(state, seat, game.parse_action(data), now)
        tally.trace.append(step)
        tally.steps += 1
        tally.timeouts += seat is None
        if i % deep_every == 0:
            for event in events:
                for viewer in [None, *range(players)]:
                    shown = event.view(viewer)
                    check_schema(game, "event", shown)
                    check_no_identity(shown, f"event {event.type}")
    return state, tally


def replay(
    game: Ruleset[Any, Any], players: int, options: JSON, seed: int, trace: list[Step]
) -> Any:
    rng = random.Random(seed)
    entropy = rng.randbytes(32) if game.info.entropy else b""
    state = game.new_game(game.parse_config(options), players, seed, now=0, entropy=entropy)
    for seat, data, now in trace:
        game.apply(state, seat, game.parse_action(data), now)
    return state


def quick_game(
    game: Ruleset[Any, Any], players: int, options: JSON, seed: int, limit: int
) -> Iterator[int]:
    """A random game to its end with no checks but termination; yields step counts."""
    rng = random.Random(seed)
    entropy = rng.randbytes(32) if game.info.entropy else b""
    state = game.new_game(game.parse_config(options), players, seed, now=0, entropy=entropy)
    now = 0
    for i in range(limit):
        if game.is_over(state):
            yield i
            return
        step = next_step(game, state, now, rng)
        assert step is not None, "stuck"
        seat, data, now = step
        game.apply(state, seat, game.parse_action(data), now)
    raise AssertionError(f"{game.name}: no end after {limit} random steps")
